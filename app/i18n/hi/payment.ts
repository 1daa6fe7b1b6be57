import type { Messages } from "../en/index.ts";

export const payment: Messages["payment"] = {
  heading: "वीडियो परामर्श का भुगतान",
  reference: "आपका भुगतान रेफ़रेंस",
  referenceLater: "समय चुनें, आपका भुगतान रेफ़रेंस यहाँ दिखेगा।",
  referenceUse: "यह आपके WhatsApp संदेश में भी है। अगर आपका UPI ऐप नोट माँगे, तो इसे भुगतान के नोट में लिखें।",
  upiId: "UPI ID",
  copy: "कॉपी करें",
  copyLabel: "UPI ID कॉपी करें",
  copied: "UPI ID कॉपी हो गई",
  copyFailed: "कॉपी नहीं हो सका। UPI ID चुनकर कॉपी करें।",
  showQr: "दूसरे फ़ोन से स्कैन करने के लिए QR दिखाएँ",
  hideQr: "QR छिपाएँ",
  qrAlt: (payee) => `${payee} को भुगतान करने का UPI QR कोड`,
  paymentPage: "पेमेंट पेज पर भुगतान करें: कार्ड, नेट बैंकिंग या UPI",
  appButton: (amount) => `UPI ऐप में ₹${amount} का भुगतान करें`,
  neutral: (payee) => `आपकी UPI हिस्ट्री और बैंक SMS में ${payee} और आपका रेफ़रेंस दिखता है, परामर्श किस बारे में था यह कभी नहीं।`,
  utr: "भुगतान के बाद 12 अंकों का UTR (आपके UPI ऐप में दिखने वाला ट्रांज़ैक्शन नंबर) WhatsApp चैट में भेजें, ताकि क्लिनिक आपका भुगतान मिला सके।",
  beforeYourVisit: "फ़ीस, रिफ़ंड और परामर्श में क्या होता है",
};
