import type { Category } from '@lectern/shared-sdk/courses/schemas';

/** Demo content: real, public YouTube lectures and tutorials, so every screen has something to play. */

export interface SeedVideo {
  title: string;
  youtubeUrl: string;
  duration: string;
}

export interface SeedModule {
  title: string;
  description: string;
  videos: SeedVideo[];
}

export interface SeedCourse {
  slug: string;
  educator: SeedEducatorKey;
  title: string;
  description: string;
  category: Category;
  priceCents: number;
  approved: boolean;
  createdDaysAgo: number;
  /** Waited for review until then (an approved course without it was approved when created). */
  approvedDaysAgo?: number;
  modules: SeedModule[];
}

export type SeedEducatorKey = 'ada' | 'marcus';
export type SeedStudentKey = 'maya' | 'liam' | 'sofia' | 'noah' | 'amara' | 'diego';

export const seedEducators: Record<SeedEducatorKey, { name: string; email: string; bio: string; active: boolean }> = {
  ada: {
    name: 'Ada Okafor',
    email: 'ada.okafor@lectern.dev',
    bio: 'Software engineer and teacher. Fifteen years of building web platforms and data pipelines.',
    active: true,
  },
  marcus: {
    name: 'Marcus Chen',
    email: 'marcus.chen@lectern.dev',
    bio: 'Security researcher and systems programmer. Currently on a break from teaching.',
    active: false,
  },
};

export const seedStudents: Record<SeedStudentKey, { name: string; email: string; active: boolean }> = {
  maya: { name: 'Maya Patel', email: 'lectern.demo.maya@gmail.com', active: true },
  liam: { name: 'Liam Johnson', email: 'lectern.demo.liam@gmail.com', active: true },
  sofia: { name: 'Sofia Rossi', email: 'lectern.demo.sofia@gmail.com', active: true },
  noah: { name: 'Noah Kim', email: 'lectern.demo.noah@gmail.com', active: true },
  amara: { name: 'Amara Nwosu', email: 'lectern.demo.amara@gmail.com', active: true },
  diego: { name: 'Diego Alvarez', email: 'lectern.demo.diego@gmail.com', active: false },
};

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const short = (id: string) => `https://youtu.be/${id}`;

