import type { ContentPageSlug } from '@lectern/shared-sdk/pages/domain';

/**
 * The text each of the site's own pages starts with (migration 0018 saves it as version 1). Admins change it in the
 * console; what is here is never read again once a database holds its pages.
 */
export const defaultContentPages: { slug: ContentPageSlug; title: string; markdown: string }[] = [
  {
    slug: 'about',
    title: 'About Lectern',
    markdown: `Lectern is an online course marketplace: independent teachers and schools publish video courses, and anyone can learn from them at their own pace.

## What we believe

- **Teachers own their teaching.** An educator builds a course from modules and lessons, sets its price (or makes it free) and follows how their students progress.
- **Learning should be honest about progress.** Every lesson you finish counts towards your course, and a finished course earns a certificate anyone can verify.
- **Every course is reviewed before it is published.** Our admins check each new course before it appears in the catalogue.

## Who we are

Lectern is run by a small team of engineers and teachers. If you would like to teach on Lectern, or have a question about a course, [write to us](/contact).`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    markdown: `Questions about a course, your account or a payment? Write to us with the form below and an admin will answer by e-mail, usually within two working days.

Before you write, the [help page](/help) may already have your answer.`,
  },
  {
    slug: 'help',
    title: 'Help',
    markdown: `## For learners

**How do I enroll in a course?**
Open the course from the [catalogue](/courses) and choose *Enroll now* for a free course, or add a paid course to your cart and check out. You need an account: signing up takes an e-mail address and a code we send to it.

**Where are my courses?**
Signed in, *My learning* lists every course you are enrolled in with your progress. Open one to continue where you stopped.

**How does progress work?**
Mark a lesson as watched once you have seen it, and pass the course's quizzes if it has any. Your progress is the share of lessons watched and quizzes passed; at 100 % the course is complete and you get a certificate.

**Can I rate a course?**
Yes, once you have started it: give it one to five stars and, if you like, a few words. You can change your words later.

## For educators

**How do I publish a course?**
From your dashboard choose *Add course*, then add modules and lessons (YouTube videos). A new course waits for an admin's approval before it appears in the catalogue.

**Who are my students?**
Every person enrolled in at least one of your courses, counted once however many of your courses they take.

## Your account

**I forgot my password.**
Choose *Forgot Password?* on the sign-in page: we send a code to your e-mail address, and you choose a new password.

**How do I sign out of another device?**
Your profile's settings list every device signed in to your account; sign any of them out from there.

Still stuck? [Contact us](/contact).`,
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    markdown: `This policy says what Lectern keeps about you, why, and what you can do about it.

## What we keep

- **Your account:** your name, e-mail address, role, and your password as a one-way hash (we cannot read it). If you sign in with Google, the e-mail address and name Google gives us.
- **Your learning:** the courses you enroll in, the lessons you watch, your progress, ratings, reviews and certificates.
- **Your purchases:** the courses you bought, their prices and when.
- **Your sessions:** for each device you sign in on, its browser and system as it describes itself, and when it was last used, so you can see and end them.
- **Messages you send us** through the contact form.

## Why

To run your account and your courses, to show educators who is enrolled in their courses and how they progress, to keep accounts safe (limits on wrong passwords and codes), and to answer you.

## Who sees it

Educators see the names, e-mail addresses and progress of the students in their courses. Admins see accounts to run the platform. We sell nothing to anyone and show no advertising.

## Your choices

You can change your name and password in your profile, and end any session. Write to us through the [contact page](/contact) to ask for a copy of your data or for it to be deleted.

Our use of cookies is described in the [cookie policy](/cookies).`,
  },
  {
    slug: 'terms',
    title: 'Terms of service',
    markdown: `By using Lectern you agree to these terms.

## Accounts

Keep your password to yourself; you are responsible for what is done with your account. One account per person.

## Courses and purchases

A paid course is yours to follow for as long as Lectern offers it. Prices are shown before you pay, and a price that changed while a course sat in your cart is never charged without asking you first.

## Educators

Educators publish only what they have the right to publish, and keep their course descriptions accurate. Admins may decline or remove a course that breaks these terms.

## Reviews

Reviews must be about the course and honest. Admins may hide a review that is abusive or off-topic.

## Changes

We may change these terms; the version on this page is the one that applies.`,
  },
  {
    slug: 'cookies',
    title: 'Cookie policy',
    markdown: `Lectern sets only the cookies it needs to work. None of them track you across sites, and there is no advertising.

| Cookie | What it is for | How long |
| --- | --- | --- |
| \`lectern_session\` | keeps you signed in, so pages are rendered for you | as long as your session |
| \`lectern_device_…\` | recognizes a browser you signed in with before, so others' wrong passwords cannot lock you out | 180 days |
| Google sign-in | ties a Google sign-in to the browser that started it | a few minutes |

Your browser also keeps your session and preferences in its own storage on this site. Clearing your browser's data signs you out.`,
  },
];
