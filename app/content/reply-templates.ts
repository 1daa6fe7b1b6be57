// The shipped reply templates of the Practice screen (issue 30), each in English, Hindi, Telugu and Urdu (issue 40):
// the first practice document has them, and a document stored before they existed reads with them (migration 022
// gives a stored document the three languages of a template it still has as shipped). Their own module, as the crisis
// line's, so the schema can default to them. Terms as docs/glossary.md gives them; a site link is written as the
// English path on a line of its own (an address read left to right, in an Urdu line, shows its slash at the wrong end
// in the reply box), and the reply box writes it in the template's language (/ur/book-an-appointment).

/**
 * General information only, an invitation to book, and the crisis line with the public helplines only (Tele-MANAS
 * 14416, emergency 112). `forUrgent`: offered first when a comment's words suggest a risk of self-harm.
 */
export const defaultReplyTemplates = [
  {
    title: "Thank you, and book a consultation",
    text: "Thank you for your question, and for reading. A public reply can only give general information: what is right for you depends on things only a consultation can go into.\n\nIf this is troubling you, please book a consultation so that we can talk it through in private:\n/book-an-appointment",
    texts: {
      hi: "सवाल पूछने और लेख पढ़ने के लिए धन्यवाद। सार्वजनिक जवाब में सिर्फ़ सामान्य जानकारी दी जा सकती है: आपके लिए क्या सही है, यह उन बातों पर निर्भर करता है जिन पर परामर्श में ही ठीक से बात हो सकती है।\n\nअगर यह बात आपको परेशान कर रही है, तो कृपया परामर्श के लिए अपॉइंटमेंट बुक करें, ताकि हम निजी तौर पर इस पर बात कर सकें:\n/book-an-appointment",
      te: "మీ ప్రశ్నకు, చదివినందుకు ధన్యవాదాలు. బహిరంగ జవాబులో సాధారణ సమాచారం మాత్రమే ఇవ్వగలం: మీకు ఏది సరైనదో అనేది సంప్రదింపులో మాత్రమే వివరంగా చూడగలిగే విషయాలపై ఆధారపడి ఉంటుంది.\n\nఈ విషయం మిమ్మల్ని బాధపెడుతుంటే, దయచేసి సంప్రదింపు కోసం అపాయింట్‌మెంట్ బుక్ చేయండి, మనం దీని గురించి వ్యక్తిగతంగా మాట్లాడుకుందాం:\n/book-an-appointment",
      ur: "سوال پوچھنے اور مضمون پڑھنے کا شکریہ۔ عوامی جواب میں صرف عام معلومات دی جا سکتی ہیں: آپ کے لیے کیا صحیح ہے، یہ ان باتوں پر منحصر ہے جن پر صرف مشورے کے دوران ہی تفصیل سے بات ہو سکتی ہے۔\n\nاگر یہ بات آپ کو پریشان کر رہی ہے تو براہِ کرم مشورے کے لیے اپنی اپائنٹمنٹ بک کریں، تاکہ ہم نجی طور پر اس پر بات کر سکیں:\n/book-an-appointment",
    },
    forUrgent: false,
  },
  {
    title: "See a doctor before changing medication",
    text: "Thank you for asking. Please do not stop, start or change the dose of any medicine on your own, even if you feel better or notice side effects: some medicines need to be changed slowly and under supervision.\n\nSpeak to the doctor who prescribed it, or book a consultation so that we can review it together:\n/book-an-appointment",
    texts: {
      hi: "पूछने के लिए धन्यवाद। कृपया कोई भी दवा अपने आप बंद न करें, शुरू न करें और उसकी ख़ुराक न बदलें, चाहे आप बेहतर महसूस करें या कोई साइड इफ़ेक्ट दिखे: कुछ दवाएँ धीरे-धीरे और डॉक्टर की निगरानी में ही बदली जानी चाहिए।\n\nजिस डॉक्टर ने दवा लिखी है उनसे बात करें, या परामर्श के लिए अपॉइंटमेंट बुक करें, ताकि हम साथ मिलकर इसे देख सकें:\n/book-an-appointment",
      te: "అడిగినందుకు ధన్యవాదాలు. మీకు బాగున్నట్టు అనిపించినా, సైడ్ ఎఫెక్ట్స్ కనిపించినా, ఏ మందునూ మీ అంతట మీరే ఆపకండి, మొదలుపెట్టకండి, డోసు మార్చకండి: కొన్ని మందులను నెమ్మదిగా, డాక్టర్ పర్యవేక్షణలో మాత్రమే మార్చాలి.\n\nఆ మందు రాసిన డాక్టర్‌తో మాట్లాడండి, లేదా సంప్రదింపు కోసం అపాయింట్‌మెంట్ బుక్ చేయండి, మనం కలిసి దాన్ని సమీక్షిద్దాం:\n/book-an-appointment",
      ur: "پوچھنے کا شکریہ۔ براہِ کرم کوئی بھی دوا خود سے بند نہ کریں، شروع نہ کریں اور اس کی خوراک نہ بدلیں، چاہے آپ بہتر محسوس کریں یا کوئی سائیڈ ایفیکٹ نظر آئے: کچھ دواؤں کو آہستہ آہستہ اور ڈاکٹر کی نگرانی میں ہی بدلنا چاہیے۔\n\nجس ڈاکٹر نے دوا لکھی ہے ان سے بات کریں، یا مشورے کے لیے اپنی اپائنٹمنٹ بک کریں تاکہ ہم مل کر اس کا جائزہ لے سکیں:\n/book-an-appointment",
    },
    forUrgent: false,
  },
  {
    title: "Crisis line: Tele-MANAS 14416 and 112",
    text: "Thank you for telling us how you feel. You do not have to go through this alone, and you do not have to wait for a reply here.\n\nPlease call Tele-MANAS on 14416 (free, 24×7) to talk to a trained counsellor now. If you are in immediate danger, call 112 or go to the nearest emergency department.",
    texts: {
      hi: "अपने मन की बात हमसे कहने के लिए धन्यवाद। आपको इससे अकेले नहीं गुज़रना है, और यहाँ जवाब का इंतज़ार करने की भी ज़रूरत नहीं है।\n\nकृपया अभी Tele-MANAS को 14416 (निःशुल्क, 24×7) पर कॉल करें और किसी प्रशिक्षित काउंसलर से बात करें। अगर आप तुरंत ख़तरे में हैं, तो 112 पर कॉल करें या सबसे नज़दीकी अस्पताल के इमरजेंसी विभाग में जाएँ।",
      te: "మీ మనసులో ఉన్నది మాతో పంచుకున్నందుకు ధన్యవాదాలు. దీన్ని మీరు ఒంటరిగా ఎదుర్కోవాల్సిన అవసరం లేదు, ఇక్కడ జవాబు కోసం ఎదురుచూడాల్సిన అవసరం కూడా లేదు.\n\nదయచేసి ఇప్పుడే Tele-MANAS నంబర్ 14416 (ఉచితం, 24×7) కు కాల్ చేసి, శిక్షణ పొందిన కౌన్సెలర్‌తో మాట్లాడండి. మీరు వెంటనే ప్రమాదంలో ఉంటే, 112 కు కాల్ చేయండి లేదా దగ్గరలోని ఆసుపత్రి ఎమర్జెన్సీ విభాగానికి వెళ్లండి.",
      ur: "اپنے دل کی بات ہم سے کہنے کا شکریہ۔ آپ کو اس سے اکیلے نہیں گزرنا ہے، اور یہاں جواب کا انتظار کرنے کی بھی ضرورت نہیں۔\n\nبراہِ کرم ابھی Tele-MANAS کو 14416 (مفت، 24 گھنٹے، ساتوں دن) پر فون کریں اور کسی تربیت یافتہ کونسلر سے بات کریں۔ اگر آپ فوری خطرے میں ہیں تو 112 پر فون کریں یا قریبی اسپتال کے ایمرجنسی شعبے میں جائیں۔",
    },
    forUrgent: true,
  },
];
