import type { Section } from '../../types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'Match Up Hakkında',
  lead: 'Match Up, yetişkinler için ücretsiz bir rastgele görüntülü sohbet; ama küçük bir farkla: Yeni biriyle tanıştığında ne diyeceğini düşünüp durmak yerine birlikte kısa bir oyun oynayabilirsin. Dünyanın dört bir yanından insanlarla rahat ve samimi sohbetler için tasarlandı.',
  sections: [
    {
      heading: 'Birlikte oynayın',
      paragraphs: [
        'Bir yabancıyla sohbete başlamak tuhaf hissettirebilir; bu yüzden oyunları doğrudan görüşmenin içine yerleştirdik. Eşleştiğiniz anda ikinizden biri canlı bir mini oyun başlatabilir ve oyunu yüz yüze oynayabilirsiniz.',
        'Bilgi düellosunda hızlı sorularda kafa kafaya yarışırsınız. Güldürme yarışmasında biriniz diğerini güldürmeye çalışır, sonucu da gülümseme algılama belirler. Bu algılama tamamen kendi cihazında çalışır; yani yüzünle ilgili hiçbir şey hiçbir yere gönderilmez. Aklımı Oku’da ikiniz de aynı “Hangisini tercih edersin…?” sorusunu yanıtlıyor ve birbirinizin seçimini tahmin ediyorsunuz. Dört Bağla’da 7 × 6’lık bir tahtaya sırayla pul bırakırsınız; dört pulu yan yana ilk getiren kazanır. Çiz ve Bil’de biri yalnızca kendisinin gördüğü bir kelimeyi çizer, diğeri sohbette tahmin eder; roller her turda değişir ve bilinen her kelime iki tarafa da puan kazandırır.',
        'Oyunlar puan kazandırır, puanlar da seni aylık ve tüm zamanların sıralama tablolarına taşır. Misafirler hemen oynamaya başlayabilir; puanlar ise, üye girişinin (Google veya Facebook ile) sunulduğu yerlerde üyelere özeldir.',
      ],
    },
    {
      heading: 'Ortak ilgi alanları',
      paragraphs: [
        'Başlamadan önce müzik, oyun, seyahat ya da dil öğrenimi gibi birkaç ilgi alanı ekle; seni aynı alanları seçmiş biriyle eşleştirmeye çalışalım. Havadan sudan konuşmayı atlayıp ikinizin de sevdiği bir şeye geçmenin kolay bir yolu.',
        'İlgi alanları isteğe bağlıdır. Boş bırakırsan müsait olan herhangi biriyle eşleşirsin; en şaşırtıcı sohbetler de çoğu zaman böyle başlar.',
      ],
    },
    {
      heading: 'Klipler çok yakında',
      paragraphs: [
        'Kısa kliplere ayrılmış bir alan olan VeeClips üzerinde çalışıyoruz. Henüz kullanıma açık değil; hazır olduğunda daha fazlasını paylaşacağız.',
      ],
    },
    {
      heading: 'Güvenli ve samimi',
      paragraphs: [
        'Match Up yalnızca yetişkinlere yöneliktir: Kullanmak için 18 yaşında veya daha büyük olmalısın. Kurallarımız kısa ve net: çıplaklık yok, taciz yok, nefret söylemi yok, spam yok.',
        'Karşındaki kişinin görüntüsü, kendi cihazında çalışan bir çıplaklık kalkanı tarafından çıplaklığa karşı kontrol edilir. Yeni bir eşleşmenin görüntüsü, ilk karesi kontrol edilene kadar bulanık başlar; görüşme sırasında görüntü müstehcen görünürse hemen bulanıklaştırılır ve seçim sana kalır: yine de göstermek, sıradakine geçmek ya da şikâyet etmek. Görüntüyle ilgili hiçbir şey kaydedilmez ve hiçbir yere, bize bile gönderilmez. Bu iki ayarı da Ayarlar’dan değiştirebilirsin.',
        'Biri kuralları çiğnerse onu şikâyet edip sıradaki kişiye geçebilirsin. Aynı kullanıcıyı 24 saat içinde üç farklı kişi şikâyet ederse o kullanıcı 24 saatliğine yasaklanır. İhlalini tekrarlayanlar 7 günlük yasak alır. Bir yasağın hatalı olduğunu düşünüyorsan e-postayla itiraz edebilirsin; itirazını inceleriz.',
      ],
    },
    {
      heading: 'Hızlı ve kolay',
      paragraphs: [
        'İndirilecek bir şey yok, kayıt olmak da gerekmiyor. Siteyi aç, kamerana ve mikrofonuna izin ver; saniyeler içinde biriyle konuşmaya başlayabilirsin. Yazmanın daha kolay olduğu anlar için görüntünün yanında yazılı sohbet de var.',
        'Uygulama mı tercih edersin? Match Up’ı doğrudan tarayıcından ana ekranına veya masaüstüne yükleyebilirsin; böylece diğer uygulamalar gibi kendi penceresinde açılır.',
        'Önce ısınmak mı istersin? Yapay zekâ pratik arkadaşı, gerçek insanlarla tanışmadan önce bir sohbeti sesli ya da yazılı olarak prova etmeni sağlar. Utangaçsan ya da yeni bir dil pratiği yapıyorsan çok işine yarar.',
      ],
    },
    {
      heading: 'Reklam yok',
      paragraphs: [
        'Match Up ücretsizdir ve reklamsızdır. Banner yok, açılır pencere yok, bir sonraki eşleşmenden önce sonuna kadar izlemen gereken video yok. Ekranındaki alanın konuştuğun kişiye ayrılmasını tercih ediyoruz.',
      ],
    },
    {
      heading: 'Gizlilik',
      paragraphs: [
        'Görüntülü görüşmeler eşler arasıdır (peer-to-peer); yani görüntün ve sesin doğrudan seninle karşındaki kişi arasında iletilir. Bunları asla kaydetmez veya saklamayız. Bazen yalnızca görüşmeyi bağlamak için bir aktarma sunucusu gerekebilir; o durumda bile medya şifreli kalır ve asla saklanmaz.',
        'Yalnızca hizmeti yürütmek için gerekenleri saklarız: puanların, kullanıcı adın ve varsa güvenlikle ilgili şikâyetler gibi. Kişisel verilerini satmayız veya paylaşmayız; istediğin zaman e-postayla silinmelerini isteyebilirsin. Gizlilik politikamız ayrıntıları sade bir dille açıklıyor.',
      ],
    },
    {
      heading: 'Vizyonumuz',
      paragraphs: [
        'İnternette yeni insanlarla tanışmanın, yüzler arasında kaydırıp geçmek gibi değil, bir partideki keyifli bir sohbet gibi hissettirmesi gerektiğine inanıyoruz. Birlikte oynanan küçük bir oyun, bunu sağlamaya epey yardımcı olur.',
        'Amacımız basit: Yetişkinlerin yeni biriyle tanışabileceği, gülebileceği, bir şeyler öğrenebileceği ve oradan öncekinden biraz daha bağ kurmuş hissederek ayrılabileceği bir yer. Bu hedefe doğru, her eşleşmede bir adım daha atarak ilerlemeye devam edeceğiz.',
      ],
    },
  ],
};
