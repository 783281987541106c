/**
 * The matchmaking queue as one Lua script, so every operation is atomic in Redis however many
 * nodes call it. Same rules as MatchQueue (queue.ts): a shared interest, or both open to anyone
 * (no interests, or waited long enough); most interests in common, then the longest wait;
 * recent partners only when nobody else waits; skipped or blocked pairs never (q:a:<pair> keys,
 * expiring with the skip, without expiry for a block).
 *
 * KEYS[1] = key prefix. ARGV[1] = operation, then its arguments (see redisQueue.ts).
 */
export const QUEUE_LUA = `
local P = KEYS[1]
local op = ARGV[1]
local E = P .. 'q:e'
local OPEN = P .. 'q:open'
local PEND = P .. 'q:pend'

local function ikey(i) return P .. 'q:i:' .. i end
local function rkey(a, b) if a < b then return P .. 'q:r:' .. a .. '|' .. b end return P .. 'q:r:' .. b .. '|' .. a end
local function akey(a, b) if a < b then return P .. 'q:a:' .. a .. '|' .. b end return P .. 'q:a:' .. b .. '|' .. a end
-- records a skip (lapse: ms from now) or a block (lapse ''); a block outlives any skip, and a
-- skip never shortens a longer one
local function recordAvoid(by, other, lapse)
  local k = akey(by, other)
  if lapse == '' then
    redis.call('SET', k, 'block')
  elseif redis.call('GET', k) ~= 'block' then
    local ms = tonumber(lapse)
    if ms > 0 and redis.call('PTTL', k) < ms then redis.call('SET', k, 'skip', 'PX', ms) end
  end
end
-- a skip or block between the accounts, or a block involving either side's device
local function avoided(e, c)
  if redis.call('EXISTS', akey(e.userId, c.userId)) == 1 then return true end
  local de = e.deviceId and ('d:' .. e.deviceId) or nil
  local dc = c.deviceId and ('d:' .. c.deviceId) or nil
  if de and redis.call('EXISTS', akey(de, c.userId)) == 1 then return true end
  if dc and redis.call('EXISTS', akey(e.userId, dc)) == 1 then return true end
  return de ~= nil and dc ~= nil and redis.call('EXISTS', akey(de, dc)) == 1
end
local function decode(id)
  local raw = redis.call('HGET', E, id)
  if not raw then return nil end
  return cjson.decode(raw)
end

local function remove(id)
  local e = decode(id)
  if not e then return false end
  redis.call('HDEL', E, id)
  redis.call('ZREM', OPEN, id)
  redis.call('ZREM', PEND, id)
  for _, i in ipairs(e.interests) do redis.call('SREM', ikey(i), id) end
  redis.call('SREM', P .. 'q:n:' .. e.node, id)
  return true
end

local function add(e, open, now)
  redis.call('HSET', E, e.socketId, cjson.encode(e))
  for _, i in ipairs(e.interests) do redis.call('SADD', ikey(i), e.socketId) end
  if open then redis.call('ZADD', OPEN, now, e.socketId) else redis.call('ZADD', PEND, e.joinedAt, e.socketId) end
  redis.call('SADD', P .. 'q:n:' .. e.node, e.socketId)
end

local function isOpen(e, now, openAfter)
  return #e.interests == 0 or now - e.joinedAt >= openAfter
end

local function shares(a, b)
  for _, x in ipairs(a.interests) do
    for _, y in ipairs(b.interests) do if x == y then return true end end
  end
  return false
end

local function nobodyElseWaits(e, cand, now, openAfter)
  local ids = redis.call('HKEYS', E)
  for _, id in ipairs(ids) do
    if id ~= cand.socketId then
      local other = decode(id)
      if other and other.userId ~= e.userId and not avoided(e, other)
        and redis.call('EXISTS', rkey(e.userId, other.userId)) == 0 then
        return false
      end
    end
  end
  return shares(e, cand) or (isOpen(cand, now, openAfter) and isOpen(e, now, openAfter))
end

-- Finds, removes and returns the best partner for e (which is not in the queue), or nil.
local function findFor(e, now, openAfter, noRepair, forceOpen)
  local best, bestCommon, fallback = nil, 0, nil
  local counts = {}
  for _, i in ipairs(e.interests) do
    for _, id in ipairs(redis.call('SMEMBERS', ikey(i))) do counts[id] = (counts[id] or 0) + 1 end
  end
  for id, common in pairs(counts) do
    local c = decode(id)
    if c and c.userId ~= e.userId and not avoided(e, c) then
      if redis.call('EXISTS', rkey(e.userId, c.userId)) == 1 then
        fallback = fallback or c
      elseif common > bestCommon or (common == bestCommon and best and c.joinedAt < best.joinedAt) then
        best, bestCommon = c, common
      end
    end
  end
  if not best and (forceOpen or isOpen(e, now, openAfter)) then
    for _, id in ipairs(redis.call('ZRANGE', OPEN, 0, -1)) do
      local c = decode(id)
      if c and c.userId ~= e.userId and not avoided(e, c) then
        if redis.call('EXISTS', rkey(e.userId, c.userId)) == 1 then
          fallback = fallback or c
        else
          best = c
          break
        end
      end
    end
  end
  if not best and fallback and nobodyElseWaits(e, fallback, now, openAfter) then best = fallback end
  if not best then return nil end
  remove(best.socketId)
  redis.call('SET', rkey(e.userId, best.userId), now, 'PX', noRepair)
  return best
end

local function pair(first, second)
  local common = {}
  for _, x in ipairs(first.interests) do
    for _, y in ipairs(second.interests) do if x == y then table.insert(common, x) end end
  end
  return cjson.encode({ first = first, second = second, commonInterests = common })
end

if op == 'join' then
  local e = cjson.decode(ARGV[2])
  local now, openAfter, noRepair = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
  -- ARGV[6..8], when given: the skip that ended this searcher's last match (by, other, lapse),
  -- recorded before the search, in the same atomic call
  if ARGV[6] then recordAvoid(ARGV[6], ARGV[7], ARGV[8]) end
  remove(e.socketId)
  local best = findFor(e, now, openAfter, noRepair, false)
  if best then return pair(best, e) end
  add(e, #e.interests == 0, now)
  return false
elseif op == 'leave' then
  return remove(ARGV[2]) and 1 or 0
elseif op == 'tick' then
  local now, openAfter, noRepair = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
  local out = {}
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', PEND, '-inf', now - openAfter)) do
    local e = decode(id)
    if e then
      remove(id)
      local best = findFor(e, now, openAfter, noRepair, true)
      if best then table.insert(out, pair(best, e)) else add(e, true, now) end
    end
  end
  return out
elseif op == 'purge' then
  local ids = redis.call('SMEMBERS', P .. 'q:n:' .. ARGV[2])
  for _, id in ipairs(ids) do remove(id) end
  redis.call('DEL', P .. 'q:n:' .. ARGV[2])
  return #ids
elseif op == 'avoid' then
  -- ARGV: by, other, lapse time in ms from now ('' = for good, a block)
  recordAvoid(ARGV[2], ARGV[3], ARGV[4])
  return 1
elseif op == 'unavoid' then
  if redis.call('GET', akey(ARGV[2], ARGV[3])) == 'block' then redis.call('DEL', akey(ARGV[2], ARGV[3])) end
  return 1
elseif op == 'has' then
  return redis.call('HEXISTS', E, ARGV[2])
elseif op == 'size' then
  return redis.call('HLEN', E)
end
return redis.error_reply('unknown queue operation ' .. tostring(op))
`;