export const seedCourses: SeedCourse[] = [
  {
    slug: 'modern-javascript',
    educator: 'ada',
    title: 'Modern JavaScript from Zero',
    description: 'Learn the language of the web from the ground up: values, functions, arrays, objects and the DOM, with plenty of small exercises.',
    category: 'Web Development',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 140,
    modules: [
      {
        title: 'First Steps',
        description: 'What JavaScript is, where it runs and how to write your first lines.',
        videos: [{ title: 'JavaScript in 100 Seconds', youtubeUrl: watch('DHjqpvDnNGE'), duration: '2m' }],
      },
      {
        title: 'The Language in Depth',
        description: 'Variables, control flow, functions, objects and arrays, step by step.',
        videos: [
          { title: 'JavaScript Tutorial for Beginners', youtubeUrl: short('W6NZfCO5SIk'), duration: '48m' },
          { title: 'Learn JavaScript - Full Course for Beginners', youtubeUrl: watch('PkZNo7MFNFg'), duration: '3h 26m' },
        ],
      },
    ],
  },
  {
    slug: 'react-fundamentals',
    educator: 'ada',
    title: 'React Fundamentals',
    description: 'Build interactive user interfaces with components, props, state and hooks, and finish with a complete single-page app.',
    category: 'Web Development',
    priceCents: 4999,
    approved: true,
    createdDaysAgo: 120,
    modules: [
      {
        title: 'Thinking in Components',
        description: 'Why React exists and how a component-based UI is put together.',
        videos: [
          { title: 'React in 100 Seconds', youtubeUrl: watch('Tn6-PIqc4UM'), duration: '2m' },
          { title: 'React Tutorial for Beginners', youtubeUrl: short('SqcY0GlETPk'), duration: '1h 20m' },
        ],
      },
      {
        title: 'Building a Real App',
        description: 'State, effects, forms and routing in a full project.',
        videos: [{ title: "React Course - Beginner's Tutorial for React JavaScript Library", youtubeUrl: watch('bMknfKXIFA8'), duration: '11h 55m' }],
      },
    ],
  },
  {
    slug: 'html-css-first-website',
    educator: 'ada',
    title: 'HTML & CSS: Build Your First Website',
    description: 'Structure pages with semantic HTML and style them with modern CSS, layout included. No experience needed.',
    category: 'Web Development',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 160,
    modules: [
      {
        title: 'HTML Foundations',
        description: 'Elements, attributes, links, images and forms.',
        videos: [{ title: 'HTML Full Course - Build a Website Tutorial', youtubeUrl: watch('pQN-pnXPaVg'), duration: '2h 2m' }],
      },
      {
        title: 'Styling with CSS',
        description: 'Selectors, the box model, flexbox and grid.',
        videos: [
          { title: 'CSS in 100 Seconds', youtubeUrl: short('OEV8gMkCHXQ'), duration: '2m' },
          { title: 'CSS Tutorial - Full Course for Beginners', youtubeUrl: watch('OXGznpKZ_sA'), duration: '6h 18m' },
        ],
      },
    ],
  },
  {
    slug: 'node-express-apis',
    educator: 'ada',
    title: 'Node.js & Express: Build REST APIs',
    description: 'Write server-side JavaScript, design REST endpoints with Express and connect them to a database.',
    category: 'Web Development',
    priceCents: 3900,
    approved: true,
    createdDaysAgo: 75,
    approvedDaysAgo: 66,
    modules: [
      {
        title: 'Node.js Basics',
        description: 'Modules, the event loop, npm and the file system.',
        videos: [{ title: "Node.js Ultimate Beginner's Guide in 7 Easy Steps", youtubeUrl: watch('ENrzD9HAZK4'), duration: '16m' }],
      },
      {
        title: 'APIs with Express',
        description: 'Routing, middleware, error handling and persistence.',
        videos: [{ title: 'Node.js and Express.js - Full Course', youtubeUrl: short('Oe421EPjeBE'), duration: '8h 16m' }],
      },
    ],
  },
  {
    slug: 'data-analysis-python',
    educator: 'ada',
    title: 'Data Analysis with Python',
    description: 'Clean, explore and visualise real data sets with NumPy, pandas, Matplotlib and Seaborn.',
    category: 'Data Science',
    priceCents: 2999,
    approved: true,
    createdDaysAgo: 110,
    modules: [
      {
        title: 'The Python Data Stack',
        description: 'Jupyter, NumPy arrays and pandas data frames.',
        videos: [{ title: 'Data Analysis with Python - Full Course for Beginners', youtubeUrl: watch('r-uOLxNrNk8'), duration: '4h 22m' }],
      },
      {
        title: 'Asking Questions of Data',
        description: 'From a question to a query: SQL next to pandas.',
        videos: [{ title: 'SQL Explained in 100 Seconds', youtubeUrl: short('zsjvFFKOm3c'), duration: '2m' }],
      },
    ],
  },
  {
    slug: 'sql-for-data-analysis',
    educator: 'ada',
    title: 'SQL for Data Analysis',
    description: 'Query relational databases with confidence: filtering, joins, grouping and designing your own schema.',
    category: 'Data Science',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 95,
    modules: [
      {
        title: 'Relational Thinking',
        description: 'Tables, keys and why SQL still runs the world.',
        videos: [{ title: 'SQL Explained in 100 Seconds', youtubeUrl: watch('zsjvFFKOm3c'), duration: '2m' }],
      },
      {
        title: 'Querying in Practice',
        description: 'SELECT, WHERE, JOIN, GROUP BY and schema design on a real database.',
        videos: [{ title: 'SQL Tutorial - Full Database Course for Beginners', youtubeUrl: short('HXV3zeQKqGY'), duration: '4h 20m' }],
      },
    ],
  },
  {
    slug: 'statistics-essentials',
    educator: 'ada',
    title: 'Statistics Essentials for Data Science',
    description: 'The statistics behind every model: regression, the bias-variance trade-off and dimensionality reduction, clearly explained.',
    category: 'Data Science',
    priceCents: 1999,
    approved: true,
    createdDaysAgo: 60,
    approvedDaysAgo: 52,
    modules: [
      {
        title: 'Fitting Lines to Data',
        description: 'Least squares, R-squared and p-values.',
        videos: [{ title: 'Linear Regression, Clearly Explained', youtubeUrl: watch('nk2CQITm_eo'), duration: '27m' }],
      },
      {
        title: 'Models and Their Errors',
        description: 'Why a model that fits perfectly can still be wrong.',
        videos: [{ title: 'Machine Learning Fundamentals: Bias and Variance', youtubeUrl: short('EuBBz3bI-aA'), duration: '6m' }],
      },
      {
        title: 'Fewer Dimensions',
        description: 'Principal component analysis step by step.',
        videos: [{ title: 'Principal Component Analysis (PCA), Step-by-Step', youtubeUrl: watch('FgakZw6K1QQ'), duration: '22m' }],
      },
    ],
  },
  {
    slug: 'python-for-beginners',
    educator: 'ada',
    title: 'Python for Absolute Beginners',
    description: 'Start programming with Python: variables, loops, functions, files and your first small projects.',
    category: 'Programming Fundamentals',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 180,
    modules: [
      {
        title: 'Getting Started',
        description: 'Install Python and meet the language.',
        videos: [{ title: 'Python in 100 Seconds', youtubeUrl: watch('x7X9w_GIm1s'), duration: '2m' }],
      },
      {
        title: 'Core Python',
        description: 'Everything you need to write useful programs.',
        videos: [
          { title: 'Learn Python - Full Course for Beginners', youtubeUrl: short('rfscVS0vtbw'), duration: '4h 27m' },
          { title: 'Python Tutorial - Python Full Course for Beginners', youtubeUrl: watch('_uQrJ0TkZlc'), duration: '6h 14m' },
        ],
      },
    ],
  },
  {
    slug: 'computer-science-foundations',
    educator: 'ada',
    title: 'Computer Science Foundations',
    description: 'What computation is, how algorithms are measured and how recursion works, with lectures from Harvard and MIT.',
    category: 'Programming Fundamentals',
    priceCents: 5900,
    approved: true,
    createdDaysAgo: 130,
    modules: [
      {
        title: 'What Is Computation?',
        description: 'Problem solving, abstraction and your first programs.',
        videos: [
          { title: 'MIT 6.0001 Lecture 1: What is Computation?', youtubeUrl: watch('nykOeWgQcHM'), duration: '43m' },
          { title: 'Harvard CS50 - Full Computer Science University Course', youtubeUrl: short('8mAITcNt710'), duration: '24h 51m' },
        ],
      },
      {
        title: 'Thinking About Algorithms',
        description: 'Big-O notation and recursion.',
        videos: [
          { title: 'Big-O Notation in 100 Seconds', youtubeUrl: watch('g2o22C3CRfU'), duration: '2m' },
          { title: 'Recursion in 100 Seconds', youtubeUrl: short('rf60MejMz3E'), duration: '2m' },
        ],
      },
    ],
  },
  {
    slug: 'git-github-essentials',
    educator: 'ada',
    title: 'Git & GitHub Essentials',
    description: 'Track your work, branch and merge safely, and collaborate through pull requests on GitHub.',
    category: 'Programming Fundamentals',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 45,
    approvedDaysAgo: 40,
    modules: [
      {
        title: 'Version Control',
        description: 'Commits, history and why every developer uses Git.',
        videos: [{ title: 'Git Explained in 100 Seconds', youtubeUrl: watch('hwP7WQkmECE'), duration: '2m' }],
      },
      {
        title: 'Working with GitHub',
        description: 'Remotes, branches, pull requests and merge conflicts.',
        videos: [{ title: 'Git and GitHub for Beginners - Crash Course', youtubeUrl: short('RGOj5yH7evk'), duration: '1h 8m' }],
      },
    ],
  },
  {
    slug: 'neural-networks-first-principles',
    educator: 'ada',
    title: 'Neural Networks from First Principles',
    description: 'Understand how neural networks learn, from the intuition of gradient descent to writing backpropagation yourself.',
    category: 'Machine Learning',
    priceCents: 7999,
    approved: true,
    createdDaysAgo: 100,
    modules: [
      {
        title: 'The Intuition',
        description: 'Neurons, layers and what "learning" means.',
        videos: [
          { title: 'But what is a neural network?', youtubeUrl: watch('aircAruvnKk'), duration: '18m' },
          { title: 'Gradient descent, how neural networks learn', youtubeUrl: short('IHZwWFHWa-w'), duration: '21m' },
        ],
      },
      {
        title: 'Backpropagation',
        description: 'The algorithm behind deep learning, from the calculus to the code.',
        videos: [
          { title: 'What is backpropagation really doing?', youtubeUrl: watch('Ilg3gGewQ5U'), duration: '13m' },
          {
            title: 'The spelled-out intro to neural networks and backpropagation: building micrograd',
            youtubeUrl: short('VMj-3S1tku0'),
            duration: '2h 25m',
          },
        ],
      },
    ],
  },
  {
    slug: 'machine-learning-for-everybody',
    educator: 'ada',
    title: 'Machine Learning for Everybody',
    description: 'A friendly tour of supervised and unsupervised learning with hands-on Python notebooks.',
    category: 'Machine Learning',
    priceCents: 0,
    approved: true,
    createdDaysAgo: 85,
    modules: [
      {
        title: 'What Machine Learning Is',
        description: 'Kinds of learning and where they are used.',
        videos: [{ title: 'Machine Learning Explained in 100 Seconds', youtubeUrl: watch('PeMlggyqz0Y'), duration: '2m' }],
      },
      {
        title: 'Classic Models',
        description: 'Classification trees and logistic regression.',
        videos: [
          { title: 'Decision and Classification Trees, Clearly Explained', youtubeUrl: short('_L39rN6gz7Y'), duration: '18m' },
          { title: 'Logistic Regression', youtubeUrl: watch('yIYKR4sgzI8'), duration: '9m' },
        ],
      },
      {
        title: 'Hands-on Project',
        description: 'A complete course with code, from k-nearest neighbours to neural networks.',
        videos: [{ title: 'Machine Learning for Everybody - Full Course', youtubeUrl: watch('i_LwzRVP7bg'), duration: '3h 53m' }],
      },
    ],
  },
  {
    slug: 'web-security-fundamentals',
    educator: 'marcus',
    title: 'Web Security Fundamentals',
    description: 'The attacks every web developer must know (SQL injection, XSS, CSRF, weak password storage) and how to stop them.',
    category: 'Cybersecurity',
    priceCents: 4499,
    approved: true,
    createdDaysAgo: 150,
    modules: [
      {
        title: 'Thinking Like an Attacker',
        description: 'Real incidents and the mistakes behind them.',
        videos: [{ title: '7 Security Risks and Hacking Stories for Web Developers', youtubeUrl: watch('4YOpILi9Oxs'), duration: '9m' }],
      },
      {
        title: 'Injection and Scripting',
        description: 'SQL injection and cross-site scripting, demonstrated and fixed.',
        videos: [
          { title: 'Running an SQL Injection Attack', youtubeUrl: short('ciNHn38EyRc'), duration: '17m' },
          { title: 'Cross-Site Scripting (XSS) Explained', youtubeUrl: watch('EoaDgUgS6QA'), duration: '9m' },
        ],
      },
      {
        title: 'Protecting Users',
        description: 'Storing passwords properly.',
        videos: [{ title: 'How NOT to Store Passwords!', youtubeUrl: watch('8ZtInClXe1Q'), duration: '9m' }],
      },
    ],
  },
  {
    slug: 'ethical-hacking-networking',
    educator: 'marcus',
    title: 'Ethical Hacking & Networking Basics',
    description: 'Networking from the ground up, the Linux command line, and a first complete penetration test in a lab.',
    category: 'Cybersecurity',
    priceCents: 3499,
    approved: true,
    createdDaysAgo: 125,
    modules: [
      {
        title: 'Networks and Linux',
        description: 'How computers talk to each other, and the tools of the trade.',
        videos: [
          { title: 'Linux in 100 Seconds', youtubeUrl: watch('rrB13utjYV4'), duration: '3m' },
          { title: 'Computer Networking Course - Network Engineering', youtubeUrl: short('qiQR5rTSshw'), duration: '9h 24m' },
        ],
      },
      {
        title: 'Penetration Testing',
        description: 'Reconnaissance, scanning and exploitation, legally and in a lab.',
        videos: [
          { title: 'Linux for Ethical Hackers (Kali Linux Tutorial)', youtubeUrl: watch('U1w4T03B30I'), duration: '2h 1m' },
          { title: 'Full Ethical Hacking Course - Network Penetration Testing for Beginners', youtubeUrl: short('3Kq1MIfTWCE'), duration: '14h 50m' },
        ],
      },
    ],
  },
  {
    slug: 'docker-containers',
    educator: 'marcus',
    title: 'Docker & Containers for Developers',
    description: 'Package any application in a container, run multi-service setups and take a first look at Kubernetes.',
    category: 'Web Development',
    priceCents: 2499,
    approved: false,
    createdDaysAgo: 9,
    modules: [
      {
        title: 'Containers',
        description: 'Images, containers and Dockerfiles.',
        videos: [
          { title: 'Docker in 100 Seconds', youtubeUrl: watch('Gjnup-PuquQ'), duration: '2m' },
          { title: 'Docker Tutorial for Beginners', youtubeUrl: short('pTFZFxd4hOI'), duration: '1h 7m' },
        ],
      },
      {
        title: 'Orchestration',
        description: 'When one machine is not enough.',
        videos: [{ title: 'Kubernetes Explained in 100 Seconds', youtubeUrl: watch('PziYflu8cB8'), duration: '2m' }],
      },
    ],
  },
  {
    slug: 'large-language-models',
    educator: 'ada',
    title: 'Large Language Models Explained',
    description: 'How models like GPT are built and trained, and how to write a small one yourself.',
    category: 'Machine Learning',
    priceCents: 6999,
    approved: false,
    createdDaysAgo: 3,
    modules: [
      {
        title: 'The Big Picture',
        description: 'What a language model is and what it can and cannot do.',
        videos: [{ title: 'Intro to Large Language Models', youtubeUrl: watch('zjkBMFhNj_g'), duration: '59m' }],
      },
      {
        title: 'Building a GPT',
        description: 'A transformer from scratch, in code.',
        videos: [{ title: "Let's build GPT: from scratch, in code, spelled out", youtubeUrl: short('kCc8FmEb1nY'), duration: '1h 56m' }],
      },
    ],
  },
];

