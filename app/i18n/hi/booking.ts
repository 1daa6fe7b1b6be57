import type { Messages } from "../en/index.ts";

export const booking: Messages["booking"] = {
  meta: {
    title: "अपॉइंटमेंट बुक करें",
    description: (doctor, clinics, city, online) =>
      `${city} में ${clinics.join(" या ")} पर${online ? ", या वीडियो कॉल से," : ""} ${doctor} से परामर्श बुक करें: फ़ीस, समय और ख़ाली स्लॉट।`,
  },
  intro: {
    eyebrow: "अपॉइंटमेंट बुक करें",
    title: "परामर्श बुक करें",
    text: (doctor, online) =>
      `${online ? "क्लिनिक या वीडियो कॉल" : "क्लिनिक"}, अगले दो हफ़्तों में कोई दिन और अपनी सुविधा का समय चुनें, अपना नाम और नंबर लिखें। आपका अनुरोध WhatsApp में ${doctor} के नंबर पर संदेश के रूप में खुल जाएगा। हर बुकिंग की पुष्टि हम ख़ुद करते हैं।`,
  },
  formSection: "अपॉइंटमेंट फ़ॉर्म",
  videoConsultation: "वीडियो परामर्श",
  place: {
    howToMeet: "आप कैसे मिलना चाहेंगे?",
    consultation: "परामर्श",
    inClinic: "क्लिनिक में",
    videoCall: "वीडियो कॉल",
    videoText: (doctor) => `आपके फ़ोन या कंप्यूटर से एक निजी वीडियो कॉल — ${doctor} जिन भाषाओं में परामर्श देते हैं, उनमें से किसी में भी। कॉल का लिंक क्लिनिक WhatsApp पर भेजता है।`,
    chooseClinic: "अपना क्लिनिक चुनें",
    clinic: "क्लिनिक",
  },
  facts: {
    fee: "फ़ीस",
    consultationFee: "परामर्श फ़ीस",
    duration: "अवधि",
    availableDays: "उपलब्ध दिन",
  },
  form: {
    label: "अपॉइंटमेंट का अनुरोध",
    heading: "आपकी जानकारी",
    allRequired: (doctor) => `सभी जानकारी भरना ज़रूरी है। आपका अनुरोध WhatsApp में ${doctor} के नंबर पर संदेश के रूप में खुलेगा, भेजने से पहले आप उसे देख सकते हैं।`,
    fullName: "पूरा नाम",
    contactNumber: "संपर्क नंबर",
    preferredDay: "पसंद का दिन",
    noDays: "कोई दिन उपलब्ध नहीं",
    selectDay: "-- दिन चुनें --",
    noFreeDay: (place) => `अगले दो हफ़्तों में ${place} के लिए कोई दिन ख़ाली नहीं है। कृपया क्लिनिक को फ़ोन करें।`,
    nextTwoWeeks: (clinic) => `अगले दो हफ़्ते, ${clinic === null ? "वीडियो कॉल के लिए" : `${clinic} में`}, भारतीय समय।`,
    preferredSlot: "पसंद का समय",
    selectSlot: "-- समय चुनें --",
    noSlots: "कोई समय उपलब्ध नहीं",
    fillAll: "कृपया सभी ज़रूरी जानकारी भरें",
    teleconsultation: (doctor) =>
      `वीडियो कॉल बुक करके आप टेलीकंसल्टेशन चुनते हैं, जिसकी अनुमति भारत की टेलीमेडिसिन प्रैक्टिस गाइडलाइंस देती हैं। अगर वीडियो कॉल पर सुरक्षित रूप से जाँच या इलाज संभव न हो, तो ${doctor} आपको क्लिनिक आने को कह सकते हैं।`,
    submit: "अपॉइंटमेंट बुक करें",
    privacy: (doctor, video) =>
      `आपका नाम, नंबर, ${video ? "वीडियो कॉल" : "क्लिनिक"}, दिन और समय ${doctor} के नंबर पर एक WhatsApp संदेश में जाते हैं, इसलिए WhatsApp वह चैट और आपका नंबर देखता है; इस वेबसाइट तक कुछ नहीं पहुँचता।`,
    onlinePrompt: "ऑनलाइन बुक करना चाहते हैं?",
    bookOnline: (clinic) => `${clinic} में क्लिनिक के बुकिंग प्लेटफ़ॉर्म पर बुक करें`,
  },
  requested: {
    title: "आपके अनुरोध के साथ WhatsApp खुल गया।",
    text: "यह समय अपने कैलेंडर में रख लें, दो घंटे पहले के रिमाइंडर के साथ। फ़ाइल में दिन, समय और जगह है, आपका नाम या नंबर नहीं।",
    addToCalendar: "कैलेंडर में जोड़ें",
  },
  message: {
    greeting: (doctor) => `नमस्ते ${doctor}, मुझे एक अपॉइंटमेंट बुक करना है।`,
    name: "नाम",
    contact: "संपर्क",
    consultation: "परामर्श",
    clinic: "क्लिनिक",
    slot: (day, time) => `पसंद का समय: ${day}, ${time}`,
    fee: "फ़ीस",
  },
  calendar: {
    title: (doctor) => `${doctor} से अपॉइंटमेंट का अनुरोध`,
    inClinic: "क्लिनिक में",
    video: (video) => `${video} (लिंक क्लिनिक भेजेगा)`,
    pending: (how) => `${how}, WhatsApp पर अनुरोध किया गया; क्लिनिक के जवाब तक पक्का नहीं।`,
    changeOrCancel: (phone) => `बदलने या रद्द करने के लिए ${phone} पर फ़ोन करें।`,
  },
};
