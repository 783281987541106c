import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Gizlilik Politikası',
  updated: '01/05/2025',
  intro:
    'Bu politika, Match Up’ın hangi bilgileri topladığını, bunlara neden ihtiyaç duyduğumuzu ve bunlarla ne yaptığımızı açıklar. Kısacası: Görüntün ve sesin asla kaydedilmez veya saklanmaz; yalnızca hizmeti yürütmek ve güvenli tutmak için gerekenleri saklarız; kişisel verilerini satmaz veya paylaşmayız.',
  sections: [
    {
      heading: 'Kısaca',
      paragraphs: [
        '{siteName} üzerindeki görüntülü görüşmeler eşler arasıdır (peer-to-peer). Kameranın ve mikrofonunun yayını doğrudan konuştuğun kişiye gider; bunları asla kaydetmez veya saklamayız.',
        'Giriş yapabilmen, puan kazanabilmen ve sıralama tablosunda yer alabilmen, bizim de şikâyetleri ve yasakları yönetebilmemiz için az miktarda bilgi saklarız. Kişisel verilerini satmayız, reklamverenlerle paylaşmayız; {siteName} üzerinde reklam da yoktur.',
        'Verilerini dilediğin zaman Ayarlar’daki “Verilerin” bölümünden indirebilir veya hesabını silebilir ya da bunu {privacyEmail} adresine e-posta göndererek bizden isteyebilirsin.',
      ],
    },
    {
      heading: 'Görüntü ve ses',
      paragraphs: [
        'Biriyle eşleştiğinde tarayıcın, onun tarayıcısıyla doğrudan, eşler arası bir bağlantı kurar. Görüntün ve sesin bu bağlantı üzerinden iletilir ve iletim sırasında şifrelenir.',
        'Bazı ağlar doğrudan bağlantıları engeller. Bu durumda görüşme, tek görevi ikinizi birbirine bağlamak olan bir aktarma sunucusu üzerinden geçebilir. Aktarma sunucusundan geçen medya şifreli kalır; sunucu bu medyayı kaydetmez veya saklamaz.',
        'Görüşme ister doğrudan ister aktarma sunucusu üzerinden yapılsın, görüntünü veya sesini asla kaydetmez, saklamaz ya da kopyasını tutmayız.',
        'Doğrudan bir görüşmede, her eşler arası görüşmede olduğu gibi, karşındaki kişinin tarayıcısı IP adresini görebilir. Bir IP adresi, kabaca nerede bulunduğunu ve hangi internet servis sağlayıcısını kullandığını gösterebilir.',
        'Bunu önlemek için Ayarlar’da “Aramalarımı aktar (IP adresimi gizler)” seçeneğini aç. Böylece görüşmelerin her zaman aktarma sunucumuz üzerinden geçer ve karşındaki kişi senin adresini asla görmez, yalnızca aktarma sunucusunun adresini görür. Aktarılan görüşmelerde gecikme biraz daha fazla olabilir. Bu ayar yalnızca bu hizmet bir aktarma sunucusu çalıştırıyorsa sunulur; bir VPN de adresini gizler.',
      ],
    },
    {
      heading: 'Sakladığımız bilgiler',
      paragraphs: [
        'Google veya Facebook ile giriş yaparsan dahili bir hesap kimliğini, giriş sağlayıcının hesabın için bize verdiği kimliği ve sağlayıcının bizimle paylaştığı görünen ad ile e-posta adresini saklarız. {siteName} üzerinde kullandığın kullanıcı adını da saklarız. Google veya Facebook şifreni asla görmez ve saklamayız.',
        'Bağlandığında, hangi ülkede bulunduğunu belirlemek için IP adresini kullanırız. Bu sorgulama kendi sunucularımızdaki çevrim dışı bir veritabanıyla yapılır; hiçbir üçüncü taraf hizmeti devreye girmez. Ülke bilgisini hizmeti yürütmek ve güvenliğini sağlamaya yardımcı olmak için kullanırız. Bu ürün, MaxMind tarafından oluşturulan ve https://www.maxmind.com adresinden edinilebilen GeoLite2 verilerini içerir. Bildirimin özgün İngilizce metni: “This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.”',
        'İlk eşleşme aramandan önce doğum tarihini sorarız, çünkü {siteName} yalnızca yetişkinlere yöneliktir. Tarihi ve sonucu saklarız: Giriş yaptıysan hesabında, misafirsen cihazında (cihaz çerezinde). Yanıt 18 yaşından küçük olduğunu gösterirse, hemen başka bir tarih denenemesin diye bunu 24 saat boyunca her ikisinde de hatırlarız.',
        'Skoru tutabilmek ve aylık ve tüm zamanların sıralama tablolarını oluşturabilmek için puanlarını ve oyun sonuçlarını saklarız.',
        'Birini şikâyet edersen ya da biri seni şikâyet ederse, şikâyeti seçilen gerekçeyle (örneğin “Taciz veya nefret”) birlikte saklarız. Bir şikâyet, incelenebilmesi için o konuşmadaki yazılı sohbet mesajlarından şikâyete eklenenleri içerebilir. Bir şikâyete eklenen mesajlar dışında yazılı sohbetlerini saklamayız.',
        'Yasakları uygulayabilmek ve tekrarlanan ihlallerde daha uzun yasaklar verebilmek için kimin, neden ve ne kadar süreyle yasaklandığı dahil olmak üzere yasak kayıtlarını saklarız.',
      ],
    },
    {
      heading: 'Çerezler',
      paragraphs: [
        'İki çerez kullanırız. Oturum yenileme çerezi, ziyaretlerin arasında oturumunun açık kalmasını sağlar. Cihaz çerezi ise güvenlik amacıyla aynı cihazı tanımamıza yardımcı olur; örneğin bir yasağın yalnızca oturumu kapatarak veya misafir olarak oynayarak aşılamaması için.',
        'Çerezleri reklam amacıyla kullanmayız ve üçüncü tarafların {siteName} aracılığıyla izleme çerezleri yerleştirmesine izin vermeyiz.',
      ],
    },
    {
      heading: 'Cihazında saklanan ayarlar',
      paragraphs: [
        'Bazı ayarların ve tercihlerin, uygulamanın bir sonraki sefer hatırlaması için tarayıcının yerel depolama alanına (local storage) kaydedilir. Bu bilgiler cihazında kalır. Tarayıcı ayarlarından bunları dilediğin zaman temizleyebilirsin.',
      ],
    },
    {
      heading: 'Güldürme yarışması ve yüz algılama',
      paragraphs: [
        'Güldürme yarışması, bir oyuncunun gülüp gülmediğine karar vermek için gülümseme algılama kullanır. Bu algılama yalnızca kendi cihazında, tarayıcının içinde çalışır. Yüzünün görüntüleri ve algılama verileri cihazından asla çıkmaz; bize veya başka birine asla gönderilmez. Puanlamada yalnızca oyunun sonucu kullanılır.',
      ],
    },
    {
      heading: 'Çıplaklık kalkanı',
      paragraphs: [
        'Seni istenmeyen çıplaklıktan korumak için karşındaki kişinin görüntüsü, yalnızca kendi cihazında, tarayıcının içinde çalışan bir görüntü sınıflandırıcısı tarafından kontrol edilir. Görüşmenin başında saniyede birkaç kez, sonrasında ise yaklaşık saniyede bir kez, bir video karesinin küçük bir kopyası tarayıcının belleğinde sınıflandırıcıya verilir ve ardından atılır.',
        'Hiçbir video, kare veya görüntü kaydedilmez, saklanmaz ya da bize veya başka birine gönderilmez. Kalkan birinin görüntüsünü bulanıklaştırdıktan sonra o kişiyi şikâyet edersen, şikâyet yalnızca kalkanın tespit ettiğini (“Porno” gibi bir kategori ve bir skor) içerir, asla bir görüntü içermez.',
        '“Görüşmeleri kontrol edilene kadar bulanık başlat” ve “Müstehcen videoyu bulanıklaştır” seçeneklerini Ayarlar’dan kapatabilirsin; bu tercihler yalnızca cihazında saklanır.',
      ],
    },
    {
      heading: 'Yapay zekâ pratik arkadaşı',
      paragraphs: [
        'Yapay zekâ pratik arkadaşıyla konuştuğunda, sana yanıt verebilmesi için mesajların işlenir. Bu konuşmaları saklamayız.',
        'Bu hizmetin işletmecisi harici bir yapay zekâ sağlayıcısı yapılandırmışsa, pratik arkadaşına gönderdiğin mesajlar yanıt üretilmesi için o sağlayıcıya gönderilir. Bu şekilde işlenmesini istemeyeceğin kişisel bilgileri pratik arkadaşıyla paylaşmaktan kaçın.',
      ],
    },
    {
      heading: 'Bilgilerini nasıl kullanırız',
      paragraphs: [
        'Yukarıda açıklanan bilgileri yalnızca {siteName} hizmetini yürütmek için kullanırız: girişini sağlamak, seni başka kişilerle eşleştirmek, oyunları yürütmek ve skoru tutmak, sıralama tablosunu göstermek, şikâyetleri incelemek, yasakları uygulamak ve hizmeti kötüye kullanıma karşı korumak.',
        'Bilgilerini reklam amacıyla kullanmayız ve hakkında pazarlama profilleri oluşturmayız.',
      ],
    },
    {
      heading: 'Paylaşım',
      paragraphs: [
        'Kişisel verilerini satmayız ve üçüncü taraflarla paylaşmayız. Tek istisna yukarıda açıklanan durumdur: Harici bir yapay zekâ sağlayıcısı yapılandırılmışsa, yapay zekâ pratik arkadaşına gönderdiğin mesajlar, yanıt verebilmesi için o sağlayıcıya gider.',
        'Eşleştiğin kişilerin kamerada gösterdiğin her şeyi gördüğünü ve sohbete yazdığın her şeyi okuduğunu unutma. Yalnızca bir yabancıyla paylaşırken rahat hissedeceğin şeyleri paylaş.',
      ],
    },
    {
      heading: 'Bilgileri ne kadar süre saklarız',
      paragraphs: [
        'Hesap bilgileri, puanlar ve oyun sonuçları, hesabın var olduğu sürece saklanır. Hesabını sildiğinde bunlar da hesabınla birlikte silinir; yalnızca puanların, diğer oyuncular sıralamalarını korusun diye sıralama tablosunda isimsiz olarak kalır.',
        'Bir giriş oturumu, sen daha önce çıkış yapmadıkça {sessionDays} gün sürer. Süresi dolan ve sonlandırılan oturumlar otomatik olarak kaldırılır.',
        '{guestIdleDays} gün boyunca kullanılmayan bir misafir oturumu, tıpkı senin sildiğin durumdaki gibi, verileriyle birlikte otomatik olarak silinir.',
        'Şikâyetler, yapıldıkları tarihten {reportDays} gün sonra kaldırılır. Yalnızca ay ve gerekçe bazında şikâyet sayılarını saklarız; bu sayılar Şeffaflık sayfasında gösterilir ve kimsenin adını içermez.',
        'Yasak kayıtları, yasakları uygulayabilmemiz ve tekrarlanan ihlalleri tanıyabilmemiz için saklanır. Süresi dolmamış bir yasak, hesap silinse bile ilgili tarayıcılarda geçerliliğini korur; yani hesabı silmek bir yasaktan kurtulmanın yolu değildir.',
      ],
    },
    {
      heading: 'Verilerin: indirme ve silme',
      paragraphs: [
        'Ayarlar’daki “Verilerin” bölümünde bulunan “Verilerimi indir” seçeneği, hakkında sakladıklarımızı içeren bir JSON dosyası verir: hesabın, puan hareketlerin, yaptığın şikâyetler, engellemelerin, yasakların, itirazların ve yaş doğrulamasını yanıtladığın tarih.',
        '“Hesabımı sil” seçeneği tüm cihazlarda oturumunu kapatır ve adını, e-posta adresini, kullanıcı adını, cihazlarını, engellemelerini ve yaş doğrulaması yanıtını kaldırır. Yaptığın veya hakkında yapılan şikâyetler sayılmaya devam eder, ancak sohbet mesajları, cihaz ve adres bilgileri silinir. Misafirler de aynısını “Oturumumu bitir ve verilerimi sil” seçeneğiyle yapabilir.',
        'Rehberin (iki taraftan da) ve kendi Son görüşmelerin de silinir. Tanıştığın kişileri korumak için bir şey bir süre kalır: Son 7 günde seninle tanışan kişi, o görüşmeyi Son görüşmelerinde “Silinmiş hesap” olarak, yalnızca gördüğü ülke ve saatle, adın olmadan tutar; böylece görüşme listesinden çıkana kadar onu yine de şikâyet edebilir. O zamana kadar kullandığın tarayıcıların kimliklerini de saklarız; tek amacı, bu şikâyetlerden doğacak bir yasağın, her yasakta olduğu gibi, bu tarayıcılara da uygulanmasıdır. Bunu meşru bir menfaat için yaparız: tanıştığın kişilerin güvenliği. Bu 7 gün geçince, bir yasak doğmadıysa tarayıcı kimlikleri silinir.',
        'Bunu, hesabına bağlı adresten {privacyEmail} adresine e-posta göndererek ya da bize kullanıcı adını bildirerek de isteyebilirsin.',
      ],
    },
    {
      heading: 'Yalnızca yetişkinler için',
      paragraphs: [
        '{siteName} yalnızca 18 yaşında veya daha büyük kişiler içindir. 18 yaşından küçük hiç kimseden bilerek bilgi toplamayız. {siteName} hizmetini reşit olmayan birinin kullandığını düşünüyorsan, lütfen onu uygulama içinden şikâyet et veya bizimle iletişime geç; gereğini yaparız.',
      ],
    },
    {
      heading: 'Bu politikadaki değişiklikler',
      paragraphs: [
        'Bilgilerini işleme biçimimizi değiştirirsek bu sayfayı güncelleyecek ve en üstteki tarihi değiştireceğiz.',
      ],
    },
    {
      heading: 'İletişim',
      paragraphs: [
        'Gizlilikle ilgili sorularını ya da verilerini görme veya silme taleplerini {privacyEmail} adresine gönderebilirsin.',
      ],
    },
  ],
};