export interface SeedEnrollment {
  student: SeedStudentKey;
  course: string;
  /** How many of the course's videos, in order, the student has watched. */
  watched: number | 'all';
  rating?: number;
  /** The words written with the rating. */
  review?: string;
  /** The course educator's public answer to the review, a day after it. */
  reply?: string;
  enrolledDaysAgo: number;
}

export const seedEnrollments: SeedEnrollment[] = [
  {
    student: 'maya',
    course: 'modern-javascript',
    watched: 'all',
    rating: 5,
    review: 'Closures finally make sense. The exercises after each lesson are short, but they make you think.\n\nI would love a module on testing.',
    reply: 'Thank you, Maya! A testing module is on its way.',
    enrolledDaysAgo: 60,
  },
  { student: 'maya', course: 'react-fundamentals', watched: 1, enrolledDaysAgo: 20 },
  {
    student: 'maya',
    course: 'python-for-beginners',
    watched: 2,
    rating: 4,
    review: 'Friendly pace so far. The setup lesson saved me an evening.',
    enrolledDaysAgo: 14,
  },
  { student: 'maya', course: 'neural-networks-first-principles', watched: 'all', rating: 5, enrolledDaysAgo: 40 },
  {
    student: 'liam',
    course: 'python-for-beginners',
    watched: 'all',
    rating: 5,
    review: 'My first programming course, and I finished it. Every lesson builds on the one before.',
    reply: 'Congratulations on finishing, Liam!',
    enrolledDaysAgo: 90,
  },
  { student: 'liam', course: 'git-github-essentials', watched: 'all', rating: 4, enrolledDaysAgo: 30 },
  { student: 'liam', course: 'machine-learning-for-everybody', watched: 1, enrolledDaysAgo: 10 },
  { student: 'liam', course: 'sql-for-data-analysis', watched: 0, enrolledDaysAgo: 2 },
  { student: 'sofia', course: 'html-css-first-website', watched: 'all', rating: 5, enrolledDaysAgo: 70 },
  { student: 'sofia', course: 'modern-javascript', watched: 2, enrolledDaysAgo: 25 },
  { student: 'sofia', course: 'data-analysis-python', watched: 1, enrolledDaysAgo: 8 },
  {
    student: 'noah',
    course: 'web-security-fundamentals',
    watched: 'all',
    rating: 3,
    review: 'Good overview of the OWASP Top 10, but I wanted more hands-on labs.',
    enrolledDaysAgo: 50,
  },
  { student: 'noah', course: 'ethical-hacking-networking', watched: 2, enrolledDaysAgo: 21 },
  { student: 'noah', course: 'computer-science-foundations', watched: 1, enrolledDaysAgo: 5 },
  {
    student: 'amara',
    course: 'machine-learning-for-everybody',
    watched: 'all',
    rating: 5,
    review: 'Explains the ideas before the maths, which is exactly what I needed.',
    enrolledDaysAgo: 45,
  },
  { student: 'amara', course: 'sql-for-data-analysis', watched: 'all', rating: 4, enrolledDaysAgo: 35 },
  { student: 'amara', course: 'statistics-essentials', watched: 1, enrolledDaysAgo: 12 },
  { student: 'amara', course: 'neural-networks-first-principles', watched: 2, enrolledDaysAgo: 6 },
  { student: 'diego', course: 'python-for-beginners', watched: 1, enrolledDaysAgo: 100 },
];

