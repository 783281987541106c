import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Kullanım Koşulları',
  updated: '01/05/2025',
  intro:
    'Bu koşullar, Match Up’ı kullanmanın kurallarını açıklar. Okunsun diye yazıldılar; lütfen birkaç dakikanı ayırıp göz at. Match Up’ı kullanarak bu koşulları kabul etmiş olursun.',
  sections: [
    {
      heading: '1. Kabul',
      paragraphs: [
        '{siteName} hizmetini açıp herhangi bir bölümünü, ister misafir olarak ister bir hesapla kullanarak bu koşulları ve gizlilik politikamızı kabul etmiş olursun. Kabul etmiyorsan lütfen hizmeti kullanma.',
      ],
    },
    {
      heading: '2. Kimler kullanabilir',
      paragraphs: [
        '{siteName} hizmetini kullanmak için en az 18 yaşında olmalısın. Hizmeti kullanarak 18 yaşında veya daha büyük olduğunu ve yaşadığın yerde geçerli yasalara göre hizmeti kullanmana izin verildiğini onaylarsın.',
        'Bir kullanıcının 18 yaşından küçük olduğuna inanmak için nedenimiz olursa, o kullanıcının erişimini kaldırırız.',
      ],
    },
    {
      heading: '3. Hesaplar ve misafir oturumları',
      paragraphs: [
        '{siteName} hizmetini hesap oluşturmadan misafir olarak kullanabilirsin. Misafirler sohbet edebilir ve oyun oynayabilir; ancak puanlar yalnızca Google veya Facebook ile giriş yaptığında sıralama tablosuna sayılır.',
        'Giriş yaparsan hesabındaki etkinliklerden sen sorumlu olursun. Rahatsız edici ya da yanıltıcı olmayan ve başka birinin kimliğine bürünmeyen bir kullanıcı adı seç. Bu koşulları ihlal eden kullanıcı adlarını değiştirebilir veya kaldırabiliriz.',
      ],
    },
    {
      heading: '4. Davranış kuralları',
      paragraphs: [
        '{siteName} ancak insanlar birbirine düzgün davrandığında işe yarar. Hizmeti kullanırken şunları yapmamalısın:',
        'çıplaklık veya cinsel içerik göstermek; herhangi birini taciz etmek, tehdit etmek, ona zorbalık yapmak veya onu yıldırmak; insanlara kimlikleri nedeniyle nefret içeren herhangi bir şey paylaşmak veya söylemek; 18 yaşından küçük herhangi birini herhangi bir şekilde dahil etmek, tasvir etmek veya hedef almak; spam, reklam, dolandırıcılık amaçlı ya da tekrar tekrar istenmeyen mesajlar göndermek; diğer kullanıcıları açık rızaları olmadan kaydetmek, ekran görüntülerini almak veya yayınlamak; ya da oyunlarda hile yapmak (haksız yere puan kazanmak için araçlar, birden fazla hesap veya diğer oyuncularla anlaşmalar kullanmak dahil).',
        'Ayrıca yasaları çiğnememeli, hizmeti aksatmaya veya hizmete saldırmaya çalışmamalı ve bir yasağı aşmaya çalışmamalısın.',
      ],
    },
    {
      heading: '5. Oyunlar, puanlar ve sıralama tablosu',
      paragraphs: [
        'Eşleşen kişiler, bilgi düellosu ve güldürme yarışması dahil olmak üzere canlı mini oyunlar oynayabilir. Giriş yapmış oyuncular oyunlardan puan kazanır; puanlar aylık ve tüm zamanların sıralama tablolarında gösterilir.',
        'Puanların nakit değeri yoktur; satın alınamaz, satılamaz veya takas edilemez. Hile ya da yapay yollarla puan toplama (örneğin galibiyet takas etmek için aynı kişiyle tekrar tekrar eşleşmek) tespit edersek puanları kaldırabilir, skorları sıfırlayabilir veya oyuncuları sıralama tablosundan çıkarabiliriz.',
        'Güldürme yarışmasındaki gülümseme algılama cihazında çalışır ve her otomatik algılama gibi zaman zaman yanılacaktır. Oyun sonuçları, hileyle elde edildikleri tespit edilmedikçe kesindir.',
      ],
    },
    {
      heading: '6. Moderasyon ve şikâyetler',
      paragraphs: [
        'Biri bu koşulları ihlal ederse onu uygulama içinden şikâyet edebilirsin. Bir şikâyet, incelenebilmesi için o konuşmadaki yazılı sohbet mesajlarını içerebilir.',
        'Lütfen yalnızca gerçek sorunları şikâyet et. Asılsız veya kötü niyetli şikâyette bulunmak da başlı başına bu koşulların ihlalidir.',
        'Şikâyetler üzerine otomatik olarak veya inceleme sonrasında işlem yapabiliriz; bir ihlal gördüğümüzde kendiliğimizden de işlem yapabiliriz.',
      ],
    },
    {
      heading: '7. Yasaklar',
      paragraphs: [
        '24 saat içinde üç farklı kişi seni şikâyet ederse 24 saatliğine yasaklanırsın. Bundan sonra yeniden yasaklanırsan bir sonraki yasak 7 gün sürer. Ciddi ihlallerde hesapları doğrudan da yasaklayabiliriz.',
        'Yasaklar hem hesabın hem de cihazın için geçerlidir; bu nedenle oturumu kapatmak, hesap değiştirmek veya misafir olarak oynamak bir yasağı kaldırmaz. Bir yasağı aşmaya çalışmak daha uzun bir yasağa yol açabilir.',
      ],
    },
    {
      heading: '8. İtirazlar',
      paragraphs: [
        'Yanlışlıkla yasaklandığını düşünüyorsan {appealsEmail} adresine e-posta göndererek itiraz edebilirsin. Varsa kullanıcı adını, yasağın yaklaşık zamanını ve neden hatalı olduğunu düşündüğünü belirt.',
        'İtirazını inceleyip e-postayla yanıt vereceğiz. Yasağın hatalı olduğunu tespit edersek yasağı kaldıracağız.',
      ],
    },
    {
      heading: '9. Sorumluluk reddi ve sorumluluğun sınırları',
      paragraphs: [
        '{siteName} seni yabancılarla buluşturur. İnsanların kim olduğunu doğrulayamayız, ne söylediklerini veya gösterdiklerini de kontrol edemeyiz; hizmeti kullanmanın riski sana aittir. Tanıştığın kişilerle adresin, şifrelerin veya finansal bilgilerin gibi kişisel bilgileri asla paylaşma.',
        'Hizmet ücretsiz ve “olduğu gibi” sunulur. Hizmetin her zaman erişilebilir ya da hatasız olacağını veya her zaman bir eşleşme bulacağını taahhüt etmeyiz. Yasaların izin verdiği ölçüde, diğer kullanıcıların davranışlarından veya {siteName} hizmetini kullanmandan doğan dolaylı zararlardan sorumlu değiliz.',
      ],
    },
    {
      heading: '10. Değişiklikler ve iletişim',
      paragraphs: [
        'Bu koşulları zaman zaman güncelleyebiliriz. Güncellediğimizde bu sayfanın en üstündeki tarihi değiştiririz. Bir değişiklikten sonra {siteName} hizmetini kullanmaya devam edersen güncellenmiş koşulları kabul etmiş olursun.',
        'Bu koşullarla ilgili soruların için bize {privacyEmail} adresinden ulaşabilirsin. Yasak itirazları için ise, mesajının doğru yere ulaşması amacıyla lütfen {appealsEmail} adresini kullan.',
      ],
    },
  ],
};
