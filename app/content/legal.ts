/**
 * The three legal pages (docs/product.md §2.7). Each section is a numbered heading with
 * blocks of text; a block may carry one link, or stand for the company's
 * contact details, so the copy stays data and the layout stays in one place.
 */
export type LegalBlock =
  | string
  | { list: string[] }
  | { before: string; link: { label: string; href: string }; after: string }
  | { contact: true };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/**
 * What the privacy policy says is stored, why and for how long must match
 * what the site does (docs/product.md §16): LEAD_RETENTION_DAYS (730) and
 * ANALYTICS_RETENTION_DAYS (400) by default, erasure on request, client
 * addresses never stored. Change both together.
 */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro:
    "Cymru Solar & Storage Ltd respects your privacy. This policy explains exactly what personal information our website keeps when you use it or ask us for a quote, why we keep it, for how long, and what rights you have.",
  sections: [
    {
      id: "information-we-collect",
      title: "1. Information We Collect",
      blocks: [
        "When you send us an enquiry (the contact and quote forms, the quiz, a call-back request in the chat, or booking a free consultation), we keep the details you give us:",
        {
          list: [
            "your name, e-mail address and phone number",
            "your address or postcode, when you give it",
            "when and how you would like us to contact you, and how you heard about us, when you tell us",
            "your answers about your property and energy use",
            "any message you write, and, when you ask for a call-back in the chat, that chat conversation",
            "for a booking, the type of consultation, its date and any requirements you tell us",
          ],
        },
        "With your enquiry we also keep the page you sent it from, the website that linked to ours, the page you first landed on and any campaign tags in the links of your first and latest visit (such as utm_source), so we know which of our adverts work. Only if you accepted marketing cookies do we also keep the advertising click identifiers and your browser's user-agent text, and send Meta your e-mail address and phone number in a hashed form (our Cookie Policy says exactly what). Our staff add notes to your enquiry as they deal with it.",
        "When you take the quiz, we record each step anonymously (which question you reached and what you chose, the kind of device and any campaign tags) under a random number your browser makes up for that visit. These records do not contain your name or contact details.",
        "If you use the chat without asking for a call-back, we do not keep the conversation. When our chat uses an external AI service, the messages you type are sent to that service to write the reply.",
        "Our server sees your device's internet (IP) address, as every website does. We never store it. To stop abuse we count requests from each address for an hour at most (a day for the chat assistant), and we count them under a keyed, one-way code of the address rather than the address itself. Our logs do not record it either.",
      ],
    },
    {
      id: "how-we-use",
      title: "2. How We Use Your Information",
      blocks: [
        "We use your details to reply to your enquiry, prepare a quote, arrange a survey or installation and provide aftercare. With your consent we may tell you about offers; you can say no at any time.",
        "We use the anonymous quiz records and the campaign tags to see which pages, questions and adverts help people, and to improve them.",
        "Our lawful bases are your request for a quote (steps before a contract), the contract itself once you order, our legitimate interest in running, improving and protecting our business, and your consent where we ask for it.",
      ],
    },
    {
      id: "sharing",
      title: "3. Sharing Your Information",
      blocks: [
        "We never sell your information. We share it only with the companies that help us work, such as our customer records system, our e-mail provider and, for the chat, our AI service provider; with the distribution network operator when we notify them of your installation; and with MCS when we register your certificate.",
      ],
    },
    {
      id: "retention",
      title: "4. How Long We Keep It",
      blocks: [
        {
          list: [
            "Enquiries: if you do not become a customer, our website erases your details automatically 730 days (two years) after your enquiry: your name, contact details, address, messages, chat conversation, answers, booking requirements and our notes.",
            "Customers: we keep your enquiry and installation records for the life of the warranty, because you and future owners of your property may need them.",
            "Anonymous quiz records: deleted after 400 days. After that only daily totals remain (how many visitors reached each step and chose each answer), which cannot identify anyone.",
            "E-mails: copies of the e-mails about your enquiry that our website keeps on its own server are deleted when your details are erased, and after 730 days at most.",
            "Counts of requests per internet address: an hour at most (a day for the chat assistant, 15 minutes for staff log-ins), and only as a one-way code.",
          ],
        },
        "When we erase your details we keep an anonymous record of the enquiry (what kind it was, its dates, the campaign it came from and whether it led to an order), so our figures stay correct. It contains nothing that identifies you.",
      ],
    },
    {
      id: "your-rights",
      title: "5. Your Rights",
      blocks: [
        "Under UK data protection law you can ask for a copy of your information, ask us to correct it, object to or restrict how we use it, and withdraw consent.",
        "You can ask us to erase your details at any time. We then erase them from our website's records straight away, as described above: your name, contact details, messages, chat conversation, answers and our notes, and the copies of e-mails our website keeps. E-mails about you that have not been sent yet are cancelled, and a consultation you booked is called off.",
        "Contact us using the details below. You can also complain to the Information Commissioner's Office (ico.org.uk).",
      ],
    },
    {
      id: "cookies",
      title: "6. Cookies",
      blocks: [
        {
          before: "Our website uses a small number of cookies and similar technologies. Our ",
          link: { label: "Cookie Policy", href: "/cookie-policy" },
          after: " explains which ones, why, and how to change your choices.",
        },
      ],
    },
    {
      id: "security",
      title: "7. Keeping Your Information Safe",
      blocks: [
        "Our website uses encrypted connections, and access to customer records is limited to the staff who need it.",
      ],
    },
    {
      id: "contact",
      title: "8. Contact Us",
      blocks: [
        "Cymru Solar & Storage Ltd is the controller of your personal information. For any privacy question:",
        { contact: true },
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: "Terms & Conditions",
  intro:
    "These terms apply when you ask Cymru Solar & Storage Ltd for a quote and when you order an installation or service from us. Please read them before you accept a quote.",
  sections: [
    {
      id: "quotes",
      title: "1. Quotes",
      blocks: [
        "Quotes are valid for 30 days from the date they are issued. A quote is based on our survey; if we find something on the day that the survey could not reasonably have shown, we will explain it and agree any change with you before we carry on.",
      ],
    },
    {
      id: "prices",
      title: "2. Prices and Payment",
      blocks: [
        "All prices include VAT at the applicable rate. Any deposit and the payment stages are set out in your quote. The balance is due on completion and commissioning of your system.",
      ],
    },
    {
      id: "cooling-off",
      title: "3. Your Right to Cancel",
      blocks: [
        "If you are a consumer and sign your contract at home or at a distance, you have a 14-day cooling-off period in which you can cancel without giving a reason. If you ask us to start work within that period, you may have to pay for work already done.",
      ],
    },
    {
      id: "installation",
      title: "4. Installation",
      blocks: [
        "We will agree an installation date with you. You agree to give us safe access to the property and to tell us about anything that could affect the work, such as known roof defects or asbestos.",
        "All installations are carried out to MCS standards and current wiring regulations by our own trained engineers.",
      ],
    },
    {
      id: "warranties",
      title: "5. Warranties",
      blocks: [
        "Panels carry manufacturer warranties of up to 25 years and batteries typically 10 years; the exact terms are listed in your quote. Our workmanship is guaranteed and insured through our RECC and TrustMark membership.",
      ],
    },
    {
      id: "liability",
      title: "6. Liability",
      blocks: [
        "Our liability to you under any contract is capped at the contract value. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law, and nothing affects your statutory rights as a consumer.",
      ],
    },
    {
      id: "complaints",
      title: "7. Complaints",
      blocks: [
        "If something is not right, tell us and we will put it right. If we cannot agree, you can use the RECC dispute resolution service.",
        { contact: true },
      ],
    },
    {
      id: "law",
      title: "8. Governing Law",
      blocks: [
        "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction.",
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  intro:
    "This policy explains exactly which cookies and browser storage this website uses, why, and for how long. We set no advertising cookie and keep no advertising click identifier unless you accept marketing cookies.",
  sections: [
    {
      id: "what-are-cookies",
      title: "1. What Are Cookies",
      blocks: [
        "Cookies are small text files a website stores in your browser. Similar technologies, such as your browser's local storage and session storage, work in much the same way; this policy covers them too. None of the storage below is read by anyone but this website, except the marketing cookies in section 4.",
      ],
    },
    {
      id: "how-we-use-cookies",
      title: "2. How We Use Cookies",
      blocks: [
        "We use cookies and storage to make the website work, to remember your cookie choice, to know which page or advert first brought you to us when you send an enquiry, and, only if you agree, to measure our advertising with Meta.",
      ],
    },
    {
      id: "types-of-cookies",
      title: "3. Cookies and Storage We Use",
      blocks: [
        "Strictly necessary (these cannot be switched off):",
        {
          list: [
            "cookie-consent (local storage): your choice about marketing cookies, accepted or rejected, so we do not ask again. Kept until you change it or clear your browser's storage.",
            "__Host-staff_session (cookie, staff only): keeps our staff signed in to their area of the site. Lasts 12 hours, or until they sign out.",
          ],
        },
        "Statistics (first-party, never shared; they hold nothing that identifies you):",
        {
          list: [
            "quiz_session_id and quiz_utm (session storage): a random identifier for your visit to our quiz and the campaign tags you arrived with, so we can see where people stop. Deleted when you close the tab.",
            "quiz_variant (local storage): which version of the quiz you were shown, so it stays the same. Kept until you clear your browser's storage.",
            "attribution-first-touch and attribution-last-touch (local storage): the page you first landed on, the site that sent you there, and the campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of your first visit and of your latest visit from an advert or campaign link. They are sent to us only with an enquiry you choose to send. Each is forgotten after 90 days.",
          ],
        },
        "Marketing (only if you accept marketing cookies, and only while we advertise with Meta):",
        {
          list: [
            "attribution-click-ids (local storage): the advertising click identifiers in the address of an advert you followed (Google's gclid, gbraid and wbraid, Meta's fbclid), sent to us with an enquiry so we know which advert brought it. Forgotten after 90 days, or at once if you withdraw consent.",
            "_fbp and _fbc (cookies set by the Meta pixel on our domain): Meta's identifier for your browser and for the Meta advert you clicked. They last up to 90 days; we delete them when you withdraw consent.",
          ],
        },
      ],
    },
    {
      id: "third-party-cookies",
      title: "4. Meta Pixel and Conversions API",
      blocks: [
        "If you accept marketing cookies, we load Meta's pixel, which may also set cookies on Meta's own domains; their use is governed by Meta's privacy policy. When you then send an enquiry, we also tell Meta about it from our server (the Conversions API), and again if you become a customer: your e-mail address and phone number in a one-way encrypted (hashed) form, the _fbp and _fbc values, your browser's user-agent text, and, for a customer, the value of the order. We do not send your IP address. Without your consent nothing is loaded and nothing is sent to Meta.",
      ],
    },
    {
      id: "managing-cookies",
      title: "5. Managing Cookies",
      blocks: [
        'While we advertise with Meta, you can change your choice at any time with "Cookie settings" at the foot of every page or the button below. Withdrawing consent stops the pixel, deletes the _fbp and _fbc cookies on our domain and the stored click identifiers, and stops any event about your later enquiries being sent to Meta. When we run no advertising pixel there is nothing to choose and no banner is shown. You can also delete or block cookies and storage in your browser\'s settings; blocking strictly necessary storage may stop parts of the site working.',
      ],
    },
    {
      id: "cookie-duration",
      title: "6. Cookie Duration",
      blocks: [
        "Session cookies and session storage last only while your browser or tab is open and are deleted when you close it: the quiz visit identifier and its campaign tags are of this kind. Persistent cookies and local storage stay on your device until they expire or you delete them: your cookie choice and the staff sign-in (12 hours), the first and last touch and the click identifiers (90 days), and Meta's _fbp and _fbc (up to 90 days). Enquiries you send, with the attribution they carry, are kept as our privacy policy explains.",
      ],
    },
    {
      id: "updates",
      title: "7. Updates to This Policy",
      blocks: [
        "We may update this policy when our website or the law changes. The date at the top of this page shows when it was last updated.",
      ],
    },
    {
      id: "more-information",
      title: "8. More Information",
      blocks: [
        {
          before: "For more about how we handle your personal information, see our ",
          link: { label: "Privacy Policy", href: "/privacy-policy" },
          after: ". If you have any questions about cookies, contact us:",
        },
        { contact: true },
      ],
    },
  ],
};
