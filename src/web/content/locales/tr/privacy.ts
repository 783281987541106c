import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Gizlilik Politikası',
  updated: '2025-05-01',
  intro:
    'Bu politika, Match Up’ın hangi bilgileri topladığını, bunlara neden ihtiyaç duyduğumuzu ve bunlarla ne yaptığımızı açıklar. Kısacası: Görüntünüz ve sesiniz asla kaydedilmez veya saklanmaz; yalnızca hizmeti yürütmek ve güvenli tutmak için gerekenleri saklarız; kişisel verilerinizi satmaz veya paylaşmayız.',
  sections: [
    {
      heading: 'Kısaca',
      paragraphs: [
        '{siteName} üzerindeki görüntülü görüşmeler eşler arasıdır (peer-to-peer). Kameranızın ve mikrofonunuzun yayını doğrudan konuştuğunuz kişiye gider; bunları asla kaydetmez veya saklamayız.',
        'Giriş yapabilmeniz, puan kazanabilmeniz ve sıralama tablosunda yer alabilmeniz, bizim de şikâyetleri ve yasakları yönetebilmemiz için az miktarda bilgi saklarız. Kişisel verilerinizi satmayız, reklamverenlerle paylaşmayız; {siteName} üzerinde reklam da yoktur.',
        'Verilerinizi dilediğiniz zaman Ayarlar’daki “Verileriniz” bölümünden indirebilir veya hesabınızı silebilir ya da bunu {privacyEmail} adresine e-posta göndererek bizden isteyebilirsiniz.',
      ],
    },
    {
      heading: 'Görüntü ve ses',
      paragraphs: [
        'Biriyle eşleştiğinizde tarayıcınız, onun tarayıcısıyla doğrudan, eşler arası bir bağlantı kurar. Görüntünüz ve sesiniz bu bağlantı üzerinden iletilir ve iletim sırasında şifrelenir.',
        'Bazı ağlar doğrudan bağlantıları engeller. Bu durumda görüşme, tek görevi ikinizi birbirine bağlamak olan bir aktarma sunucusu üzerinden geçebilir. Aktarma sunucusundan geçen medya şifreli kalır; sunucu bu medyayı kaydetmez veya saklamaz.',
        'Görüşme ister doğrudan ister aktarma sunucusu üzerinden yapılsın, görüntünüzü veya sesinizi asla kaydetmez, saklamaz ya da kopyasını tutmayız.',
        'Doğrudan bir görüşmede, her eşler arası görüşmede olduğu gibi, karşınızdaki kişinin tarayıcısı IP adresinizi görebilir. Bir IP adresi, kabaca nerede bulunduğunuzu ve hangi internet servis sağlayıcısını kullandığınızı gösterebilir.',
        'Bunu önlemek için Ayarlar’da “Görüşmelerimi aktar (IP adresimi karşı taraftan gizler)” seçeneğini açın. Böylece görüşmeleriniz her zaman aktarma sunucumuz üzerinden geçer ve karşınızdaki kişi sizin adresinizi asla görmez, yalnızca aktarma sunucusunun adresini görür. Aktarılan görüşmelerde gecikme biraz daha fazla olabilir. Bu ayar yalnızca bu hizmet bir aktarma sunucusu çalıştırıyorsa sunulur; bir VPN de adresinizi gizler.',
      ],
    },
    {
      heading: 'Sakladığımız bilgiler',
      paragraphs: [
        'Google veya Facebook ile giriş yaparsanız dahili bir hesap kimliğini, giriş sağlayıcınızın hesabınız için bize verdiği kimliği ve sağlayıcının bizimle paylaştığı görünen ad ile e-posta adresini saklarız. {siteName} üzerinde kullandığınız kullanıcı adını da saklarız. Google veya Facebook şifrenizi asla görmez ve saklamayız.',
        'Bağlandığınızda, hangi ülkede bulunduğunuzu belirlemek için IP adresinizi kullanırız. Bu sorgulama kendi sunucularımızdaki çevrim dışı bir veritabanıyla yapılır; hiçbir üçüncü taraf hizmeti devreye girmez. Ülke bilgisini hizmeti yürütmek ve güvenliğini sağlamaya yardımcı olmak için kullanırız. Bu ürün, MaxMind tarafından oluşturulan ve https://www.maxmind.com adresinden edinilebilen GeoLite2 verilerini içerir. Bildirimin özgün İngilizce metni: “This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.”',
        'İlk eşleşme aramanızdan önce doğum tarihinizi sorarız, çünkü {siteName} yalnızca yetişkinlere yöneliktir. Tarihi ve sonucu saklarız: Giriş yaptıysanız hesabınızda, misafirseniz cihazınızda (cihaz çerezinde). Yanıt 18 yaşından küçük olduğunuzu gösterirse, hemen başka bir tarih denenemesin diye bunu 24 saat boyunca her ikisinde de hatırlarız.',
        'Skoru tutabilmek ve aylık ve tüm zamanların sıralama tablolarını oluşturabilmek için puanlarınızı ve oyun sonuçlarınızı saklarız.',
        'Birini şikâyet ederseniz ya da biri sizi şikâyet ederse, şikâyeti seçilen gerekçeyle (örneğin “Taciz veya nefret”) birlikte saklarız. Bir şikâyet, incelenebilmesi için o konuşmadaki yazılı sohbet mesajlarından şikâyete eklenenleri içerebilir. Bir şikâyete eklenen mesajlar dışında yazılı sohbetlerinizi saklamayız.',
        'Yasakları uygulayabilmek ve tekrarlanan ihlallerde daha uzun yasaklar verebilmek için kimin, neden ve ne kadar süreyle yasaklandığı dahil olmak üzere yasak kayıtlarını saklarız.',
      ],
    },
    {
      heading: 'Çerezler',
      paragraphs: [
        'İki çerez kullanırız. Oturum yenileme çerezi, ziyaretleriniz arasında oturumunuzun açık kalmasını sağlar. Cihaz çerezi ise güvenlik amacıyla aynı cihazı tanımamıza yardımcı olur; örneğin bir yasağın yalnızca oturumu kapatarak veya misafir olarak oynayarak aşılamaması için.',
        'Çerezleri reklam amacıyla kullanmayız ve üçüncü tarafların {siteName} aracılığıyla izleme çerezleri yerleştirmesine izin vermeyiz.',
      ],
    },
    {
      heading: 'Cihazınızda saklanan ayarlar',
      paragraphs: [
        'Bazı ayarlarınız ve tercihleriniz, uygulamanın bir sonraki sefer hatırlaması için tarayıcınızın yerel depolama alanına (local storage) kaydedilir. Bu bilgiler cihazınızda kalır. Tarayıcı ayarlarınızdan bunları dilediğiniz zaman temizleyebilirsiniz.',
      ],
    },
    {
      heading: 'Güldürme yarışması ve yüz algılama',
      paragraphs: [
        'Güldürme yarışması, bir oyuncunun gülüp gülmediğine karar vermek için gülümseme algılama kullanır. Bu algılama yalnızca kendi cihazınızda, tarayıcınızın içinde çalışır. Yüzünüzün görüntüleri ve algılama verileri cihazınızdan asla çıkmaz; bize veya başka birine asla gönderilmez. Puanlamada yalnızca oyunun sonucu kullanılır.',
      ],
    },
    {
      heading: 'Çıplaklık kalkanı',
      paragraphs: [
        'Sizi istenmeyen çıplaklıktan korumak için karşınızdaki kişinin görüntüsü, yalnızca kendi cihazınızda, tarayıcınızın içinde çalışan bir görüntü sınıflandırıcısı tarafından kontrol edilir. Görüşmenin başında saniyede birkaç kez, sonrasında ise yaklaşık saniyede bir kez, bir video karesinin küçük bir kopyası tarayıcınızın belleğinde sınıflandırıcıya verilir ve ardından atılır.',
        'Hiçbir video, kare veya görüntü kaydedilmez, saklanmaz ya da bize veya başka birine gönderilmez. Kalkan birinin görüntüsünü bulanıklaştırdıktan sonra o kişiyi şikâyet ederseniz, şikâyet yalnızca kalkanın tespit ettiğini (“Porno” gibi bir kategori ve bir skor) içerir, asla bir görüntü içermez.',
        '“Görüşmeleri kontrol edilene kadar bulanık başlat” ve “Müstehcen görüntüyü bulanıklaştır” seçeneklerini Ayarlar’dan kapatabilirsiniz; bu tercihler yalnızca cihazınızda saklanır.',
      ],
    },
    {
      heading: 'Yapay zekâ pratik arkadaşı',
      paragraphs: [
        'Yapay zekâ pratik arkadaşıyla konuştuğunuzda, size yanıt verebilmesi için mesajlarınız işlenir. Bu konuşmaları saklamayız.',
        'Bu hizmetin işletmecisi harici bir yapay zekâ sağlayıcısı yapılandırmışsa, pratik arkadaşına gönderdiğiniz mesajlar yanıt üretilmesi için o sağlayıcıya gönderilir. Bu şekilde işlenmesini istemeyeceğiniz kişisel bilgileri pratik arkadaşıyla paylaşmaktan kaçının.',
      ],
    },
    {
      heading: 'Bilgilerinizi nasıl kullanırız',
      paragraphs: [
        'Yukarıda açıklanan bilgileri yalnızca {siteName} hizmetini yürütmek için kullanırız: girişinizi sağlamak, sizi başka kişilerle eşleştirmek, oyunları yürütmek ve skoru tutmak, sıralama tablosunu göstermek, şikâyetleri incelemek, yasakları uygulamak ve hizmeti kötüye kullanıma karşı korumak.',
        'Bilgilerinizi reklam amacıyla kullanmayız ve hakkınızda pazarlama profilleri oluşturmayız.',
      ],
    },
    {
      heading: 'Paylaşım',
      paragraphs: [
        'Kişisel verilerinizi satmayız ve üçüncü taraflarla paylaşmayız. Tek istisna yukarıda açıklanan durumdur: Harici bir yapay zekâ sağlayıcısı yapılandırılmışsa, yapay zekâ pratik arkadaşına gönderdiğiniz mesajlar, yanıt verebilmesi için o sağlayıcıya gider.',
        'Eşleştiğiniz kişilerin kamerada gösterdiğiniz her şeyi gördüğünü ve sohbete yazdığınız her şeyi okuduğunu unutmayın. Yalnızca bir yabancıyla paylaşırken rahat hissedeceğiniz şeyleri paylaşın.',
      ],
    },
    {
      heading: 'Bilgileri ne kadar süre saklarız',
      paragraphs: [
        'Hesap bilgileri, puanlar ve oyun sonuçları, hesabınız var olduğu sürece saklanır. Hesabınızı sildiğinizde bunlar da hesabınızla birlikte silinir; yalnızca puanlarınız, diğer oyuncular sıralamalarını korusun diye sıralama tablosunda isimsiz olarak kalır.',
        'Bir giriş oturumu, siz daha önce çıkış yapmadıkça {sessionDays} gün sürer. Süresi dolan ve sonlandırılan oturumlar otomatik olarak kaldırılır.',
        '{guestIdleDays} gün boyunca kullanılmayan bir misafir oturumu, tıpkı sizin sildiğiniz durumdaki gibi, verileriyle birlikte otomatik olarak silinir.',
        'Şikâyetler, yapıldıkları tarihten {reportDays} gün sonra kaldırılır. Yalnızca ay ve gerekçe bazında şikâyet sayılarını saklarız; bu sayılar Şeffaflık sayfasında gösterilir ve kimsenin adını içermez.',
        'Yasak kayıtları, yasakları uygulayabilmemiz ve tekrarlanan ihlalleri tanıyabilmemiz için saklanır. Süresi dolmamış bir yasak, hesap silinse bile ilgili tarayıcılarda geçerliliğini korur; yani hesabı silmek bir yasaktan kurtulmanın yolu değildir.',
      ],
    },
    {
      heading: 'Verileriniz: indirme ve silme',
      paragraphs: [
        'Ayarlar’daki “Verileriniz” bölümünde bulunan “Verilerimi indir” seçeneği, hakkınızda sakladıklarımızı içeren bir JSON dosyası verir: hesabınız, puan hareketleriniz, yaptığınız şikâyetler, engellemeleriniz, yasaklarınız, itirazlarınız ve yaş doğrulamasını yanıtladığınız tarih.',
        '“Hesabımı sil” seçeneği tüm cihazlarda oturumunuzu kapatır ve adınızı, e-posta adresinizi, kullanıcı adınızı, cihazlarınızı, engellemelerinizi ve yaş doğrulaması yanıtınızı kaldırır. Yaptığınız veya hakkınızda yapılan şikâyetler sayılmaya devam eder, ancak sohbet mesajları, cihaz ve adres bilgileri silinir. Misafirler de aynısını “Oturumumu sonlandır ve verilerimi sil” seçeneğiyle yapabilir.',
        'Rehberiniz (iki taraftan da) ve kendi Son görüşmeleriniz de silinir. Tanıştığınız kişileri korumak için bir şey bir süre kalır: Son 7 günde sizinle tanışan kişi, o görüşmeyi Son görüşmelerinde “Silinmiş hesap” olarak, yalnızca gördüğü ülke ve saatle, adınız olmadan tutar; böylece görüşme listesinden çıkana kadar onu yine de şikâyet edebilir. O zamana kadar kullandığınız tarayıcıların kimliklerini de saklarız; tek amacı, bu şikâyetlerden doğacak bir yasağın, her yasakta olduğu gibi, bu tarayıcılara da uygulanmasıdır. Bunu meşru bir menfaat için yaparız: tanıştığınız kişilerin güvenliği. Bu 7 gün geçince, bir yasak doğmadıysa tarayıcı kimlikleri silinir.',
        'Bunu, hesabınıza bağlı adresten {privacyEmail} adresine e-posta göndererek ya da bize kullanıcı adınızı bildirerek de isteyebilirsiniz.',
      ],
    },
    {
      heading: 'Yalnızca yetişkinler için',
      paragraphs: [
        '{siteName} yalnızca 18 yaşında veya daha büyük kişiler içindir. 18 yaşından küçük hiç kimseden bilerek bilgi toplamayız. {siteName} hizmetini reşit olmayan birinin kullandığını düşünüyorsanız, lütfen onu uygulama içinden şikâyet edin veya bizimle iletişime geçin; gereğini yaparız.',
      ],
    },
    {
      heading: 'Bu politikadaki değişiklikler',
      paragraphs: [
        'Bilgilerinizi işleme biçimimizi değiştirirsek bu sayfayı güncelleyecek ve en üstteki tarihi değiştireceğiz.',
      ],
    },
    {
      heading: 'İletişim',
      paragraphs: [
        'Gizlilikle ilgili sorularınızı ya da verilerinizi görme veya silme taleplerinizi {privacyEmail} adresine gönderebilirsiniz.',
      ],
    },
  ],
};
