import type { Messages } from "../en/index.ts";

export const booking: Messages["booking"] = {
  meta: {
    title: "اپائنٹمنٹ بک کریں",
    description: (doctor, clinics, city, online) =>
      `${city} میں ${clinics.join(" یا ")} پر${online ? "، یا ویڈیو کال سے،" : ""} ${doctor} سے مشورے کا وقت بک کریں: فیس، اوقات اور خالی وقت۔`,
  },
  intro: {
    eyebrow: "اپائنٹمنٹ بک کریں",
    title: "مشورے کا وقت بک کریں",
    text: (doctor, online) =>
      `${online ? "کلینک یا ویڈیو کال" : "کلینک"}، اگلے دو ہفتوں میں کوئی دن اور اپنی سہولت کا وقت چنیں، اپنا نام اور نمبر لکھیں۔ آپ کی درخواست WhatsApp میں ${doctor} کے نمبر پر پیغام کی صورت میں کھل جائے گی۔ ہر بکنگ کی تصدیق ہم خود کرتے ہیں۔`,
  },
  formSection: "اپائنٹمنٹ فارم",
  videoConsultation: "ویڈیو مشورہ",
  place: {
    howToMeet: "آپ کیسے ملنا چاہیں گے؟",
    consultation: "مشورہ",
    inClinic: "کلینک میں",
    videoCall: "ویڈیو کال",
    videoText: (doctor) =>
      `آپ کے فون یا کمپیوٹر سے ایک نجی ویڈیو کال، اُن میں سے کسی بھی زبان میں جن میں ${doctor} مشورہ دیتے ہیں۔ کال کا لنک کلینک WhatsApp پر بھیجتا ہے۔`,
    chooseClinic: "اپنا کلینک چنیں",
    clinic: "کلینک",
  },
  facts: {
    fee: "فیس",
    consultationFee: "مشورے کی فیس",
    duration: "دورانیہ",
    availableDays: "دستیاب دن",
    payWhen: { before: "مشورے سے پہلے ادائیگی کریں", after: "مشورے کے بعد ادائیگی کریں" },
    payAtClinic: "ادائیگی کلینک پر کریں",
  },
  form: {
    label: "اپائنٹمنٹ کی درخواست",
    heading: "آپ کی تفصیلات",
    allRequired: (doctor) =>
      `تمام خانے بھرنا ضروری ہے۔ آپ کی درخواست WhatsApp میں ${doctor} کے نمبر پر پیغام کی صورت میں کھلے گی، بھیجنے سے پہلے آپ اسے دیکھ سکتے ہیں۔`,
    fullName: "پورا نام",
    contactNumber: "رابطہ نمبر",
    preferredDay: "پسند کا دن",
    noDays: "کوئی دن دستیاب نہیں",
    selectDay: "-- دن چنیں --",
    noFreeDay: (place) => `اگلے دو ہفتوں میں ${place} کے لیے کوئی دن خالی نہیں۔ براہِ کرم کلینک کو فون کریں۔`,
    nextTwoWeeks: (clinic) => `اگلے دو ہفتے، ${clinic === null ? "ویڈیو کال کے لیے" : `${clinic} میں`}، ہندوستانی وقت۔`,
    preferredSlot: "پسند کا وقت",
    selectSlot: "-- وقت چنیں --",
    noSlots: "کوئی وقت دستیاب نہیں",
    fillAll: "براہِ کرم تمام ضروری خانے بھریں",
    teleconsultation: (doctor) =>
      `ویڈیو کال بک کر کے آپ ٹیلی کنسلٹیشن چنتے ہیں، جس کی اجازت ہندوستان کی ٹیلی میڈیسن پریکٹس گائیڈلائنز دیتی ہیں۔ اگر ویڈیو کال پر محفوظ طریقے سے معائنہ یا علاج ممکن نہ ہو تو ${doctor} آپ کو کلینک آنے کے لیے کہہ سکتے ہیں۔`,
    submit: "اپائنٹمنٹ بک کریں",
    privacy: (doctor, video) =>
      `آپ کا نام، نمبر، ${video ? "ویڈیو کال" : "کلینک"}، دن اور وقت ${doctor} کے نمبر پر ایک WhatsApp پیغام میں جاتے ہیں، اس لیے WhatsApp وہ چیٹ اور آپ کا نمبر دیکھتا ہے؛ اس ویب سائٹ تک کچھ نہیں پہنچتا۔`,
    onlinePrompt: "آن لائن بک کرنا چاہتے ہیں؟",
    bookOnline: (clinic) => `${clinic} میں کلینک کے بکنگ پلیٹ فارم پر بک کریں`,
  },
  requested: {
    title: "آپ کی درخواست کے ساتھ WhatsApp کھل گیا۔",
    text: "یہ وقت اپنے کیلنڈر میں رکھ لیں، دو گھنٹے پہلے یاد دہانی کے ساتھ۔ فائل میں دن، وقت اور جگہ ہے، آپ کا نام یا نمبر نہیں۔",
    addToCalendar: "کیلنڈر میں شامل کریں",
  },
  message: {
    greeting: (doctor) => `السلام علیکم ${doctor}، مجھے ایک اپائنٹمنٹ بک کرنی ہے۔`,
    name: "نام",
    contact: "رابطہ",
    consultation: "مشورہ",
    clinic: "کلینک",
    slot: (day, time) => `پسند کا وقت: ${day}، ${time}`,
    fee: "فیس",
    reference: "ادائیگی ریفرنس",
    utr: (before) =>
      before ? "میں مشورے سے پہلے ادائیگی کر کے 12 ہندسوں کا UTR یہاں بھیجوں گا/گی۔" : "میں مشورے کے بعد ادائیگی کر کے 12 ہندسوں کا UTR یہاں بھیجوں گا/گی۔",
  },
  calendar: {
    title: (doctor) => `${doctor} سے اپائنٹمنٹ کی درخواست`,
    inClinic: "کلینک میں",
    video: (video) => `${video} (لنک کلینک بھیجے گا)`,
    pending: (how) => `${how}، WhatsApp پر درخواست کی گئی؛ کلینک کے جواب تک پکی نہیں۔`,
    changeOrCancel: (phone) => `تبدیلی یا منسوخی کے لیے ${phone} پر فون کریں۔`,
  },
};
