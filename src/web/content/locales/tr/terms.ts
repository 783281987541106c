import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Kullanım Koşulları',
  updated: '2025-05-01',
  intro:
    'Bu koşullar, Match Up’ı kullanmanın kurallarını açıklar. Okunsun diye yazıldılar; lütfen birkaç dakikanızı ayırıp göz atın. Match Up’ı kullanarak bu koşulları kabul etmiş olursunuz.',
  sections: [
    {
      heading: '1. Kabul',
      paragraphs: [
        '{siteName} hizmetini açıp herhangi bir bölümünü, ister misafir olarak ister bir hesapla kullanarak bu koşulları ve gizlilik politikamızı kabul etmiş olursunuz. Kabul etmiyorsanız lütfen hizmeti kullanmayın.',
      ],
    },
    {
      heading: '2. Kimler kullanabilir',
      paragraphs: [
        '{siteName} hizmetini kullanmak için en az 18 yaşında olmalısınız. Hizmeti kullanarak 18 yaşında veya daha büyük olduğunuzu ve yaşadığınız yerde geçerli yasalara göre hizmeti kullanmanıza izin verildiğini onaylarsınız.',
        'Bir kullanıcının 18 yaşından küçük olduğuna inanmak için nedenimiz olursa, o kullanıcının erişimini kaldırırız.',
      ],
    },
    {
      heading: '3. Hesaplar ve misafir oturumları',
      paragraphs: [
        '{siteName} hizmetini hesap oluşturmadan misafir olarak kullanabilirsiniz. Misafirler sohbet edebilir ve oyun oynayabilir; ancak puanlar yalnızca Google veya Facebook ile giriş yaptığınızda sıralama tablosuna sayılır.',
        'Giriş yaparsanız hesabınızdaki etkinliklerden siz sorumlu olursunuz. Rahatsız edici, yanıltıcı olmayan ve başka birinin kimliğine bürünmeyen bir kullanıcı adı seçin. Bu koşulları ihlal eden kullanıcı adlarını değiştirebilir veya kaldırabiliriz.',
      ],
    },
    {
      heading: '4. Davranış kuralları',
      paragraphs: [
        '{siteName} ancak insanlar birbirine düzgün davrandığında işe yarar. Hizmeti kullanırken şunları yapmamalısınız:',
        'çıplaklık veya cinsel içerik göstermek; herhangi birini taciz etmek, tehdit etmek, ona zorbalık yapmak veya onu yıldırmak; insanlara kimlikleri nedeniyle nefret içeren herhangi bir şey paylaşmak veya söylemek; 18 yaşından küçük herhangi birini herhangi bir şekilde dahil etmek, tasvir etmek veya hedef almak; spam, reklam, dolandırıcılık amaçlı ya da tekrar tekrar istenmeyen mesajlar göndermek; diğer kullanıcıları açık rızaları olmadan kaydetmek, ekran görüntülerini almak veya yayınlamak; ya da oyunlarda hile yapmak (haksız yere puan kazanmak için araçlar, birden fazla hesap veya diğer oyuncularla anlaşmalar kullanmak dahil).',
        'Ayrıca yasaları çiğnememeli, hizmeti aksatmaya veya hizmete saldırmaya çalışmamalı ve bir yasağı aşmaya çalışmamalısınız.',
      ],
    },
    {
      heading: '5. Oyunlar, puanlar ve sıralama tablosu',
      paragraphs: [
        'Eşleşen kişiler, bilgi düellosu ve güldürme yarışması dahil olmak üzere canlı mini oyunlar oynayabilir. Giriş yapmış oyuncular oyunlardan puan kazanır; puanlar aylık ve tüm zamanların sıralama tablolarında gösterilir.',
        'Puanların nakit değeri yoktur; satın alınamaz, satılamaz veya takas edilemez. Hile ya da yapay yollarla puan toplama (örneğin galibiyet takas etmek için aynı kişiyle tekrar tekrar eşleşmek) tespit edersek puanları kaldırabilir, skorları sıfırlayabilir veya oyuncuları sıralama tablosundan çıkarabiliriz.',
        'Güldürme yarışmasındaki gülümseme algılama cihazınızda çalışır ve her otomatik algılama gibi zaman zaman yanılacaktır. Oyun sonuçları, hileyle elde edildikleri tespit edilmedikçe kesindir.',
      ],
    },
    {
      heading: '6. Moderasyon ve şikâyetler',
      paragraphs: [
        'Biri bu koşulları ihlal ederse onu uygulama içinden şikâyet edebilirsiniz. Bir şikâyet, incelenebilmesi için o konuşmadaki yazılı sohbet mesajlarını içerebilir.',
        'Lütfen yalnızca gerçek sorunları şikâyet edin. Asılsız veya kötü niyetli şikâyette bulunmak da başlı başına bu koşulların ihlalidir.',
        'Şikâyetler üzerine otomatik olarak veya inceleme sonrasında işlem yapabiliriz; bir ihlal gördüğümüzde kendiliğimizden de işlem yapabiliriz.',
      ],
    },
    {
      heading: '7. Yasaklar',
      paragraphs: [
        '24 saat içinde üç farklı kişi sizi şikâyet ederse 24 saatliğine yasaklanırsınız. Bundan sonra yeniden yasaklanırsanız bir sonraki yasak 7 gün sürer. Ciddi ihlallerde hesapları doğrudan da yasaklayabiliriz.',
        'Yasaklar hem hesabınız hem de cihazınız için geçerlidir; bu nedenle oturumu kapatmak, hesap değiştirmek veya misafir olarak oynamak bir yasağı kaldırmaz. Bir yasağı aşmaya çalışmak daha uzun bir yasağa yol açabilir.',
      ],
    },
    {
      heading: '8. İtirazlar',
      paragraphs: [
        'Yanlışlıkla yasaklandığınızı düşünüyorsanız {appealsEmail} adresine e-posta göndererek itiraz edebilirsiniz. Varsa kullanıcı adınızı, yasağın yaklaşık zamanını ve neden hatalı olduğunu düşündüğünüzü belirtin.',
        'İtirazınızı inceleyip e-postayla yanıt vereceğiz. Yasağın hatalı olduğunu tespit edersek yasağı kaldıracağız.',
      ],
    },
    {
      heading: '9. Sorumluluk reddi ve sorumluluğun sınırları',
      paragraphs: [
        '{siteName} sizi yabancılarla buluşturur. İnsanların kim olduğunu doğrulayamayız, ne söylediklerini veya gösterdiklerini de kontrol edemeyiz; hizmeti kullanmanın riski size aittir. Tanıştığınız kişilerle adresiniz, şifreleriniz veya finansal bilgileriniz gibi kişisel bilgileri asla paylaşmayın.',
        'Hizmet ücretsiz ve “olduğu gibi” sunulur. Hizmetin her zaman erişilebilir ya da hatasız olacağını veya her zaman bir eşleşme bulacağınızı taahhüt etmeyiz. Yasaların izin verdiği ölçüde, diğer kullanıcıların davranışlarından veya {siteName} hizmetini kullanmanızdan doğan dolaylı zararlardan sorumlu değiliz.',
      ],
    },
    {
      heading: '10. Değişiklikler ve iletişim',
      paragraphs: [
        'Bu koşulları zaman zaman güncelleyebiliriz. Güncellediğimizde bu sayfanın en üstündeki tarihi değiştiririz. Bir değişiklikten sonra {siteName} hizmetini kullanmaya devam ederseniz güncellenmiş koşulları kabul etmiş olursunuz.',
        'Bu koşullarla ilgili sorularınız için bize {privacyEmail} adresinden ulaşabilirsiniz. Yasak itirazları için ise, mesajınızın doğru yere ulaşması amacıyla lütfen {appealsEmail} adresini kullanın.',
      ],
    },
  ],
};
