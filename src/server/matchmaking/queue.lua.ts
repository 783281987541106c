/**
 * The matchmaking queue as one Lua script, so every operation is atomic in Redis however many
 * nodes call it. Same rules as MatchQueue (queue.ts) and affinity.ts, line for line: each must
 * accept the other (a shared language and, with interests, a shared interest, until widened);
 * a shared language first, then country preferences met, then interests in common, then the
 * longest wait; only the same lane (the slow lane meets only itself); recent partners only
 * when nobody else waits; skipped or blocked pairs never
 * (q:a:<pair> keys, expiring with the skip, without expiry for a block). The open list is
 * ordered by a counter (q:seq), as the in-memory queue's Set keeps insertion order.
 *
 * KEYS[1] = key prefix. ARGV[1] = operation, then its arguments (see redisQueue.ts).
 */
export const QUEUE_LUA = `
local P = KEYS[1]
local op = ARGV[1]
local E = P .. 'q:e'
local OPEN = P .. 'q:open'
local PEND = P .. 'q:pend'
local LC = P .. 'q:lc'
local PC = P .. 'q:pc'
local CC = P .. 'q:cc'

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

local function langs(e) return e.languages or {} end
local function primary(t) return string.lower(string.match(t, '^[^-]+') or t) end
-- shared/rules/languages.ts sharedLanguage: lowest sum of positions, ties to a's order
local function sharedLanguage(a, b)
  local best, bestSum = nil, math.huge
  for i = 1, #a do
    for j = 1, #b do
      if i + j - 2 >= bestSum then break end
      if primary(a[i]) == primary(b[j]) then
        if a[i] == b[j] then best = a[i] else best = primary(a[i]) end
        bestSum = i + j - 2
      end
    end
  end
  return best
end
local function fits(a, b)
  local la, lb = langs(a), langs(b)
  if #la == 0 or #lb == 0 then return true end
  return sharedLanguage(la, lb) ~= nil
end
local function accepts(a, b, wide, common)
  return wide or (fits(a, b) and (#a.interests == 0 or common > 0))
end
-- affinity.ts sameLane: the slow lane meets only itself
local function sameLane(a, b) return (a.slow == true) == (b.slow == true) end
local function widened(e, now, openAfter) return now - e.joinedAt >= openAfter end
local function score(e, c, common)
  local le, lc = langs(e), langs(c)
  local l, k = 0, 0
  if #le > 0 and #lc > 0 and sharedLanguage(le, lc) ~= nil then l = 1 end
  if e.prefersCountry and e.prefersCountry == c.countryCode then k = k + 1 end
  if c.prefersCountry and c.prefersCountry == e.countryCode then k = k + 1 end
  return { l, k, common }
end
local function cmp(a, b)
  if a[1] ~= b[1] then return a[1] - b[1] end
  if a[2] ~= b[2] then return a[2] - b[2] end
  return a[3] - b[3]
end
local function primaries(e)
  local seen, out = {}, {}
  for _, t in ipairs(langs(e)) do
    local p = primary(t)
    if not seen[p] then seen[p] = true; table.insert(out, p) end
  end
  return out
end
local function bump(h, k, by)
  if redis.call('HINCRBY', h, k, by) <= 0 then redis.call('HDEL', h, k) end
end
local function count(e, by)
  for _, p in ipairs(primaries(e)) do bump(LC, p, by) end
  if e.prefersCountry then bump(PC, e.prefersCountry, by) end
  if e.countryCode then bump(CC, e.countryCode, by) end
end
-- affinity.ts AffinityCounts.bound
local function bound(e)
  local l, k = 0, 0
  for _, p in ipairs(primaries(e)) do if redis.call('HEXISTS', LC, p) == 1 then l = 1 end end
  if e.prefersCountry and redis.call('HEXISTS', CC, e.prefersCountry) == 1 then k = 1 end
  if e.countryCode and redis.call('HEXISTS', PC, e.countryCode) == 1 then k = k + 1 end
  return { l, k, 0 }
end
local function waitedLonger(a, b)
  return a.joinedAt < b.joinedAt or (a.joinedAt == b.joinedAt and a.socketId < b.socketId)
end

local function remove(id)
  local e = decode(id)
  if not e then return false end
  redis.call('HDEL', E, id)
  count(e, -1)
  redis.call('ZREM', OPEN, id)
  redis.call('ZREM', PEND, id)
  for _, i in ipairs(e.interests) do redis.call('SREM', ikey(i), id) end
  redis.call('SREM', P .. 'q:n:' .. e.node, id)
  return true
end

local function add(e, open, pend)
  redis.call('HSET', E, e.socketId, cjson.encode(e))
  count(e, 1)
  for _, i in ipairs(e.interests) do redis.call('SADD', ikey(i), e.socketId) end
  if open then redis.call('ZADD', OPEN, redis.call('INCR', P .. 'q:seq'), e.socketId) end
  if pend then redis.call('ZADD', PEND, e.joinedAt, e.socketId) end
  redis.call('SADD', P .. 'q:n:' .. e.node, e.socketId)
end

local function nobodyElseWaits(e, cand, now, openAfter, wide)
  local ids = redis.call('HKEYS', E)
  for _, id in ipairs(ids) do
    if id ~= cand.socketId then
      local other = decode(id)
      if other and other.userId ~= e.userId and sameLane(e, other) and not avoided(e, other)
        and redis.call('EXISTS', rkey(e.userId, other.userId)) == 0 then
        return false
      end
    end
  end
  local common = 0
  for _, x in ipairs(cand.interests) do
    for _, y in ipairs(e.interests) do if x == y then common = common + 1; break end end
  end
  return accepts(e, cand, wide, common) and accepts(cand, e, widened(cand, now, openAfter), common)
end

-- Finds, removes and returns the best partner for e (which is not in the queue), or nil.
local function findFor(e, now, openAfter, noRepair, forceOpen)
  local best, bestScore, fallback = nil, nil, nil
  local wide = forceOpen or widened(e, now, openAfter)
  local counts = {}
  for _, i in ipairs(e.interests) do
    for _, id in ipairs(redis.call('SMEMBERS', ikey(i))) do counts[id] = (counts[id] or 0) + 1 end
  end
  local function consider(c, common, byWait)
    if not c or c.userId == e.userId or not sameLane(e, c) then return end
    if not accepts(e, c, wide, common) then return end
    if not accepts(c, e, widened(c, now, openAfter), common) then return end
    if avoided(e, c) then return end
    if redis.call('EXISTS', rkey(e.userId, c.userId)) == 1 then
      fallback = fallback or c
      return
    end
    local s = score(e, c, common)
    local d = 1
    if best then d = cmp(s, bestScore) end
    if d > 0 or (d == 0 and byWait and waitedLonger(c, best)) then best, bestScore = c, s end
  end
  for id, common in pairs(counts) do consider(decode(id), common, true) end
  if wide or #e.interests == 0 then
    local b = bound(e)
    for _, id in ipairs(redis.call('ZRANGE', OPEN, 0, -1)) do
      if best and cmp(bestScore, b) >= 0 then break end
      consider(decode(id), counts[id] or 0, false)
    end
  end
  if not best and fallback and nobodyElseWaits(e, fallback, now, openAfter, wide) then best = fallback end
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
  local shared = sharedLanguage(langs(first), langs(second))
  if shared == nil then shared = cjson.null end
  return cjson.encode({ first = first, second = second, commonInterests = common, sharedLanguage = shared })
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
  add(e, #e.interests == 0, #e.interests > 0 or #langs(e) > 0)
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
      if best then table.insert(out, pair(best, e)) else add(e, true, false) end
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
