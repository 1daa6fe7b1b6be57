import type { Messages } from "../en/index.ts";

export const payment: Messages["payment"] = {
  heading: "ویڈیو مشورے کی ادائیگی",
  reference: "آپ کا ادائیگی ریفرنس",
  referenceLater: "وقت چنیں، آپ کا ادائیگی ریفرنس یہاں دکھائی دے گا۔",
  referenceUse: "یہ آپ کے WhatsApp پیغام میں بھی ہے۔ اگر آپ کی UPI ایپ نوٹ مانگے تو اسے ادائیگی کے نوٹ میں لکھیں۔",
  upiId: "UPI ID",
  copy: "کاپی کریں",
  copyLabel: "UPI ID کاپی کریں",
  copied: "UPI ID کاپی ہو گئی",
  copyFailed: "کاپی نہیں ہو سکا۔ UPI ID منتخب کر کے کاپی کریں۔",
  showQr: "دوسرے فون سے اسکین کرنے کے لیے QR دکھائیں",
  hideQr: "QR چھپائیں",
  qrAlt: (payee) => `${payee} کو ادائیگی کا UPI QR کوڈ`,
  paymentPage: "پیمنٹ پیج پر ادائیگی کریں: کارڈ، نیٹ بینکنگ یا UPI",
  appButton: (amount) => `UPI ایپ میں ₹${amount} ادا کریں`,
  neutral: (payee) => `آپ کی UPI ہسٹری اور بینک SMS میں ${payee} اور آپ کا ریفرنس دکھائی دیتا ہے، یہ کبھی نہیں کہ مشورہ کس بارے میں تھی۔`,
  utr: "ادائیگی کے بعد 12 ہندسوں کا UTR (آپ کی UPI ایپ میں دکھنے والا ٹرانزیکشن نمبر) WhatsApp چیٹ میں بھیجیں، تاکہ کلینک آپ کی ادائیگی ملا سکے۔",
  beforeYourVisit: "فیس، رقم کی واپسی اور مشورے میں کیا ہوتا ہے",
};
