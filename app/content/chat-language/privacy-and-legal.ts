/**
 * Phrase rules for privacy and our terms: a visitor's details kept, sold or erased,
 * cookies and the chat itself, complaints and disputes, cancelling, governing law,
 * liability and the company's registered details.
 */

export const privacyAndLegalPhrases: [RegExp, string][] = [
  // "Complain about how you handle my data": the Information Commissioner's Office.
  [
    /\bcomplain\w*(?: [\w'’]+){0,12} (?:my |our )?(?:data|privacy|personal (?:data|information|details))\b/gi,
    " data complaint privacy ico ",
  ],
  // "Who do I complain to?", "not happy with the work": our complaints process.
  [
    /\bwho (?:do|can|should|would) (?:i|we) (?:complain\w*|go) to\b|\bhow (?:do|can|would) (?:i|we) (?:make a )?complain\w*\b/gi,
    " complaints dispute ombudsman ",
  ],
  // ("Your complaints process if the installation goes wrong": the complaint itself, not our installation
  // process, nor a fault's warranty; "goes wrong" is read as "faulty" before.)
  [
    /\bcomplain\w*(?: (?:process|procedure|policy|system))?(?: (?:if|when) (?:the |my |our |your |an? )?(?:[\w-]+ ){0,2}faulty)?\b|\b(?:not happy|unhappy) with\b/gi,
    " complaints ",
  ],
  // "How long do you hang on to my name and number?": how long our website keeps a visitor's details.
  [
    /\b(?:hang on to|hold on to|hang onto|hold onto|keep|kept|hold|store|retain)(?: \w+){0,2} (?:my|our) (?:name|number|details|info|information|data|email|e-mail)(?: and (?:my |our )?(?:phone |mobile |email |e-mail )?(?:number|email|e-mail|address|details))?\b/gi,
    " keep details erase ",
  ],
  // "Wipe all my info", "delete all the personal data you hold": erasing a visitor's details.
  [
    /\b(?:wipe|delete|remove|erase|get rid of|scrub)(?: \w+){0,2} (?:my|our|the) (?:personal )?(?:name|number|details|info|information|data|email|e-mail|records?)\b/gi,
    " erase details ",
  ],
  // "If we still can't agree": a dispute, which our complaints process covers.
  [
    /\b(?:can['’]?t|cannot|can not|don['’]?t|do not|still not|still don['’]?t) (?:agree|sort it(?: out)?|resolve it|settle it|come to an agreement)\b|\bstill (?:not happy|unhappy)\b/gi,
    " complaints dispute ",
  ],
  // "Change my mind about the cookies": the cookie choice, changed with "Cookie settings", not cancelling.
  [/\bchanged? (?:my|our) minds? (?:about|on) (?:the |your )?cookies?\b/gi, " change cookie settings "],
  // "Second thoughts", "back out": cancelling, which our terms' cooling-off period covers.
  [
    /\bsecond thoughts\b|\b(?:back|pull) out\b|\bchanged? (?:my|our) minds?\b(?![\s\S]*\b(?:delete|erase|wipe|forget|deleted|erased|wiped|forgotten)\b)(?<!\b(?:delete|erase|wipe|forget|deleted|erased|wiped|forgotten)\b[\s\S]*)/gi,
    " cancel cooling off ",
  ],
  // "Your company registration number", "VAT number": not on the site.
  [/\b(?:company|companies house|vat|business) (?:registration |reg )?(?:number|no)\b/gi, " companynumber "],
  // "Do you sell my details?", "pass on my personal details": we never sell a visitor's information.
  [
    /\b(?:sell|pass|give|share)(?: on)? (?:my|our|people['’]?s|ppls|customers?['’]?|your customers['’]?|client['’]?s?) (?:personal |contact )?(?:details|data|info|information|number|email|e-mail)\b/gi,
    " sell personal information privacy ",
  ],
  // "Anyone independent I can go to?": our complaints process (RECC).
  [
    /\b(?:anyone|someone|somebody|anybody) independent\b|\bindependent (?:body|ombudsman|person|someone|people)\b/gi,
    " complaints dispute ombudsman ",
  ],
  // "Can I cancel, or am I stuck with it once I've signed?": the cooling-off period.
  [
    /\bcan (?:i|we) (?:still |then |always )?cancel\b|\b(?:am i|are we|i['’]?m|we['’]?re) stuck with it\b|\b(?:once|after) (?:i|we)['’]?(?:ve| have)? signed\b/gi,
    " cancel cooling off signing ",
  ],
  // "What happens to my details?": how long our website keeps them.
  [/\bwhat happens to (?:my|our) (?:details|data|info|information|name and number)\b/gi, " keep details erase "],
  // "Cookie settings", "Facebook tracking", "do you share anything with Facebook?": our cookies and
  // the Meta pixel (Facebook is Meta's).
  [
    /\bcookie (?:settings|preferences|choices?)\b|\bchange (?:my )?cookies?\b|\b(?:facebook|meta) (?:tracking|pixel|ads)\b|\btrack(?:s|ing)? (?:me )?for (?:facebook|meta)\b|\b(?:share|send|pass|give|tell)(?:s|ing)?(?: on)?(?: (?:anything|something|much|data|info|information|details|stuff|it|that|them|(?:my|our) [\w-]+))? (?:with|to) (?:facebook|meta|instagram)\b/gi,
    " cookies meta pixel marketing ",
  ],
  // "Is this chat being saved?": the chat is not kept without a call-back.
  [
    /\b(?:this |the )?chat (?:being |is |get |gets )?(?:saved|stored|kept|recorded)\b|\b(?:save|store|keep|record) (?:this|the|my) chat\b/gi,
    " chat kept conversation privacy ",
  ],
  // "What does being RECC members mean for me?": what RECC membership means.
  [
    /\bwhat (?:does|do|would) (?:being )?(?:an? )?recc(?: members?| membership)? (?:\w+ ){0,2}mean\b/gi,
    " recc membership protects consumer means ",
  ],
  // "Delete everything you hold about me": erasing a visitor's details.
  [
    /\b(?:delete|erase|wipe|remove) (?:everything|all) (?:you (?:hold|have|keep)|about me|(?:i|we)(?: have|['’]ve)? (?:sent|gave|given|told) you)\b/gi,
    " erase details ",
  ],
  // "English or Welsh law?": our terms' governing law.
  [
    /\b(?:english|welsh) law\b|\blaw\b(?=[^.?!]{0,40}\b(?:english|welsh)\b)|\bgoverning law\b|\bwhich (?:law|courts?)\b|\bjurisdiction\b/gi,
    " governing law courts jurisdiction ",
  ],
  // "Do you keep my IP address?", "my internet address": what our server does with it.
  [/\b(?:ip|internet) address(?:es)?\b/gi, " $& ipaddress "],
  // "Which country's law does the contract fall under?": our terms' governing law.
  [
    /\b(?:which|what) country['’]?s? law\b|\blaw (?:does|do) (?:your|ur|the) (?:contract|terms) (?:fall|come) under\b/gi,
    " governing law courts jurisdiction ",
  ],
  // "Do you flog it to marketing companies?", "is my info shared?": we never sell a visitor's information.
  [
    /\b(?:sell|flog|pass|give|share)(?: it| them)?(?: on)? to (?:marketing|other|third[- ]party) (?:companies|firms|people)\b|\bis my (?:info|information|data|details) shared\b/gi,
    " sell personal information privacy ",
  ],
  // "My personal data… who do I complain to?": the Information Commissioner's Office.
  [/\b(?:personal )?data\b(?=[^.?!]*\bcomplain)/gi, " data complaint privacy ico "],
  // "How a company handled my data": a complaint about data, to the ICO.
  [
    /\b(?:handled|used|treated|processed|misused|shared) (?:my|our) (?:personal )?(?:data|details|information|info)\b/gi,
    " data complaint privacy ico ",
  ],
  // "The full registered company name": our legal name.
  [
    /\b(?:full |registered |legal )+(?:company )?name\b|\bcompany['’]?s? (?:full |registered |legal )name\b/gi,
    " registered company name legal ",
  ],
  // "Your registered business address", "the legal address for invoices": our legal name and office.
  [
    /\b(?:registered|legal|official) (?:business |office |company |trading )?address\b|\bregistered office\b/gi,
    " registered company name legal address ",
  ],
  // "Does this chat get passed to anyone?": what happens to the chat.
  [
    /\b(?:this |the )?chat (?:get |gets |is |be )?(?:passed|sent|shared)\b/gi,
    " chat kept conversation privacy ai service ",
  ],
  // "What public liability cover do you hold?", "employer's liability insurance": our insurance
  // levels, which the site does not give (before "liability" is read as our terms' cap).
  [
    /\bpublic liability\b|\bemployers?['’]? liability\b|\bprofessional indemnity\b|\bliability (?:insurance|cover)\b|\b(?:your|ur|company['’]?s|business['’]?s) insurance (?:policy|policies|certificate|certificates|details|number|insurer|provider|documents?|cover)\b/gi,
    " liabilityinsurance ",
  ],
  // "How much are you liable for?": our terms' liability.
  [/\bliab(?:le|ility)\b|\bcap in the small print\b/gi, " liability capped contract value "],
  // "What does RECC mean for me as a customer?": what protects the visitor as a consumer.
  [/\b(?:for|to) (?:me|us) as (?:a |the )?(?:customer|consumer|homeowner|buyer)s?\b/gi, " protects you as a consumer "],
  // "The advert I clicked on": the advertising cookies that remember it.
  [
    /\b(?:adverts?|ads?) (?:i|we) (?:clicked|followed|tapped)\b|\bclicked (?:on )?(?:an |the |your )?(?:adverts?|ads?)\b/gi,
    " marketing cookies ",
  ],
  // "Delete everything you've got on me": erasing a visitor's data.
  [
    /\b(?:delete|wipe|remove|erase) (?:everything|all|anything|whatever) (?:you['’]?ve got|you have|you hold|you keep|you've) on (?:me|us)\b/gi,
    " delete erase data ",
  ],
  // "Get cold feet after signing", "if I have a change of heart": cancelling, which the cooling-off period covers.
  [/\b(?:get|got|getting|have|had|develop) cold feet\b|\bchange of heart\b/gi, " cancel cooling off "],
  // "If I put my name and number in", "once we've typed our email in": the visitor's details, left with us.
  [
    /\b(?:put|putting|enter|entered|entering|type|typed|typing|give|given|gave|giving|fill|filled|filling|add|added|adding)(?: in)? (?:my|our) (?:name|number|phone number|e-?mail|details|contact details)(?: and (?:my |our )?(?:name|number|phone number|e-?mail|details))?(?: in)?\b/gi,
    " details ",
  ],
  // "Have you kept a copy of what I typed?", "do you save what we write in here?": whether the chat is
  // kept (not without a call-back).
  [
    /\b(?:kept|keep|keeps|keeping|save|saved|saves|saving|store|stored|stores|storing|record|recorded|log|logged|hold|held|hang on to|hung on to)(?: (?:a )?(?:copy|copies|record|records|log|transcript) of)? (?:what|anything|everything|whatever|the (?:stuff|things|questions|messages)(?: that)?) (?:i|we|i['’]ve|we['’]ve|i have|we have) (?:typed|type|wrote|written|write|asked|ask|put|said|sent)\b/gi,
    " chat kept conversation privacy ",
  ],
  // "What about my name and email from the form?": the visitor's details, named together.
  [
    /\b(?:my|our) (?:name|e-?mail(?: address)?|phone number|number)(?:,? (?:and|&) (?:my |our )?(?:name|e-?mail(?: address)?|phone number|number))+\b/gi,
    " details ",
  ],
  // "…and we can't sort it out between us. What's the next step?", "…not happy with the job. What
  // now?", "…a dispute. What's the route?": the next step of a complaint, not of our installation process.
  [
    /(?<=\b(?:complaints|dispute)\b[^]{0,120}?)\b(?:what(?:['’]s| is| are| would be) (?:the |my |our )?(?:next steps?|route|routes|options|way forward)|what (?:do|can|should) (?:we|i) do (?:next|then|now)|what now|what then|where do (?:we|i) go from (?:here|there))\b/gi,
    " complaints dispute resolution ",
  ],
  // "The house is in joint names", "we're separating", "who would legally own the panels?": who signs
  // for or owns panels when a home's ownership is shared or changing, which the site does not cover.
  [
    /\b(?:in )?joint names?\b|\bjointly owned\b|\blegal(?:ly)? own(?:s|er|ers|ership)?\b|\b(?:who|which of us) (?:would |will )?(?:then )?owns? the (?:panels|system|battery)\b|\b(?:we|i)(?:['’]re| are|['’]m| am) (?:separating|divorcing|splitting up|getting divorced)\b/gi,
    " jointowner ",
  ],
  // "If we couldn't agree on a fix", "what are my options with a complaint?": a dispute after a
  // complaint (our terms: the RECC dispute resolution service), not a general question for an adviser.
  [
    /\b(?:couldn['’]?t|could not|wouldn['’]?t|would not|won['’]?t|will not|unable to|fail(?:ed)? to|never) (?:agree|reach (?:an )?agreement|come to an agreement|resolve it|settle it|sort it(?: out)?)\b/gi,
    " complaints dispute ",
  ],
  [
    /(?<=\bcomplaints\b[^]{0,120}?)\bwhat(?:['’]s| is| are| would be) (?:my|our|the) (?:options|choices|rights)\b/gi,
    " complaints dispute resolution ",
  ],
  // "Which advert or page first brought me to the site?", "do you track what site sent me here?":
  // the page and site a visitor came from, which the browser remembers (attribution).
  [
    /\b(?:which|what) (?:advert|ad|page|site|website|link|campaign)s?(?: or (?:advert|ad|page|site|website|link|campaign)s?)? (?:first )?(?:brought|sent|led|referred|took) (?:me|us|people)\b|\bwhere (?:i|we) (?:first )?came from\b/gi,
    " attribution landed ",
  ],
  // "I want everything about me wiped", "can you get my details deleted?": asking us to erase a
  // visitor's details, said with the details first and "wiped"/"deleted" after.
  [
    /\b(?:everything|all|anything|my (?:details|data|info|information|records?)|our (?:details|data|info|information|records?))(?: (?:about|on) (?:me|us)| (?:you (?:hold|have|keep)|you['’]ve got)(?: (?:about|on) (?:me|us))?)? (?:wiped|deleted|erased|removed|scrubbed)\b/gi,
    " erase details ",
  ],
  // "…everything about me wiped. How quickly?" ("how soon" is read as a timeline above): how soon
  // we erase a visitor's details when asked, not how long an installation takes.
  [
    /(?<=\berase details\b[\s\S]*)\b(?:how (?:quickly|fast|soon|long)|timeline weeks)\b|\b(?:how (?:quickly|fast|soon|long)|timeline weeks)\b(?=[\s\S]*\berase details\b)/gi,
    " erase ",
  ],
  // "Can I see a copy of everything you hold about me?", "what are my data protection rights?",
  // "a subject access request": a visitor's rights over their information (privacy policy §5).
  [
    /\b(?:see|get|have|request|ask for|receive|obtain) (?:a )?cop(?:y|ies) of (?:(?:everything|all|whatever|what)(?: (?:of )?(?:the|my) (?:data|info|information|details|records?))?|(?:the|my) (?:data|info|information|details|records?))(?: (?:that |which )?(?:you|u) (?:hold|have|keep|store|(?:have )?got)(?: (?:about|on) (?:me|us))?)?\b|\b(?:(?:make|send|submit|put in|file|do) (?:a |an )?)?subject access(?: requests?)?\b|\b(?:what|which) (?:are )?(?:my|our) (?:data protection |privacy |data )rights\b|\bwhat (?:data protection |privacy )rights do (?:i|we) have\b/gi,
    " ask for a copy of my information ",
  ],
  // "How long do the Meta cookies stay on my phone?": how long cookies last, with the phone or
  // computer they sit on (not a phone call).
  [
    /\b(?<=cookies?\b[^.?!]{0,40}?)(?:stay|remain|sit|live|last|kept|stored)(?: on| in)? (?:my|your|the|our) (?:phone|mobile|device|computer|laptop|tablet|browser)\b/gi,
    " last ",
  ],
  // "What's the name of your data protection officer?", "who is your DPO?": a named person for
  // data protection, which the privacy policy does not give.
  [/\bdata protection (?:officer|office|lead|manager|controller)s?\b|\bdpo\b/gi, " dataofficer "],
  // "If you and I just can't agree on a fix, who steps in?": a dispute after a complaint (our terms:
  // the RECC dispute resolution service), said in the present tense.
  [
    /\b(?:can['’]?t|cannot|can not|don['’]?t|do not) (?:agree|reach (?:an )?agreement|come to an agreement)\b/gi,
    " complaints dispute ",
  ],
  // "...can't agree. Who steps in? Is there somewhere independent to go?": the independent step
  // after a dispute, the RECC dispute resolution service.
  [
    /(?<=\bcomplaints dispute\b[^]{0,160}?)\b(?:who steps in|who (?:decides|judges|arbitrates)|(?:somewhere|someone|somebody|anyone|anywhere|a body) (?:independent|impartial))\b/gi,
    " dispute resolution ",
  ],
  // "I paid a deposit to a different company and they've gone bust", "she signed a deal with some other
  // company": another firm's deposit or contract, which the site does not describe (not our cooling-off).
  // ("Existing others" is another company already read by an earlier rule.)
  [
    /\b(?:deposit|contract|deal|agreement)\b[^.?!]{0,30}\b(?:with|to) (?:a |an |some |the )?(?:existing others|(?:different|other|another|previous|old)(?: solar)? (?:company|firm|installer|outfit))\b/gi,
    " otherscontract ",
  ],
  // "If I signed online rather than with a salesman in the house", "we ordered over the phone": where
  // or how the contract was signed, which decides whether the cooling-off period applies (our terms:
  // "sign your contract at home or at a distance").
  [
    /\b(?:sign(?:s|ed|ing)?|agree(?:s|d|ing)?|order(?:s|ed|ing)?|bought|buy(?:ing)?)(?: (?:up|it|(?:a|the|our|my) (?:contract|quote|order|paperwork)))? (?:online|over the (?:phone|internet)|by (?:phone|e-?mail)|on the (?:phone|website|internet)|at a distance|remotely|electronically|digitally|on the doorstep|at (?:my|our|the) (?:home|house|door|kitchen table)|in (?:my|our|the) (?:home|house|kitchen|living room))\b|\bat a distance\b/gi,
    " $& signedwhere ",
  ],
  // "After the 14 days are up, what's your cancellation fee?", "once the cooling-off period is over, can
  // I still cancel?": cancelling after the cooling-off period, which our terms do not describe ("pull
  // out" is read as cancelling above).
  [
    /\b(?:after|once|when|beyond|outside|past) (?:the |your |that |my |our )?(?:(?:14|fourteen)[- ]days?|cooling[- ]off)(?: (?:period|window))?(?: (?:are|is|has|have)(?: been)? (?:up|over|gone|passed|ended|finished|run out|expired))?(?=[^.?!]*\b(?:cancel\w*|fees?|charges?|penalty|penalties)\b)/gi,
    " latecancel ",
  ],
  // "What happens to my details if I don't go ahead?", "my data, if we never bought anything?": not
  // becoming a customer, the case our privacy policy's retention is told for ("if you do not become a
  // customer"), said after the visitor's details.
  [
    /\b(?=(?:don|do|did|didn|never|not|decide)\b)(?<=\b(?:details|data|info|information)\b[^.?!]{0,80}?)(?:don['’]?t|do not|didn['’]?t|did not|never|not|decide not to)(?: end up)? (?:go(?:ing)? ahead|went ahead|buy(?:ing)?|bought|order(?:ed)?|become (?:a )?customers?|sign(?:ed)? up|proceed(?:ed)?)\b/gi,
    " not become a customer ",
  ],
  // "Can I make you delete them sooner than that?": erasing a visitor's details on request, before the
  // time we keep them (not how soon we can book or install).
  [
    /\b(?=(?:sooner|earlier|before)\b)(?<=\b(?:delete|deleted|erase|erased|wipe|wiped|remove|removed|scrub|get rid of)\b[^.?!]{0,40}?)(?:sooner|earlier|before (?:then|that))(?: than (?:that|this|then|two years|2 years|730 days))?/gi,
    " erase ",
  ],
  // "Who else ends up seeing my name and address?", "who do you share my information with?": who else
  // receives a visitor's details (the privacy policy's "Sharing Your Information"), not only that we never sell them.
  [
    /\bwho else\b(?: [\w'’]+){0,5}? (?:my|our|personal) (?:personal |contact )?(?:details|data|info|information|name|address)(?: privacy)?\b|\bwho (?:else )?(?:do|would|will|else) (?:you )?(?:share|pass|give|sell personal information(?: privacy)?)\b/gi,
    " datashared personal information ",
  ],
  // "If I say no to the marketing cookies, will the website still work?", "will your site work if I refuse
  // the cookies?": the cookies the site needs
  // to work are set whatever the visitor chooses; marketing cookies only with consent.
  [
    /\b(?:say no to|reject\w*|refus\w*|declin\w*|turn down|don['’]?t accept|do not accept|block\w*) (?:the |your |all |any )?(?:marketing |advertising |meta |facebook )?cookies\b(?:(?=[^?!]*\b(?:site|website|page|pages|it)\b[^?!]*\bwork)|(?<=\b(?:site|website|pages?)\b[^?!]*\bwork[^?!]*))/gi,
    " cookiesrejected marketing cookies ",
  ],
  // "Delete my data. I filled in a form last spring and I no longer want you to have it": not wanting us to
  // keep the details is asking us to erase them, and the form they came in on is how we got them, not a
  // question about our reply (the data-retention answer in content/chat-knowledge.ts: erased on request).
  [
    /\b(?:i|we) (?:no longer|don['’]?t|do not|dont) want (?:you|u|your (?:company|firm)) (?:to (?:have|keep|hold|store) (?:it|them|that|this|any of it|my \w+|our \w+)|having (?:it|them|that|my \w+))(?: any ?more| anymore)?\b/gi,
    " erase details ",
  ],
  [
    /\b(?:i|we) (?:filled in|filled out|sent|submitted|completed) (?:a|an|the|your|ur|one of your) (?:\w+ )?(?:form|enquiry|inquiry)\b(?:(?=[\s\S]*\berase\b)|(?<=\berase\b[\s\S]*))/gi,
    " ",
  ],
  // "Have you sold my number to someone?", "did you give my number out?", "you lot passed my details on":
  // whether we sold or passed on a visitor's details, asked in the past tense (we never sell them:
  // legal.ts privacy policy, "3. Sharing Your Information").
  [
    /\b(?:sold|flogged|flogging|leaked|leaking)(?: on| off| out)? (?:my|our|people['’]?s|customers?['’]?) (?:personal |contact |phone |mobile )?(?:details|data|info|information|numbers?|e-?mails?|names?|address(?:es)?)\b|\b(?:you|u|you lot|you guys|your (?:company|firm|lot|team|staff))(?:['’]ve| have| had| did| who| that| ever| been){0,2} (?:sold|sell|selling|passed|pass|passing|given|give|giving|gave|shared|share|sharing|leaked|leak|handed|hand)(?: on| out)? (?:my|our) (?:personal |contact |phone |mobile )?(?:details|data|info|information|number|e-?mail|name|address)(?: on| out)?\b/gi,
    " sell personal information privacy ",
  ],
  // "Do you still have all my stuff on file?", "is my number still on your system?": whether we
  // still keep a visitor's details, which is how long we keep them (privacy policy, "4. How Long We Keep It").
  [
    /\bstill (?:have|got|hold|holding|keep|keeping|store|storing)(?: got)?(?: (?:all|any|of))* (?:my|our) (?:personal |contact )?(?:stuff|things|details|info|information|data|records?|number|phone number|name|e-?mail|address)\b(?: (?:on (?:file|record)|on (?:your|ur) (?:system|records?|database|books|files?)))?|\b(?:my|our) (?:personal |contact )?(?:stuff|details|info|information|data|records?|number|phone number|name|e-?mail|address)(?: (?:and|&) (?:my |our )?(?:number|phone number|name|e-?mail|address|details))?(?: still)? (?:on (?:file|record)|on (?:your|ur) (?:system|records?|database|books|files?))\b/gi,
    " keep details erase ",
  ],
  // "…still have my stuff on file, phone number and everything?": the details named after that are
  // the visitor's, kept by us, not a request for our number.
  [
    /(?<=\bkeep details erase\b[^]*?)\b(?:(?:the|my|our) )?(?:phone number|mobile number|number|e-?mail(?: address)?|address|name)(?: (?:and|&) (?:everything|all|all that|that|the rest|stuff|e-?mail|address|name|number))?\b/gi,
    " details ",
  ],
  // "…on file or what, phone number and everything?": the visitor's own details listed, "and
  // everything", not a request for ours (which is said with "your": builtin.server.ts ASKS_OUR_DETAILS).
  [
    /(?<!\b(?:your|ur|the company['’]?s) )\b(?:phone number|mobile number|number|e-?mail(?: address)?|address|name)(?: (?:and|&) (?:phone number|number|e-?mail|address|name))? (?:and|&) (?:everything|all that|all|the rest|all the rest|stuff|all my stuff)\b/gi,
    " details ",
  ],
  // "What actually gets wiped?", "what do you delete if I ask you to erase my data?": what erasing a
  // visitor's details wipes (privacy policy, "5. Your Rights"), said with erasing in the message, or
  // with "wiped" or "erased" of its own, which our content says only of a visitor's details.
  [
    /\bwhat (?:actually |exactly |all |else )?(?:gets?|is|are|would|will|do you|do u|does (?:that|it|this)|would (?:that|it|you)|will (?:that|it|you))(?: be| get| actually| exactly| all)* (?:wiped|erased|wipe|erase)\b|\bwhat (?:actually |exactly |all |else |bits |parts |info |information |data |details )?(?:gets?|is|are|would|will|do you|do u|does it|would you|will you|would it|will it)(?: be| get| actually| exactly| all)* (?:wiped|deleted|erased|removed|wipe|delete|erase|remove|gone|go|lost|cover|include)\b(?:(?<=(?<!\bkeep details )\berase\b[^]*)|(?=[^]*(?<!\bkeep details )\berase\b))|\bwhat (?:does|would|will|do) (?:that|it|this|you|u|erasing|deleting|wiping|erasure|deletion)(?: actually| exactly)? (?:wipe|delete|erase|remove|cover|include|get rid of)\b(?:(?<=(?<!\bkeep details )\berase\b[^]*)|(?=[^]*(?<!\bkeep details )\berase\b))/gi,
    " erasewhat ",
  ],
  // "If I do that, does my survey next Tuesday still happen?", "what happens to my booking if you erase
  // my details?": a booked consultation when the details are erased, which is called off (privacy
  // policy, "5. Your Rights"; erasure.ts), said with erasing in the message. (What the sentence says of
  // the booking, "next Tuesday", "still happen", is read with it: the erasure is what is asked about.)
  [
    /\b(?:(?:my|our|the) )?(?:survey|consultation|booking|appointment|home visit|visit|video call)s?\b(?:[^.?!]*?\b(?:still (?:happen|go ahead|be on|stand|go on)|still|(?:be |get |gets )?cancel\w*|(?:be |get |gets )?called off|affect\w*)\b)(?:(?<=(?<!\bkeep details )\berase\b[^]*)|(?=[^]*(?<!\bkeep details )\berase\b))|\b(?:cancel\w*|call(?:s|ed)? off)(?: (?:my|our|the))? (?:survey|consultation|booking|appointment|home visit|visit|video call)s?\b(?:(?<=(?<!\bkeep details )\berase\b[^]*)|(?=[^]*(?<!\bkeep details )\berase\b))|(?<=\bwhat (?:happens|would happen|will happen) to )(?:(?:my|our|the) )?(?:survey|consultation|booking|appointment|home visit|visit|video call)s?\b(?:(?<=(?<!\bkeep details )\berase\b[^]*)|(?=[^]*(?<!\bkeep details )\berase\b))/gi,
    " erasebooking ",
  ],
  // "Have you given my number to anyone?" (the visitor's details given, read as "details" above), "who
  // did you share my details with?": whether, and with whom, we passed them on (privacy policy, "3.
  // Sharing Your Information"), asked in the past tense.
  [
    /\b(?:(?:have|did|has) (?:you|u|you lot|your (?:company|firm|lot|team))|(?:you|u)(?:['’]ve| have))(?: ever)? details (?:to|out|on|away)\b/gi,
    " sell personal information privacy ",
  ],
  [
    /\bwho (?:did|have|has)(?: (?:you|u|you lot|your (?:company|firm|lot|team)))?(?: ever)? sell personal information(?: privacy)?\b/gi,
    " datashared personal information ",
  ],
  // "Do you sell numbers on?", "do you pass people's details on to other firms?", "are leads sold on?":
  // selling or passing on a visitor's details, said without "my" (legal.ts privacy policy, "3. Sharing
  // Your Information": "We never sell your information").
  [
    /\b(?:sell|sells|selling|sold|flog|flogs|flogging|flogged|pass|passes|passing|passed|hand|hands|handing|handed)(?: (?:on|off))? (?:(?:the|any|people['’]?s|peoples|customers['’]?|visitors['’]?|their|your customers['’]?) )?(?:personal |contact |phone |mobile )?(?:details|data|info|information|numbers|phone numbers|leads|e-?mails|e-?mail addresses|names)\b(?: (?:on|off))?|\b(?:numbers|details|data|info|leads)(?: (?:get|are|is|being))? (?:sold|passed) on\b/gi,
    " sell personal information privacy ",
  ],
  // "…or is it one of those 'we retain for legal purposes' jobs?": kept for legal reasons, which is
  // how long we keep details and what erasure leaves (privacy policy, "4. How Long We Keep It"; the
  // anonymous record after erasure, the data-retention answer in content/chat-knowledge.ts).
  [
    /\b(?:retain|retained|retaining|keep|kept|keeping|hold|held|holding|store|stored|storing)(?: (?:it|them|that|data|details|everything|stuff|things|records|some|a copy))? for (?:legal|regulatory|compliance|tax|accounting|audit) (?:purposes|reasons)\b/gi,
    " keep details erase ",
  ],
  // "How long are you hanging onto my details?", "holding on to our info": how long we keep them.
  [
    /\b(?:hang|hanging|hangs|hung|hold|holding|holds|held) on ?to (?:my|our|the|people['’]?s) (?:personal |contact )?(?:name|number|details|info|information|data|e-?mail|records?)\b/gi,
    " keep details erase ",
  ],
  // "Can I just get them wiped?", "have it all deleted", "get everything erased": asking us to erase a
  // visitor's details, said with a pronoun (in a message about details, or after one).
  [
    /\b(?:get|getting|have|having|got) (?:them|it|those|these|that|all that|it all|them all|everything|all of it|all of them)(?: all)? (?:wiped|deleted|erased|scrubbed)\b/gi,
    " erase details ",
  ],
  // "Do u track people with Facebook stuff?", "is Facebook tracking me on here?", "any Meta tracking
  // cookies?": our cookies and the Meta pixel (legal.ts cookie policy: only with consent).
  [
    /\btrack(?:s|ed|ing|er|ers)?\b[^.?!]{0,40}?\b(?:facebook|meta|instagram|fb)\b|\b(?:facebook|meta|instagram|fb)\b[^.?!]{0,30}?\btrack(?:s|ed|ing|er|ers)?\b|\btracking cookies\b|\b(?:track|tracking|spy|spying) on (?:me|us|people|visitors|users)\b/gi,
    " cookies meta pixel marketing ",
  ],
  // "Am I locked in?", "are we tied in once it's signed?", "no going back?": cancelling, which the
  // terms' 14-day cooling-off period covers.
  [
    /\b(?:am i|are we|is it|will i be|will we be|would i be|would we be|i['’]?m|we['’]?re|i am|we are|get|am i then|are we then) (?:locked|tied|stuck|trapped|committed)(?: in(?:to (?:it|the contract|that))?)?\b|\bno (?:way|going) back\b|\bwhat have i done\b|\bbuyer['’]?s remorse\b/gi,
    " cancel cooling off ",
  ],
  // "If I sign on the kitchen table", "signed on the doorstep": where the contract was signed (our
  // terms: "sign your contract at home").
  [
    /\b(?:sign|signs|signed|signing)(?: (?:it|up|(?:a|the|your) contract))? (?:on|at) (?:my|our|the) (?:kitchen table|dining table|sofa|settee|couch|doorstep)\b/gi,
    " $& signedwhere cancel cooling off ",
  ],
  // "Are my details sold to third parties?", "does my number get passed on?": whether we sell or pass on
  // a visitor's details, asked of the details (privacy policy, "3. Sharing Your Information").
  [
    /\b(?:my|our) (?:personal |contact |phone |mobile )?(?:details|data|info|information|numbers?|e-?mails?|e-?mail address)(?: (?:ever|then|just))? (?:(?:get|gets|got|are|is|was|were|being|been|be|ever) )*(?:sold|flogged|passed on|passed|given out|handed (?:on|out))\b/gi,
    " sell personal information privacy ",
  ],
  // "Does anyone else get my number?", "will anybody else see our details?": who else receives them.
  [
    /\b(?:does|do|will|would|could|can) (?:anyone|anybody|someone|somebody) else (?:get|see|have|receive|access|get to see)(?: hold of)? (?:my|our) (?:personal |contact |phone |mobile )?(?:details|data|info|information|number|e-?mail|name|address)\b/gi,
    " datashared personal information ",
  ],
  // "Forget me", "the right to be forgotten", "forget my details": asking us to erase them (privacy
  // policy, "5. Your Rights").
  [
    /\bright to be forgotten\b|\b(?:want|like|ask|asking) (?:you|u) to forget (?:me|us|my (?:details|data|info|information))\b|\bforget (?:my|our) (?:personal |contact )?(?:details|data|info|information|number|e-?mail)\b/gi,
    " erase details ",
  ],
  // "Do your cookies follow me around the internet?", "stalk me online with ads": advertising cookies,
  // set only with consent (legal.ts cookie policy).
  [
    /\b(?:follow|follows|following|stalk|stalks|stalking|chase|chasing) (?:me|us|people|visitors) (?:around|round|about|across) (?:the )?(?:internet|web|online|other sites)\b/gi,
    " cookies meta pixel marketing ",
  ],
  // "We're both named on the mortgage, do we both need to sign?", "does my wife have to sign too?": who
  // signs when a home is owned together, which the site does not cover (as "joint names" above).
  [
    /\b(?:both|jointly) (?:named )?on the (?:mortgage|deeds|title)\b|\b(?:do|does|would|will) (?:we both|both of us|my (?:wife|husband|partner)|the other owner) (?:need|have|got) to sign\b/gi,
    " jointowner ",
  ],
  // "Do you share numbers with other installers?": who else receives a visitor's details (privacy
  // policy, "3. Sharing Your Information", which says too that we never sell them), said without "my".
  [
    /\b(?:share|shares|sharing) (?:the |any |people['’]?s |customers['’]? |visitors['’]? )?(?:personal |contact |phone )?(?:details|data|numbers|phone numbers|leads)\b/gi,
    " datashared personal information ",
  ],
  // "How long till you delete my stuff?": erasing a visitor's details, called their "stuff".
  [
    /\b(?:wipe|wiped|delete|deleted|erase|erased|remove|removed|scrub|get rid of) (?:all )?(?:my|our) stuff\b/gi,
    " erase details ",
  ],
  // "Can I see everything you've got on me?": a copy of what we hold (privacy policy, "5. Your Rights").
  [
    /\b(?:see|view|know|get) (?:everything|all|whatever|what) (?:you(?:['’]ve| have)? got|you (?:hold|have|keep|store)) (?:on|about) (?:me|us)\b/gi,
    " ask for a copy of my information ",
  ],
  // "How long till you delete my stuff?", "how soon before you wipe it?": when we erase a visitor's
  // details (730 days, or on request), not an installation's timeline.
  [
    /\bhow (?:long|soon) (?:till|until|til|before) (?:you|u|your (?:company|firm|system|website|site)) (?:automatically |actually |finally )?(?:delete|erase|wipe|remove|get rid of)\b/gi,
    " keep details erase ",
  ],
  // "Can I get them wiped now instead of waiting?", "could you delete it all straight away?": erasing a
  // visitor's details on request, now rather than after the time we keep them (privacy policy, "5.
  // Your Rights": erasure on request), not how soon we can book or install (nor panels wiped clean).
  [
    /\b(?:delete|deleted|deleting|erase|erased|erasing|wipe|wiped|wiping|scrub|scrubbed)\b((?:(?!\b(?:panels?|roof|glass|dust|dirt|bird|moss)\b)[^.?!]){0,40}?)\b(?:(?:right )?now|straight away|right away|immediately|today|instead of waiting|rather than waiting|without waiting)\b/gi,
    " erase$1 erase ",
  ],
  // "How do you keep my details secure?", "are our details stored safely?": how they are kept safe (privacy
  // policy, "7. Keeping Your Information Safe"), not how long they are kept.
  [
    /\b(?:keep|keeps|kept|keeping|store|stores|stored|storing|hold|holds|held|holding) (?:(?:my|our|the|your|people['’]?s|customers['’]?) )?(?:personal |contact )?(?:details|data|info|information|records)(?: erase)? (?:(?:nice and|really|properly|very) )?(?:secure|securely|safe|safely|protected)\b|\b(?:details|data|info|information|records) (?:are |is )?(?:kept|stored|held) (?:secure|securely|safe|safely|protected)\b|\b(?:is|are|will|would) (?:my|our) (?:personal |contact )?(?:details|data|info|information|records)(?: be)? (?:safe|secure|protected)\b/gi,
    " information safe secure ",
  ],
];
