import type { LandingPage } from '../../types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Oyunlu Rastgele Görüntülü Sohbet',
    metaTitle: 'Oyunlu Rastgele Görüntülü Sohbet | Match Up',
    metaDescription:
      'Match Up, yetişkinlere özel ücretsiz rastgele görüntülü sohbet. Bir yabancıyla birebir eşleş; bilgi düellosu, gülme düellosu ya da Aklımı Oku ile buzu kır.',
    banner: 'Ücretsiz, reklamsız ve yalnızca 18 yaş üstü için',
    subtitle: 'Saniyeler içinde yeni biriyle tanış, sonra birlikte kısa bir oyun oyna.',
    intro: [
      'Rastgele görüntülü sohbet çok basit: eşleşmeyi başlatırsın ve daha önce hiç tanışmadığın başka bir yetişkinle birebir eşleşirsin. Match Up’ta sohbetin havadan sudan konuşmalara bağlı kalması gerekmez. Görüşmenin içinden bir bilgi düellosu, gülme düellosu ya da Aklımı Oku oyunu başlatabilirsin.',
      'Aynı şeylerden hoşlanan biriyle tanışmak istersen birkaç ilgi alanı ekle; herhangi biriyle eşleşmek istersen boş bırak. Yazmak daha kolay geldiğinde kullanman için videonun hemen yanında yazılı sohbet de var.',
      'Misafirler hemen başlayabilir. Puanlar ve sıralama tablosu üyeler içindir: sunucu üye girişi (Google veya Facebook) sunuyorsa bunu giriş penceresinde görürsün.',
    ],
    faq: [
      {
        question: 'Rastgele görüntülü sohbet nedir?',
        answer:
          'Rastgele görüntülü sohbet, seni tanımadığın biriyle canlı ve birebir bir görüntülü görüşmede buluşturur. Match Up’ta eşleşme otomatik yapılır; istersen ortak ilgi alanlarına göre de eşleşebilirsin.',
      },
      {
        question: 'Match Up’ta rastgele görüntülü sohbete nasıl başlarım?',
        answer:
          'Match Up’ı aç, kameraya ve mikrofona erişim izni ver ve eşleşmeyi başlat. İlgi alanlarını paylaşan biriyle eşleşmek istiyorsan başlamadan önce birkaç ilgi alanı ekle.',
      },
      {
        question: 'Eşleşme tamamen rastgele mi?',
        answer:
          'Hiç ilgi alanı eklemezsen o an müsait olan herhangi biriyle eşleşirsin. Eklersen seni aynı ilgi alanlarını seçmiş biriyle eşleştirmeye çalışırız.',
      },
      {
        question: 'Rastgele görüntülü sohbet sırasında hangi oyunları oynayabilirim?',
        answer:
          'Beş canlı mini oyun var: bilgi düellosu; bir oyuncunun diğerini güldürmeye çalıştığı gülme düellosu; ikinizin de aynı “Hangisini tercih edersin…” sorusunu yanıtlayıp birbirinizin seçimini tahmin ettiği Aklımı Oku; sırayla pul bırakılan, dört pulu yan yana ilk getirenin kazandığı Dört Bağla; ve birinin bir kelimeyi çizip diğerinin sohbette tahmin ettiği Çiz ve Bil. Beşini de görüşme sırasında eşleştiğin kişiyle oynarsın.',
      },
      {
        question: 'Bilgi düellosunda ne oluyor?',
        answer:
          'Görüşme devam ederken eşleştiğin kişiyle bilgi sorularında kafa kafaya yarışırsınız. Giriş yaptıysan sonucuna göre puan kazanırsın.',
      },
      {
        question: 'Rastgele görüntülü sohbet için hesap açmam gerekiyor mu?',
        answer:
          'Hayır. Misafir olarak sohbet edip oyun oynayabilirsin. Üye girişinin (Google veya Facebook) sunulduğu yerlerde giriş yaparak puan kazanabilir ve sıralama tablosunda yer alabilirsin; bu sunucunun neler sunduğunu giriş penceresinde görürsün.',
      },
      {
        question: 'Görüntülü görüşme sırasında yazılı mesaj gönderebilir miyim?',
        answer:
          'Evet. Videonun yanında yazılı sohbet var, böylece konuşurken bir yandan yazabilirsin.',
      },
      {
        question: 'Match Up’ı kimler kullanabilir?',
        answer:
          'Match Up yalnızca yetişkinler içindir. Kullanmak için 18 yaşında veya daha büyük olmalısın.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Yabancılarla Konuş, Garip Sessizlikler Olmadan',
    metaTitle: 'Yabancılarla Online Konuş | Match Up',
    metaDescription:
      'Match Up’ta buz kıran oyunlar, ortak ilgi alanı eşleşmesi ve yazılı sohbetle yabancılarla konuş. Önce yapay zekâ pratik arkadaşınla ısın. Ücretsiz, sadece 18+.',
    banner: 'Sohbet etmek artık daha kolay',
    subtitle:
      'Oyunlar, ortak ilgi alanları ve bir pratik arkadaşı, konuşacak bir şey bulmana yardım eder.',
    intro: [
      'Yabancılarla konuşmak çok eğlenceli olabilir ama ilk birkaç saniye genellikle en zorudur. Match Up sana kolay başlangıçlar sunar: ilgi alanlarını ekle ve aynı şeyleri seven biriyle tanış ya da kısa bir oyun başlat, sohbet arkasından gelsin.',
      'Utangaç mısın, biraz pratikten mi düştün, yoksa yeni bir dil mi öğreniyorsun? Yapay zekâ pratik arkadaşı, gerçek insanlarla konuşmadan önce sesli olarak sohbet provası yapmanı sağlar.',
      'Match Up’taki herkesin yetişkin olması gerekir, kurallar kısa ve açıktır ve sınırı aşan herkes şikâyet edilebilir.',
    ],
    faq: [
      {
        question: 'Match Up’ta yabancılarla nasıl konuşurum?',
        answer:
          'Siteyi aç, kamera ve mikrofon erişimine izin ver; görüntülü sohbet için başka bir yetişkinle birebir eşleşirsin. Sesli konuşabilir, yazılı sohbete yazabilir ya da ikisini birden yapabilirsin.',
      },
      {
        question: 'Bir yabancıya ne demeliyim?',
        answer:
          'Samimi bir merhaba ve neyden hoşlandığına dair bir soru genellikle yeterlidir. Sohbet tıkanırsa bir bilgi düellosu, gülme düellosu ya da Aklımı Oku başlat, gerisini oyun halletsin.',
      },
      {
        question: 'Yapay zekâ pratik arkadaşı nedir?',
        answer:
          'Gerçek insanlarla tanışmadan önce sohbet pratiği yapmak için sesli konuşabileceğin bir yapay zekâ pratik arkadaşıdır. Heyecanlanıyorsan ya da bir dilde pratik yapmak istiyorsan işine yarayabilir.',
      },
      {
        question: 'Yapay zekâ pratik arkadaşı gerçek bir insan mı?',
        answer:
          'Hayır, o bir yapay zekâ. Gerçek bir insanla konuşmak istediğinde bunun yerine eşleşmeyi başlat.',
      },
      {
        question: 'Pratik arkadaşıyla yaptığım konuşmalar kaydediliyor mu?',
        answer:
          'Pratik arkadaşının cevap verebilmesi için mesajlarını işleriz ama saklamayız. Hizmet için harici bir yapay zekâ sağlayıcısı yapılandırılmışsa, cevabı oluşturmak üzere mesajların o sağlayıcıya gönderilir.',
      },
      {
        question: 'Kiminle konuşacağımı seçebilir miyim?',
        answer:
          'Belirli bir kişiyi seçemezsin ama ilgi alanları ekleyebilirsin; biz de seni bunları paylaşan biriyle eşleştirmeye çalışırız.',
      },
      {
        question: 'Bir yabancı kaba ya da uygunsuz davranırsa ne olur?',
        answer:
          'Onu şikâyet et ve sohbeti bitir. Aynı kullanıcıyı 24 saat içinde üç farklı kişi şikâyet ederse o kullanıcı 24 saatliğine yasaklanır; tekrarlayanlar ise 7 gün yasaklanır.',
      },
      {
        question: 'Adımı vermeden yabancılarla konuşabilir miyim?',
        answer:
          'Evet. Misafir olarak ad ya da e-posta adresi vermen gerekmez. Google veya Facebook ile giriş yaparsan görünen adını ve e-posta adresini onlardan alırız; bunları asla satmaz ve kimseyle paylaşmayız.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'İlgi Alanlarını Paylaşan Yabancılarla Online Tanış',
    metaTitle: 'İlgi Alanına Göre Yabancılarla Tanış | Match Up',
    metaDescription:
      'Match Up ile internette yeni insanlarla tanış. Ortak ilgi alanına göre eşleş, birlikte canlı oyun oyna, aylık sıralamada yüksel. Ücretsiz, reklamsız, 18+.',
    banner: 'Yeni insanlar, ortak ilgi alanları',
    subtitle: 'Nelerden hoşlandığını söyle, aynı şeylerden hoşlanan insanlarla tanış.',
    intro: [
      'İnternette yabancılarla tanışmak, ortak bir noktanız olduğunda çok daha keyifli. Match Up’ta başlamadan önce ilgi alanları ekleyebilirsin; biz de seni aynı ilgi alanlarını seçmiş biriyle eşleştirmeye çalışırız.',
      'Her eşleşme, başka bir yetişkinle birebir görüntülü sohbettir. Birlikte bir oyun oynayın, kimin üstün geleceğini görün; giriş yaptıysan aylık ve tüm zamanların sıralama tablolarına sayılan puanlar kazan.',
    ],
    faq: [
      {
        question: 'İlgi alanına göre eşleşme nasıl çalışır?',
        answer:
          'Başlamadan önce birkaç ilgi alanı ekle, seni aynılarını seçmiş biriyle eşleştirmeye çalışalım. İlgi alanları isteğe bağlıdır; herhangi biriyle tanışmak için boş bırakabilirsin.',
      },
      {
        question: 'Tanıştığım insanlar nereli?',
        answer:
          '18 yaşında veya daha büyük herkes Match Up’ı bir web tarayıcısından kullanabilir; bu yüzden pek çok farklı ülkeden insanla tanışabilirsin.',
      },
      {
        question: 'Puanlar ve sıralama tablosu nasıl çalışır?',
        answer:
          'Giriş yapmış oyuncular, eşleştikleri kişilerle oyun oynayarak puan kazanır. Puanlar hem aylık sıralama tablosuna hem de tüm zamanların sıralama tablosuna sayılır.',
      },
      {
        question: 'Puan kazanmak için neden giriş yapmam gerekiyor?',
        answer:
          'Puanların bağlı kalacağı bir hesap gerekir; bu yüzden puanlar yalnızca üyeler içindir ve üye girişinin (Google veya Facebook) sunulduğu yerlerde geçerlidir; bu sunucunun neler sunduğunu giriş penceresinde görürsün. Misafirler oyunları her zaman oynayabilir.',
      },
      {
        question: 'Match Up’ta internetten yabancılarla tanışmak güvenli mi?',
        answer:
          'Match Up yalnızca yetişkinler içindir, açık kuralları vardır ve bu kuralları çiğneyen herkesi şikâyet etmeni sağlar. Yine de yeni tanıştığın biriyle adresin ya da finansal bilgilerin gibi kişisel bilgilerini asla paylaşma.',
      },
      {
        question: 'Telefonumdan insanlarla tanışabilir miyim?',
        answer:
          'Evet. Match Up web tarayıcında çalışır, yani bilgisayarda olduğu gibi telefonda da kullanılabilir. Ayrıca ana ekranına yükleyerek bir uygulama gibi açılmasını sağlayabilirsin.',
      },
      {
        question: 'Görüntülü sohbette nasıl iyi bir ilk izlenim bırakırım?',
        answer:
          'İyi bir ışık, samimi bir merhaba ve karşındakine içten bir soru çok işe yarar. Birlikte kısa bir oyun başlatmak da hemen beraber gülmenin kolay bir yolu.',
      },
      {
        question: 'Biriyle kanım ısınmazsa ne olur?',
        answer:
          'Sorun değil. Sohbeti bitir ve yeniden eşleşmeyi başlat; her sohbetin harika geçmesi gerekmiyor.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Yabancılarla Güvenli ve Gizli Görüntülü Sohbet',
    metaTitle: 'Yabancılarla Gizli Görüntülü Sohbet | Match Up',
    metaDescription:
      'Match Up’ta yabancılarla görüntülü sohbet: asla kaydedilmeyen eşler arası görüşmeler, 18+ kuralı, kolay şikâyet ve adil yasaklar. Ücretsiz ve reklamsız.',
    banner: 'Gizlilik, tasarımın özünde',
    subtitle: 'Asla kaydedilmeyen eşler arası görüşmeler ve herkes için açık kurallar.',
    intro: [
      'Yabancılarla görüntülü sohbet ederken videona tam olarak ne olduğunu bilmelisin. Match Up’ta görüşmeler eşler arasıdır (peer-to-peer): kameranın görüntüsü ve mikrofonunun sesi doğrudan konuştuğun kişiye gider. Bunları asla kaydetmeyiz ve saklamayız.',
      'Match Up yalnızca yetişkinler içindir ve kurallar basittir: çıplaklık, taciz, nefret söylemi ve spam yok. Kuralları çiğneyen herkes şikâyet edilebilir ve şikâyetler süreli yasaklarla sonuçlanır.',
      'Kişisel verilerini satmayız ve kimseyle paylaşmayız; istediğin zaman bunları silmemizi isteyebilirsin.',
    ],
    faq: [
      {
        question: 'Match Up’taki görüntülü sohbetler kaydediliyor mu?',
        answer:
          'Hayır. Görüntü ya da sesi asla kaydetmeyiz ve saklamayız. Görüşmeler eşler arasıdır; görüntün ve sesin doğrudan seninle eşleştiğin kişi arasında iletilir.',
      },
      {
        question: 'Aktarma (relay) sunucusu nedir, görüşmem neden ondan geçebilir?',
        answer:
          'Bazı ağlar cihazlar arasındaki doğrudan bağlantıları engeller. Böyle bir durumda görüşme yalnızca bağlantıyı kurmak için bir aktarma sunucusundan geçer; görüntü ve ses şifreli kalır ve asla saklanmaz.',
      },
      {
        question: 'Görüntülü sohbetim şifreli mi?',
        answer:
          'Evet. Görüntü ve ses iletim sırasında şifrelenir; görüşmenin bir aktarma sunucusundan geçmesi gerektiğinde de.',
      },
      {
        question: 'Kuralları çiğneyen birini nasıl şikâyet ederim?',
        answer:
          'Uygulamadaki şikâyet seçeneğini kullan. Şikâyet, incelenebilmesi için o konuşmadaki yazılı sohbet mesajlarını içerebilir.',
      },
      {
        question: 'Biri şikâyet edildiğinde ne olur?',
        answer:
          'Aynı kullanıcıyı 24 saat içinde üç farklı kişi şikâyet ederse o kullanıcı 24 saatliğine yasaklanır. Kuralları yeniden çiğneyen herkes 7 gün yasaklanır.',
      },
      {
        question: 'Yanlışlıkla yasaklandım. Ne yapabilirim?',
        answer:
          '{appealsEmail} adresine, varsa kullanıcı adınla birlikte kısa bir açıklama içeren bir e-posta gönder. İtirazını inceleriz ve yasak hatalıysa kaldırırız.',
      },
      {
        question: 'Gülme düellosu yüzümü bir sunucuya gönderiyor mu?',
        answer:
          'Hayır. Gülümseme algılama yalnızca senin cihazında çalışır ve yüz verilerin cihazından asla çıkmaz.',
      },
      {
        question: 'Match Up verilerimi satıyor mu?',
        answer:
          'Hayır. Kişisel verilerini satmayız ve kimseyle paylaşmayız; üstelik Match Up’ta hiç reklam yok.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Reklamsız, Ücretsiz Online Görüntülü Sohbet',
    metaTitle: 'Ücretsiz Online Görüntülü Sohbet, Reklamsız | Match Up',
    metaDescription:
      'Reklamsız ve indirme gerektirmeyen ücretsiz online görüntülü sohbet. Match Up’ı tarayıcında misafir olarak kullan ya da uygulama gibi yükle. Oyunlar dahil, 18+.',
    banner: 'Ücretsiz. Reklamsız. İndirme yok.',
    subtitle: 'Görüntülü sohbet, yazılı sohbet ve oyunlar: hepsi ücretsiz, hepsi tarayıcında.',
    intro: [
      'Match Up reklamsız, ücretsiz bir online görüntülü sohbet. Eşleşmeler arasında ne banner var ne açılır pencere, ne de sonuna kadar izlemek zorunda kaldığın videolar.',
      'Hiçbir şey indirmen ya da hesap oluşturman gerekmez. Siteyi güncel bir tarayıcıda aç, kamerana ve mikrofonuna izin ver ve insanlarla tanışmaya başla. Beğenirsen Match Up’ı ana ekranına ya da masaüstüne yükle, bir uygulama gibi açılsın.',
    ],
    faq: [
      {
        question: 'Match Up gerçekten ücretsiz mi?',
        answer:
          'Evet. Görüntülü sohbet, yazılı sohbet, oyunlar ve yapay zekâ pratik arkadaşı tamamen ücretsizdir.',
      },
      {
        question: 'Match Up neden reklam göstermiyor?',
        answer:
          'Ekranının konuştuğun kişiye ait olmasını istiyoruz, bu yüzden reklam göstermiyoruz. Kişisel verilerini de satmıyor ve kimseyle paylaşmıyoruz.',
      },
      {
        question: 'Bir şey indirmem gerekiyor mu?',
        answer:
          'Hayır. Match Up web tarayıcında çalışır. İstersen daha hızlı erişmek için tarayıcından uygulama olarak yükleyebilirsin.',
      },
      {
        question: 'Match Up’ı uygulama olarak nasıl yüklerim?',
        answer:
          'Desteklenen bir tarayıcıda adres çubuğundaki ya da tarayıcı menüsündeki yükleme seçeneğini kullan; telefonlarda bu seçenek genellikle “Ana ekrana ekle” adını taşır. Ardından Match Up kendi penceresinde açılır.',
      },
      {
        question: 'Ücretsiz görüntülü sohbeti üye olmadan kullanabilir miyim?',
        answer:
          'Evet. Misafirler hesap olmadan görüntülü sohbet edebilir ve oyun oynayabilir. Puanlar ise üye girişinin (Google veya Facebook) sunulduğu yerlerde üyeler içindir.',
      },
      {
        question: 'Online görüntülü sohbet için neye ihtiyacım var?',
        answer:
          'Kamerası ve mikrofonu olan bir cihaz, güncel bir web tarayıcısı ve sağlam bir internet bağlantısı. Başladığında kamera ve mikrofon erişimine izin vermen istenir.',
      },
      {
        question: 'VeeClips nedir?',
        answer:
          'VeeClips, üzerinde çalıştığımız bir kısa video özelliği. Yakında geliyor; henüz kullanıma sunulmadı.',
      },
      {
        question: 'Verilerimi nasıl silebilirim?',
        answer:
          'Ayarlar’ı aç ve “Your data” bölümünde “Delete my account” seçeneğini seç (misafirler için: “End my session and delete my data”); önce bir kopya almak istersen “Download my data” seçeneğini kullan. Görüntü ve ses asla saklanmaz, yani orada silinecek bir şey yok.',
      },
    ],
  },
];