/** An answer to a seed question: by a demo student of the course, or by its educator. */
export interface SeedAnswer {
  by: SeedStudentKey | 'educator';
  body: string;
  daysAgo: number;
  /** Marked by the educator as the answer. */
  accepted?: boolean;
}

/** A demo student's question on a lesson (the course's video at `lesson`, counted from 0 across its modules). */
export interface SeedQuestion {
  course: string;
  lesson: number;
  student: SeedStudentKey;
  title: string;
  body: string;
  second?: number;
  askedDaysAgo: number;
  upvotedBy: SeedStudentKey[];
  answers: SeedAnswer[];
}

/**
 * Questions on the demo educator's lessons, asked by students enrolled in them: one answered by the educator and
 * marked, one waiting with only a classmate's answer, one waiting with none, so the Q&A panel and the educator's
 * Questions page (and its count) have something to show.
 */
export const seedQuestions: SeedQuestion[] = [
  {
    course: 'modern-javascript',
    lesson: 0,
    student: 'sofia',
    title: 'Why does `this` change inside a callback?',
    body: 'In the example around here, `this` is the object inside the method but undefined inside the function passed to `forEach`. Why?',
    second: 312,
    askedDaysAgo: 20,
    upvotedBy: ['maya'],
    answers: [
      { by: 'maya', body: 'I think an arrow function keeps the `this` of the method around it.', daysAgo: 19 },
      {
        by: 'educator',
        body: 'Maya is right: a plain function gets its own `this` from how it is called, an arrow function takes the one around it. Use an arrow function for the callback.',
        daysAgo: 18,
        accepted: true,
      },
    ],
  },
  {
    course: 'python-for-beginners',
    lesson: 1,
    student: 'diego',
    title: 'input() gives me "23" instead of 5',
    body: 'I read two numbers with input() and add them, but I get 23 instead of 5.',
    askedDaysAgo: 9,
    upvotedBy: ['maya', 'liam'],
    answers: [{ by: 'liam', body: 'input() always gives text: wrap it in int(), like int(input()).', daysAgo: 8 }],
  },
  {
    course: 'modern-javascript',
    lesson: 1,
    student: 'maya',
    title: 'Is an array declared with const really constant?',
    body: 'I could still push to an array declared with const. What does const protect then?',
    second: 95,
    askedDaysAgo: 3,
    upvotedBy: ['sofia'],
    answers: [],
  },
];

