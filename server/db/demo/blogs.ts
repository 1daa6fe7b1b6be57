/**
 * Demo articles for a fresh install. The practice and "Dr. Aarav Mehta" are fictional; the text is
 * general information written for the demo, not medical advice.
 */
export type DemoBlog = {
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
  content: { title: string; description: string }[];
  published: boolean;
  featured: boolean;
  readers: number;
  daysAgo: number;
};

export const demoAuthor = "Dr. Aarav Mehta";

export const demoBlogs: DemoBlog[] = [
  {
    title: "Understanding Anxiety: When Everyday Worry Becomes Too Much",
    category: "Anxiety",
    metatitle: "Understanding anxiety and when to seek help",
    metadescription: "How ordinary worry differs from an anxiety disorder, the signs to watch for, and the treatments that work.",
    keywords: "anxiety, panic attacks, worry, generalised anxiety disorder, psychiatrist",
    featured: true,
    published: true,
    readers: 1284,
    daysAgo: 3,
    content: [
      {
        title: "Worry is normal, up to a point",
        description:
          "Everyone worries before an exam, an interview or a hospital visit. That kind of worry is useful: it sharpens attention and passes once the event is over.\n\nAnxiety becomes a problem when it is **out of proportion** to the situation, lasts for weeks, or starts to decide what you can and cannot do.",
      },
      {
        title: "Signs worth noticing",
        description:
          "- Restlessness or feeling *on edge* most days\n- Trouble falling asleep because the mind will not switch off\n- A racing heart, tight chest or breathlessness without a medical cause\n- Avoiding places, people or tasks because of the fear they bring\n- Irritability and difficulty concentrating\n\nIf several of these sound familiar and have lasted more than a few weeks, it is worth talking to a professional.",
      },
      {
        title: "What treatment looks like",
        description:
          "Anxiety disorders are among the most treatable conditions in psychiatry. Depending on the person, treatment may include:\n\n1. **Cognitive behavioural therapy (CBT)**, which teaches practical ways to question anxious thoughts and face feared situations step by step.\n2. **Medication**, when symptoms are severe or long-standing, started at a low dose and reviewed regularly.\n3. **Lifestyle changes**: regular sleep, less caffeine, physical activity and breathing exercises.\n\n> Asking for help early is not a sign of weakness. It usually means recovery is faster.",
      },
    ],
  },
  {
    title: "Sleep and Mental Health: Building a Better Night",
    category: "Sleep",
    metatitle: "Sleep and mental health: practical tips",
    metadescription: "Why poor sleep and low mood feed each other, and simple habits that help you sleep better.",
    keywords: "insomnia, sleep hygiene, mental health, stress, sleep problems",
    featured: false,
    published: true,
    readers: 942,
    daysAgo: 11,
    content: [
      {
        title: "A two-way street",
        description:
          "Poor sleep makes anxiety and low mood worse, and anxiety and low mood make it harder to sleep. Breaking the cycle often starts with the night, not the day.",
      },
      {
        title: "Habits that help",
        description:
          "- Keep the **same wake-up time** every day, including weekends\n- Use the bed only for sleep and intimacy, not for work or scrolling\n- Stop screens about an hour before bed\n- Avoid tea, coffee and cola after mid-afternoon\n- If you cannot sleep within twenty minutes, get up, do something calm in dim light and return when sleepy",
      },
      {
        title: "When to see a doctor",
        description:
          "If sleeplessness lasts longer than a month, or comes with low mood, loud snoring or pauses in breathing, please get it assessed. Sleeping tablets taken without guidance can become a habit that is hard to stop.",
      },
    ],
  },
  {
    title: "Depression Is Not a Weakness: Recognising the Signs",
    category: "Depression",
    metatitle: "Recognising depression in yourself and others",
    metadescription: "Depression is a medical condition, not a character flaw. Learn the signs and the first steps towards help.",
    keywords: "depression, low mood, sadness, mental illness, therapy, antidepressants",
    featured: false,
    published: true,
    readers: 1531,
    daysAgo: 19,
    content: [
      {
        title: "More than feeling sad",
        description:
          "Depression is a persistent low mood or loss of interest that lasts **most of the day, nearly every day, for at least two weeks**. It changes how a person thinks, sleeps, eats and works.",
      },
      {
        title: "Common signs",
        description:
          "- Losing interest in things you used to enjoy\n- Tiredness even after rest\n- Changes in appetite or weight\n- Feeling worthless or guilty\n- Difficulty concentrating or making decisions\n- Thoughts that life is not worth living\n\nIf you ever have thoughts of harming yourself, please contact a doctor or an emergency service **today**.",
      },
      {
        title: "Recovery is the rule, not the exception",
        description:
          "With the right mix of talking therapy, medication where needed and support from family, most people recover well. The first step is an honest conversation, with a friend or with a professional.",
      },
    ],
  },
  {
    title: "Performance Anxiety in Intimate Life: A Gentle Guide",
    category: "Sexual Health",
    metatitle: "Performance anxiety and intimacy",
    metadescription: "Why worry about performance affects intimacy, and how couples can move past it with the right help.",
    keywords: "performance anxiety, sexual health, sexologist, erectile difficulty, couples",
    featured: false,
    published: true,
    readers: 2107,
    daysAgo: 27,
    content: [
      {
        title: "A very common worry",
        description:
          "Many men and women feel anxious about intimacy at some point. One difficult night can start a cycle: the fear of it happening again makes it more likely to happen.",
      },
      {
        title: "What helps",
        description:
          "1. **Talk to your partner.** Silence turns a small worry into a big one.\n2. **Take the pressure off.** Focus on closeness and touch rather than on a goal.\n3. **Look after the body.** Sleep, exercise, less alcohol and no smoking all matter.\n4. **Rule out medical causes.** Diabetes, blood pressure and some medicines can play a part.",
      },
      {
        title: "Seeing a specialist",
        description:
          "A consultation is private and free of judgement. Treatment usually combines counselling for the individual or the couple with medical treatment when it is needed.",
      },
    ],
  },
  {
    title: "Talking to Your Family About Therapy",
    category: "Relationships",
    metatitle: "How to talk to your family about therapy",
    metadescription: "Practical ways to explain to parents or a partner why you want to see a mental health professional.",
    keywords: "family, therapy, stigma, mental health, relationships, counselling",
    featured: false,
    published: true,
    readers: 688,
    daysAgo: 36,
    content: [
      {
        title: "Stigma is changing, slowly",
        description:
          "In many families, visiting a psychiatrist is still seen as something to hide. Yet more people than ever are speaking openly about mental health, and families are often more supportive than we expect.",
      },
      {
        title: "Starting the conversation",
        description:
          "- Choose a calm moment, not the middle of an argument\n- Describe what you feel and how it affects your day, rather than using labels\n- Compare it to seeing any other doctor: *you would not ignore a fever for months*\n- Invite one trusted person to come to the first appointment with you",
      },
    ],
  },
  {
    title: "Managing Stress at Work Without Burning Out",
    category: "Stress",
    metatitle: "Work stress and burnout",
    metadescription: "Recognise the early signs of burnout and learn small daily habits that protect your mental health at work.",
    keywords: "stress, burnout, workplace, work-life balance, mental health",
    featured: false,
    published: true,
    readers: 1019,
    daysAgo: 48,
    content: [
      {
        title: "Stress versus burnout",
        description:
          "Short bursts of stress are part of working life. **Burnout** is what happens when stress is constant and recovery never comes: exhaustion, cynicism about work and a sense that nothing you do matters.",
      },
      {
        title: "Small habits, big difference",
        description:
          "- Take a real lunch break away from the screen\n- Set a time after which you do not check work messages\n- Break large tasks into small, finishable pieces\n- Protect sleep as you would protect a meeting with your manager\n\n> If you dread every Monday for months, that is information worth listening to.",
      },
    ],
  },
  {
    title: "Medication in Psychiatry: Your Common Questions Answered",
    category: "Treatment",
    metatitle: "Psychiatric medication: common questions",
    metadescription: "Are psychiatric medicines addictive? Will I need them forever? Straight answers to the questions patients ask most.",
    keywords: "antidepressants, psychiatric medication, side effects, treatment, psychiatrist",
    featured: false,
    published: true,
    readers: 776,
    daysAgo: 63,
    content: [
      {
        title: "Are these medicines addictive?",
        description:
          "Most medicines used for depression and anxiety, such as SSRIs, are **not addictive**. A few, like some sleeping tablets, can be habit-forming, which is why they are prescribed for short periods and with care.",
      },
      {
        title: "Will I need them forever?",
        description:
          "Usually not. Many people take medication for six to twelve months after they feel better, then reduce it slowly with their doctor. Stopping suddenly can bring back symptoms, so always plan the change together.",
      },
      {
        title: "What about side effects?",
        description:
          "Side effects are often mild and settle in the first few weeks. Tell your doctor about anything that troubles you; there is almost always an alternative.",
      },
    ],
  },
  {
    title: "Mindfulness for Beginners: Five Minutes a Day",
    category: "Wellbeing",
    metatitle: "Mindfulness for beginners",
    metadescription: "A simple five-minute mindfulness practice you can start today, and what the research says about it.",
    keywords: "mindfulness, meditation, breathing, stress relief, wellbeing",
    featured: false,
    published: false,
    readers: 0,
    daysAgo: 1,
    content: [
      {
        title: "A five-minute practice",
        description:
          "1. Sit comfortably and set a timer for five minutes.\n2. Notice your breath where you feel it most clearly.\n3. When the mind wanders, and it will, gently bring it back.\n\nThat is the whole exercise. The *returning* is the practice.",
      },
    ],
  },
];
