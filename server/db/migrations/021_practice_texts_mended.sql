-- Issue 36: the practice document's first translations (app/content/practice-translations/) mended after the native
-- review of 2026-12-07 (docs/glossary.md, decision 39). A database made before keeps its stored document, so each
-- mended text is replaced there only while it is still the text this site shipped: a text the doctor changed in
-- Practice → Languages, or removed, stays as she left it. One statement per text, the shipped one in the WHERE.
-- Written once from the two versions of the files; server/db/practice-texts-mended.test.ts checks every new text here
-- against the shipped one.

UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.0.summary"', 'मूड, सोच और रोज़मर्रा की ज़िंदगी पर असर डालने वाली आम समस्याओं की जाँच और इलाज।'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.0.summary"') = 'मनोदशा, सोच और रोज़मर्रा की ज़िंदगी पर असर डालने वाली आम समस्याओं की जाँच और इलाज।';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.1.details.1"', 'इच्छा में कमी और यौन संबंध के दौरान परफ़ॉर्मेंस की घबराहट'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.1.details.1"') = 'इच्छा में कमी और परफ़ॉर्मेंस को लेकर घबराहट';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.2.title"', 'शारीरिक बीमारी में मानसिक स्वास्थ्य देखभाल'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.2.title"') = 'लायज़न मनोचिकित्सा';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.3.details.2"', 'डॉक्टर की निगरानी में सुरक्षित तरीक़े से नशा छुड़ाने की योजना'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.3.details.2"') = 'डॉक्टर की निगरानी में सुरक्षित तरीके से नशा छुड़ाने की योजना';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.6.summary"', 'स्वस्थ बने रहने में मदद: समस्याएँ बढ़ने से पहले हिम्मत, संतुलन और सेहतमंद दिनचर्या।'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.6.summary"') = 'अच्छे बने रहने में साथ: समस्याएँ बढ़ने से पहले हिम्मत, संतुलन और सेहतमंद दिनचर्या।';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."services.6.details.4"', 'माइंडफ़ुलनेस और मन को शांत करने के तरीक़े'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."services.6.details.4"') = 'माइंडफ़ुलनेस और मन को शांत करने के तरीके';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."reasons.2.title"', 'जाँच का 5 पहलुओं वाला तरीक़ा'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."reasons.2.title"') = 'जाँच का 5 पहलुओं वाला तरीका';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."reasons.5.text"', 'दवा तभी, जब उससे फ़ायदा हो, और उतनी ही कम ख़ुराक में जितनी असर करे — साथ में काउंसलिंग और जीवनशैली में बदलाव।'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."reasons.5.text"') = 'दवा तभी, जब उससे फ़ायदा हो, और सबसे कम असरदार खुराक में — साथ में काउंसलिंग और जीवनशैली में बदलाव।';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."testimonials.6.text"', 'हम एक दंपति के रूप में आए थे, पता नहीं था कि क्या होगा। सत्र सम्मानजनक और ईमानदार थे, और उन्होंने हमारे एक-दूसरे से बात करने का तरीक़ा ही बदल दिया।'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."testimonials.6.text"') = 'हम एक दंपति के रूप में आए थे, पता नहीं था कि क्या होगा। सत्र सम्मानजनक और ईमानदार थे, और उन्होंने हमारे एक-दूसरे से बात करने का तरीका ही बदल दिया।';
UPDATE practice SET document = json_set(document, '$.translations.hi.texts."testimonials.7.text"', 'साफ़ निदान, समझदारी से तय की गई दवा की ख़ुराक और थेरेपी का असली होमवर्क। बार-बार जाँचने की मेरी आदतें उम्मीद से कहीं ज़्यादा कम हो गई हैं।'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.hi.texts."testimonials.7.text"') = 'साफ़ निदान, समझदारी से तय की गई दवा की खुराक और थेरेपी का असली होमवर्क। बार-बार जाँचने की मेरी आदतें उम्मीद से कहीं ज़्यादा कम हो गई हैं।';

UPDATE practice SET document = json_set(document, '$.translations.te.texts."services.1.details.1"', 'లైంగిక కోరిక తగ్గడం, లైంగిక పనితీరుపై ఆందోళన'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.te.texts."services.1.details.1"') = 'కోరిక తగ్గడం, పనితీరుపై ఆందోళన';
UPDATE practice SET document = json_set(document, '$.translations.te.texts."services.2.title"', 'శారీరక వ్యాధుల్లో మానసిక వైద్యం'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.te.texts."services.2.title"') = 'లయజన్ సైకియాట్రీ';
UPDATE practice SET document = json_set(document, '$.translations.te.texts."services.5.details.3"', 'ఓసీడీ, మత్తు పదార్థాల కోసం తీవ్రమైన కోరిక (క్రేవింగ్)'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.te.texts."services.5.details.3"') = 'ఓసీడీ, మత్తు పదార్థాల కోసం తపన';
UPDATE practice SET document = json_set(document, '$.translations.te.texts."reasons.7.text"', 'మీకు మరో నిపుణుడి అవసరం ఉన్నప్పుడు — సైకాలజిస్ట్, న్యూరాలజిస్ట్, గైనకాలజిస్ట్ లేదా యూరాలజిస్ట్ — మేము నమ్మే సహచరుల దగ్గరకు మిమ్మల్ని పంపుతాము.'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.te.texts."reasons.7.text"') = 'మీకు మరో నిపుణుల అవసరం ఉన్నప్పుడు — సైకాలజిస్ట్, న్యూరాలజిస్ట్, గైనకాలజిస్ట్ లేదా యూరాలజిస్ట్ — మేము నమ్మే సహచరుల దగ్గరకు మిమ్మల్ని పంపుతాము.';

UPDATE practice SET document = json_set(document, '$.translations.ur.texts."siteName"', 'ڈاکٹر Aarav Mehta — ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."siteName"') = 'ڈاکٹر Aarav Mehta — ماہرِ نفسیات اور ماہرِ جنسی صحت';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."doctor.specialty"', 'کنسلٹنٹ ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."doctor.specialty"') = 'کنسلٹنٹ ماہرِ نفسیات اور ماہرِ جنسی صحت';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."doctor.description.1"', 'وہ Pune کے Deccan Medical College میں نفسیاتی طب کے اسسٹنٹ پروفیسر ہیں، اور Koregaon Park کے Caspian Multispeciality Clinic اور Aundh کے Karla Mind & Neuromodulation Clinic میں مریض دیکھتے ہیں۔ Karla کلینک میں وہ ان لوگوں کے لیے rTMS بھی فراہم کرتے ہیں جن کا ڈپریشن صرف دواؤں سے ٹھیک نہیں ہوا۔'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."doctor.description.1"') = 'وہ Pune کے Deccan Medical College میں نفسیات کے اسسٹنٹ پروفیسر ہیں، اور Koregaon Park کے Caspian Multispeciality Clinic اور Aundh کے Karla Mind & Neuromodulation Clinic میں مریض دیکھتے ہیں۔ Karla کلینک میں وہ ان لوگوں کے لیے rTMS بھی فراہم کرتے ہیں جن کا ڈپریشن صرف دواؤں سے ٹھیک نہیں ہوا۔';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."doctor.ctaText"', 'اپنی اپائنٹمنٹ بک کریں'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."doctor.ctaText"') = 'اپنا اپائنٹمنٹ بک کریں';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."services.1.details.0"', 'عضوِ خاص میں تناؤ کی دشواری اور سرعتِ انزال'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."services.1.details.0"') = 'عضو کی سختی میں دشواری اور سرعتِ انزال';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."services.1.details.1"', 'جنسی خواہش میں کمی اور ہمبستری میں کارکردگی کی فکر'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."services.1.details.1"') = 'خواہش میں کمی اور کارکردگی کی فکر';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."services.2.title"', 'جسمانی بیماری میں ذہنی صحت کی نگہداشت'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."services.2.title"') = 'لیزان سائیکائٹری';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."employment.current.0.title"', 'نفسیاتی طب کے اسسٹنٹ پروفیسر'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."employment.current.0.title"') = 'نفسیات کے اسسٹنٹ پروفیسر';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."employment.current.1.title"', 'کنسلٹنٹ ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."employment.current.1.title"') = 'کنسلٹنٹ ماہرِ نفسیات اور ماہرِ جنسی صحت';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."employment.past.0.title"', 'سینئر ریزیڈنٹ، نفسیاتی طب'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."employment.past.0.title"') = 'سینئر ریزیڈنٹ، نفسیات';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."employment.past.3.title"', 'جونیئر ریزیڈنٹ، نفسیاتی طب'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."employment.past.3.title"') = 'جونیئر ریزیڈنٹ، نفسیات';
UPDATE practice SET document = json_set(document, '$.translations.ur.texts."crisis.helplineHours"', 'مفت، 24 گھنٹے، ساتوں دن'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE json_extract(document, '$.translations.ur.texts."crisis.helplineHours"') = 'مفت، 24×7';
