/** Fictional comments, contact messages and media for the demo; every address is @example.com. */
export type DemoComment = {
  blog: number;
  name: string;
  email: string;
  mobile: string;
  message: string;
  published: boolean;
  daysAgo: number;
  /** The doctor's answer (issue 30), so that a new practice sees what one looks like under its comment. */
  reply?: { text: string; daysAgo: number };
};

export const demoComments: DemoComment[] = [
  {
    blog: 0,
    name: "Priya Sharma",
    email: "priya.sharma@example.com",
    mobile: "+91 90000 11001",
    message: "This explained exactly what I have been feeling before presentations. Thank you for writing it so simply.",
    published: true,
    daysAgo: 2,
    reply: {
      text: "Thank you for writing in. Nervousness before speaking is very common, and it often eases with practice and a few simple techniques.\n\nIf it starts to keep you from work or sleep, a consultation can help us find what suits you: /book-an-appointment",
      daysAgo: 1,
    },
  },
  {
    blog: 0,
    name: "Rahul Verma",
    email: "rahul.verma@example.com",
    mobile: "+91 90000 11002",
    message: "The breathing exercise suggestion really helps me at night.",
    published: true,
    daysAgo: 1,
  },
  {
    blog: 0,
    name: "Anonymous reader",
    email: "reader@example.com",
    mobile: "+91 90000 11003",
    message: "Is CBT available in Hindi as well?",
    published: false,
    daysAgo: 0,
  },
  {
    blog: 1,
    name: "Sneha Iyer",
    email: "sneha.iyer@example.com",
    mobile: "+91 90000 11004",
    message: "Keeping the same wake-up time changed my sleep within two weeks.",
    published: true,
    daysAgo: 9,
    reply: {
      text: "Thank you for sharing this. A steady wake-up time is one of the most useful habits for sleep, and it is good to hear it worked for you.",
      daysAgo: 8,
    },
  },
  {
    blog: 2,
    name: "Imran Qureshi",
    email: "imran.q@example.com",
    mobile: "+91 90000 11005",
    message: "Sharing this with my brother. It is important that people know depression is treatable.",
    published: true,
    daysAgo: 17,
  },
  {
    blog: 2,
    name: "Kavya Reddy",
    email: "kavya.reddy@example.com",
    mobile: "+91 90000 11006",
    message: "Very kind and clear article.",
    published: true,
    daysAgo: 15,
  },
  {
    blog: 3,
    name: "Arjun Nair",
    email: "arjun.nair@example.com",
    mobile: "+91 90000 11007",
    message: "Thank you for talking about this without making it awkward.",
    published: true,
    daysAgo: 25,
  },
  {
    blog: 3,
    name: "Vikram Singh",
    email: "vikram.singh@example.com",
    mobile: "+91 90000 11008",
    message: "Can the consultation be done online?",
    published: false,
    daysAgo: 4,
  },
  {
    blog: 4,
    name: "Meera Pillai",
    email: "meera.pillai@example.com",
    mobile: "+91 90000 11009",
    message: "My parents came with me to the first session after reading this together.",
    published: true,
    daysAgo: 30,
  },
  {
    blog: 5,
    name: "Farhan Ali",
    email: "farhan.ali@example.com",
    mobile: "+91 90000 11010",
    message: "The point about dreading Mondays hit home.",
    published: true,
    daysAgo: 40,
  },
  {
    blog: 6,
    name: "Lakshmi Rao",
    email: "lakshmi.rao@example.com",
    mobile: "+91 90000 11011",
    message: "I was worried about dependence; this answered my question.",
    published: true,
    daysAgo: 55,
  },
  {
    blog: 6,
    name: "Deepak Joshi",
    email: "deepak.joshi@example.com",
    mobile: "+91 90000 11012",
    message: "How long do side effects usually last?",
    published: false,
    daysAgo: 6,
  },
];

export type DemoContact = { name: string; email: string; mobile: string; message: string; daysAgo: number };

export const demoContacts: DemoContact[] = [
  {
    name: "Neha Kapoor",
    email: "neha.kapoor@example.com",
    mobile: "+91 90000 22001",
    message: "I would like to book a consultation for my mother, who has not been sleeping well for two months. Which clinic is better for a first visit?",
    daysAgo: 1,
  },
  {
    name: "Sandeep Kulkarni",
    email: "sandeep.k@example.com",
    mobile: "+91 90000 22002",
    message: "Do you offer couples counselling on Saturdays?",
    daysAgo: 3,
  },
  {
    name: "Ayesha Khan",
    email: "ayesha.khan@example.com",
    mobile: "+91 90000 22003",
    message: "Our college would like to invite you for a talk on exam stress next month. Please let me know a good time to call.",
    daysAgo: 6,
  },
  {
    name: "Rohan Das",
    email: "rohan.das@example.com",
    mobile: "+91 90000 22004",
    message: "Is the consultation fee the same for follow-up visits?",
    daysAgo: 12,
  },
  {
    name: "Pooja Menon",
    email: "pooja.menon@example.com",
    mobile: "+91 90000 22005",
    message: "Thank you for the session last week. I am feeling much better and wanted to say so.",
    daysAgo: 20,
  },
];

export type DemoMedia = { title: string; description: string; daysAgo: number };

export const demoMedia: DemoMedia[] = [
  { title: "Talk on exam stress at a city college", description: "Practical ways for students to manage pressure before examinations.", daysAgo: 5 },
  { title: "Community mental health camp", description: "Free screening and counselling at a neighbourhood health camp.", daysAgo: 14 },
  { title: "Radio conversation on sleep", description: "A listener phone-in about insomnia and healthy sleep routines.", daysAgo: 22 },
  { title: "Workshop on mindful parenting", description: "An afternoon with parents on listening, calm and connection.", daysAgo: 33 },
  { title: "World Mental Health Day walk", description: "Walking together to say that mental health matters.", daysAgo: 47 },
  { title: "Panel on men's sexual health", description: "An open discussion on a subject that is rarely talked about.", daysAgo: 58 },
  { title: "Continuing medical education session", description: "Sharing recent advances in the treatment of depression with colleagues.", daysAgo: 71 },
  { title: "Newspaper column on anxiety", description: "A weekend column answering readers' questions about anxiety.", daysAgo: 86 },
  { title: "The clinic's quiet waiting room", description: "A calm, private space where every visit begins.", daysAgo: 102 },
];