/** Paid courses waiting in a cart, so the cart screen has something to show. */
export const seedCartItems: { student: SeedStudentKey; course: string }[] = [
  { student: 'liam', course: 'react-fundamentals' },
  { student: 'liam', course: 'node-express-apis' },
];

/**
 * Learners who give the demo educator's courses the activity of a running platform (enrolments over the last twelve
 * weeks, lessons played, some dropped part-way, some finished, sales): what the Insights page and the admin's trends
 * show. They are not demo accounts (no password, nobody signs in as them); their names match no demo student's.
 */
export const seedLearners: { name: string; email: string }[] = [
  'Hana Sato',
  'Omar Haddad',
  'Lucía Fernández',
  'Kwame Mensah',
  'Ingrid Larsen',
  'Ravi Kumar',
  'Chloé Martin',
  'Tomasz Nowak',
  'Aisha Bello',
  'Jonas Weber',
  'Mei Lin',
  'Pedro Costa',
  'Fatima Zahra',
  'Erik Johansson',
  'Nia Walker',
  'Kenji Watanabe',
  'Zara Ahmed',
  'Lukas Novak',
  'Priya Nair',
  'Mateo Romano',
  'Yuki Tanaka',
  'Grace Osei',
  'Felix Braun',
  'Leila Karimi',
  'Samuel Adeyemi',
  'Elena Petrova',
  'Tariq Aziz',
  'Julia Schmidt',
  'Kofi Asante',
  'Anika Sharma',
  'Oscar Lindqvist',
  'Selin Yilmaz',
  'David Cohen',
  'Nadia Rahman',
  'Victor Dubois',
  'Ama Owusu',
  'Hugo Moreau',
  'Sara Lindgren',
  'Ivan Horvat',
  'Leticia Alves',
].map((name, index) => ({ name, email: `lectern.learner.${String(index + 1).padStart(2, '0')}@gmail.com` }));
