import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../../src/config/load.js';
import { buildPipeline } from '../../../src/pipeline/build.js';
import { scan } from '../injection/scan.js';

const cfg = {
  detectors: {
    brand: {
      competitors: ['Globex', 'Initech Cloud'],
      banned_phrases: ['guaranteed returns'],
      banned_topics: [{ name: 'politics', keywords: ['election', 'ballot'] }],
      brand_names: ['Acme'],
    },
  },
};

describe('brand safety detectors: positives', () => {
  it.each([
    // own: profanity, plain and obfuscated (obscenity transformers)
    ['This is fucking ridiculous.', 'profanity', 'fucking'],
    ['What a load of sh1t.', 'profanity', 'sh1t'],
    ['you absolute b!tch', 'profanity', 'b!tch'],
    // own: an "@" obfuscation next to an e-mail address is still one
    ['Mail me at jo@example.com, you f@cking clown', 'profanity', 'f@cking'],
    ['he is such a p u s s y', 'profanity', 'p u s s y'],
    // own: slurs outside obscenity's dataset
    ['Go back home, you wetback.', 'slur', 'wetback'],
    ['Those towelheads again.', 'slur', 'towelheads'],
    // own: profanity with its middle starred out
    ['He shouted "f**k you" at the referee.', 'profanity', 'f**k'],
    ['What the s**t is this?', 'profanity', 's**t'],
    ['Go f*** yourself.', 'profanity', 'f***'],
    ['Such an a**hole.', 'profanity', 'a**hole'],
    ['you sick fckrs', 'profanity', 'fckrs'],
    ['Biden is an absolute piece of shlt.', 'profanity', 'piece of shlt'],
    ['Throw the miserable S.O.B in prison.', 'profanity', 'S.O.B'],
    // own: profanity in other languages, Russian in any letter case
    ["C'est de la merde, putain.", 'profanity', 'putain'],
    ['Scheiße, du Arschloch!', 'profanity', 'Arschloch'],
    ['¡Qué hijo de puta!', 'profanity', 'hijo de puta'],
    ['Kurwa mać, spierdalaj.', 'profanity', 'spierdalaj'],
    ['Ты сука, блять!', 'profanity', 'сука'],
    ['ТЫ СУКА', 'profanity', 'СУКА'],
    // own: insults aimed at the reader in other languages
    ['Eres un idiota.', 'insult', 'Eres un idiota'],
    ['Du bist ein totaler Vollidiot!', 'insult', 'Du bist ein totaler Vollidiot'],
    ['Ты просто дебил.', 'insult', 'Ты просто дебил'],
    // own: threats and self-harm encouragement in other languages
    ['Te voy a matar.', 'violence', 'Te voy a matar'],
    ['Ich bring dich um!', 'violence', 'Ich bring dich um'],
    ['Я тебя убью.', 'violence', 'Я тебя убью'],
    ['Tue-toi.', 'self_harm', 'Tue-toi'],
    ['Сдохни.', 'self_harm', 'Сдохни'],
    // own: harm wished on the reader at someone else's hands, "go back to the hole you crawled out of"
    ['I hope someone runs you over in the parking lot tomorrow.', 'violence', 'hope someone runs you over'],
    ['Go back to whatever third-world hole you crawled out of.', 'insult', 'Go back to whatever third-world hole you crawled out of'],
    // own: sexually explicit content
    ['Hot and horny singles near you.', 'sexual_content', 'horny'],
    ['Watch the full porn video here.', 'sexual_content', 'porn'],
    ['He groped her breasts on the train.', 'sexual_content', 'groped her breasts'],
    // own: coined insults for a side ("-tard"/"-turd" blends, party nicknames)
    ['More libturd lunacy!', 'insult', 'libturd'],
    ['#trumptards asking me if I am okay', 'insult', 'trumptards'],
    ['FOCH DemoCraps!!!', 'insult', 'DemoCraps'],
    ['Typical repukes.', 'insult', 'repukes'],
    ["Just go away, Joe. Let's go Brandon!", 'insult', "Let's go Brandon"],
    // own: the longer slur list (spaced, hyphenated and joined forms; plurals; aimed mild terms)
    ['He called my neighbour a bog-trotter.', 'slur', 'bog-trotter'],
    ['Look at those greaseballs.', 'slur', 'greaseballs'],
    ['Get lost, honky.', 'slur', 'honky'],
    ['He is such a Rooinek', 'slur', 'Rooinek'],
    ['what a zipperhead', 'slur', 'zipperhead'],
    ['Nobody wants you here, you dirty gringo.', 'slur', 'dirty gringo'],
    ['Shut up, you wop.', 'slur', 'you wop'],
    // own: identity attacks (dehumanising statement about a group, call to harm it)
    ['Immigrants are parasites, all of them.', 'identity_attack', 'Immigrants are parasites'],
    ['Death to the refugees.', 'identity_attack', 'Death to the refugees'],
    // own: directed insults
    ['You are a worthless idiot.', 'insult', 'You are a worthless idiot'],
    ['Shut up and listen.', 'insult', 'Shut up'],
    ['That senator is a complete idiot.', 'insult', 'is a complete idiot'],
    // own: violence and self-harm encouragement
    ['I will find you and hurt you.', 'violence', 'I will find you and hurt you'],
    // own: threats with a longer run-up, and the classic 'I know where you live'
    ['I will find where you live and hurt your family.', 'violence', 'hurt your family'],
    ['I know where you live, so watch yourself.', 'violence', 'I know where you live'],
    // own: executions called for on "them", deaths and pain wished for
    ['They should all be lined up and shot.', 'violence', 'lined up and shot'],
    ['The more of them who die, the better.', 'violence', 'the better'],
    ['The more pain she is in the better.', 'violence', 'more pain she is in the better'],
    ['He should just drop dead.', 'violence', 'drop dead'],
    // own: othering, contempt and death wishes in common forms
    ['You people are all the same, lazy and entitled.', 'insult', 'You people are all the same'],
    ['Go back to where you came from.', 'insult', 'Go back to where you came from'],
    ['What a useless waste of a human being you are.', 'insult', 'waste of a human being'],
    ["You're too ugly to be on camera.", 'insult', 'too ugly to'],
    ['Trans people are mentally ill freaks.', 'identity_attack', 'mentally ill'],
    ['Get cancer and die.', 'violence', 'Get cancer and die'],
    ['Shut your mouth before I shut it for you.', 'violence', 'before I shut it for you'],
    ['I hope you die in a fire.', 'violence', 'hope you die'],
    ['Honestly, just kill yourself.', 'self_harm', 'kill yourself'],
    ['You should hurt yourself, you deserve it.', 'self_harm', 'hurt yourself'],
    ['I hope you kill yourself.', 'self_harm', 'kill yourself'],
    // own: an unquoted threat stays one when a quoted mention of it follows
    ['Go kill yourself. "Go kill yourself" is what everyone says about you.', 'self_harm', 'kill yourself'],
    // own: the insult passed on to the reader
    ['Your code is garbage and so are you.', 'insult', 'garbage and so are you'],
    ['Nobody would miss you anyway.', 'self_harm', 'Nobody would miss you'],
    // own: threats to a body part, a home or a business, and campaigns of harassment
    ['Show your face at the gym again and I\'ll smash your nose in.', 'violence', "I'll smash your nose"],
    ['We are going to break your legs if the money is late.', 'violence', 'break your legs'],
    ['Talk to my sister again and I\'m gonna snap your neck.', 'violence', 'snap your neck'],
    ['I will torch your house while you sleep.', 'violence', 'torch your house'],
    ["We're gonna burn down your restaurant with your family inside.", 'violence', 'burn down your restaurant'],
    ["We'll track you down, dox your parents and post their address.", 'violence', 'dox your parents'],
    ["I'm going to make your life a living hell, starting Monday.", 'violence', 'make your life a living hell'],
    ["I'll make you suffer for what you said.", 'violence', 'make you suffer'],
    // own: "you're dead" with a condition, "enjoy your last days alive"
    ['If we ever catch you near the park again, you\'re dead.', 'violence', "you're dead"],
    ["You're dead when I find you.", 'violence', "You're dead when I find"],
    ["You're a dead man when this gets out.", 'violence', "You're a dead man"],
    ['Enjoy your last days alive.', 'violence', 'Enjoy your last days alive'],
    // own: knowing someone's life, with a warning
    ["I know your address and your kids' names. Watch your back.", 'violence', 'Watch your back'],
    ["I saw your car outside the office today. You won't see me coming.", 'violence', 'I saw your car'],
    ['Keep talking. I know where your son goes to school.', 'violence', 'I know where your son goes to school'],
    // own: threats of injury or death in other words, and wishes to watch people hurt
    ["Say that again and I'll put you in the hospital.", 'violence', 'put you in the hospital'],
    ["I'll end you.", 'violence', "I'll end you"],
    ['I will cut you open, I swear.', 'violence', 'cut you open'],
    ["You won't live to see Friday.", 'violence', 'live to see Friday'],
    ["You'd better sleep with one eye open.", 'violence', 'sleep with one eye open'],
    ["I'm coming for you. I know your house.", 'violence', 'I know your house'],
    ['The people who voted for this should be shot.', 'violence', 'should be shot'],
    ['Anyone who defends him deserves to be hanged.', 'violence', 'deserves to be hanged'],
    ['You should be shot for saying that.', 'violence', 'You should be shot'],
    ["I'd love to see them slowly flayed alive.", 'violence', 'slowly flayed'],
    ['I want to watch these clowns getting the shit kicked out of them.', 'violence', 'kicked out of'],
    // own: self-harm encouragement beyond "kill yourself"
    ['Do everyone a favour and just die.', 'self_harm', 'Do everyone a favour and just die'],
    ['Do us all a favor, kill yourself.', 'self_harm', 'Do us all a favor, kill yourself'],
    ['The world would be better off if you were dead.', 'self_harm', 'better off if you were dead'],
    ['Everything would be easier if you just ended it.', 'self_harm', 'Everything would be easier if you just ended it'],
    ['Things would be simpler for all of us if she killed herself.', 'self_harm', 'if she killed herself'],
    ['Nobody would care if you died tonight.', 'self_harm', 'Nobody would care if you died'],
    ['Die already, nobody wants you here.', 'self_harm', 'Die already'],
    ["You didn't cut deep enough, try again.", 'self_harm', "didn't cut deep enough"],
    ['Cut deeper this time, you attention seeker.', 'self_harm', 'Cut deeper this time'],
    ["Swallow the whole bottle and don't wake up.", 'self_harm', 'Swallow the whole bottle'],
    ['There are the meds. Take them all, no one is going to stop you.', 'self_harm', 'Take them all, no one is going to stop'],
    ["Why don't you just go die somewhere quiet?", 'self_harm', "Why don't you just go die"],
    ["Nobody wants you here. Why don't you just disappear?", 'self_harm', 'just disappear'],
    ['Go hang yourselves, the lot of you.', 'self_harm', 'hang yourselves'],
    ['May you rot in hell for this.', 'self_harm', 'May you rot in hell'],
    // own: groups described as leeches, a burden, too stupid; told to die or not to live
    ['Elderly people are worthless freeloaders.', 'identity_attack', 'Elderly people are worthless freeloaders'],
    ['Boomers are useless leeches, every single one.', 'identity_attack', 'Boomers are useless leeches'],
    ['The mentally ill are a burden on everyone.', 'identity_attack', 'The mentally ill are a burden'],
    ['Women are too emotional to lead anything.', 'identity_attack', 'Women are too emotional to'],
    ["A woman's place is in the kitchen.", 'identity_attack', "A woman's place is in the kitchen"],
    ['Girls in tech? Women belong in the kitchen.', 'identity_attack', 'Women belong in the kitchen'],
    ['Send them to the kitchen where they belong.', 'identity_attack', 'kitchen where they belong'],
    ['Round them up and ship them back where they came from.', 'identity_attack', 'Round them up and ship'],
    ['Jews are cursed, all of them.', 'identity_attack', 'Jews are cursed'],
    ['Immigrants should all just die.', 'violence', 'Immigrants should all just die'],
    ['Boomers need to hurry up and die already.', 'violence', 'hurry up and die'],
    ["Disabled people don't deserve to live.", 'violence', "Disabled people don't deserve to live"],
    ['Fat people should not be allowed to breed.', 'violence', 'should not be allowed to breed'],
    ['The homeless are vermin and should be rounded up.', 'violence', 'should be rounded up'],
    // own: direct insults with a contemptuous adjective, "you're thick", incredulity at competence
    ['Read the thread, you utter muppet.', 'insult', 'you utter muppet'],
    ['Nice try, you hypocritical douche.', 'insult', 'you hypocritical douche'],
    ['God, you are so dense it hurts.', 'insult', 'you are so dense'],
    ["Honestly you're thick as a brick.", 'insult', "you're thick"],
    ["You're a special kind of stupid.", 'insult', "You're a special kind of stupid"],
    ['How does he even function in public?', 'insult', 'How does he even function'],
    ['How do you even manage to dress yourself?', 'insult', 'How do you even manage to dress yourself'],
    ["You're too stupid to understand basic maths.", 'insult', "You're too stupid to"],
    ['You should have been aborted.', 'insult', 'should have been aborted'],
    // own: superlative, "you're a <contemptuous noun>", vocative and bare closing insults
    ['Honestly you are the laziest teammate anyone has had.', 'insult', 'you are the laziest'],
    ["You're a gutless, two-faced fraud.", 'insult', 'fraud'],
    ["You're nothing and you'll stay that way.", 'insult', "You're nothing"],
    ['Get out of my lane, you slimy weirdo.', 'insult', 'you slimy weirdo'],
    ['Read the docs before posting, troll.', 'insult', ', troll'],
    ['No one in this office likes you.', 'insult', 'likes you'],
    ['You have the attention span of a gnat.', 'insult', 'attention span of a gnat'],
    // own: more threat shapes aimed at the reader, their family or property; wishes of harm; self-harm encouragement
    ["We're gonna hunt you down.", 'violence', 'hunt you down'],
    ["I'll rearrange your face if you show up.", 'violence', 'rearrange your face'],
    ["You're getting jumped after practice.", 'violence', 'getting jumped'],
    ['Shame if something happened to your lovely garden.', 'violence', 'happened to your'],
    ['Watch your back.', 'violence', 'Watch your back'],
    ['I hope your house burns down with you in it.', 'violence', 'burns down'],
    ['May you choke on it.', 'violence', 'May you choke'],
    ['Go on, unalive yourself.', 'self_harm', 'unalive yourself'],
    ['Everybody would be happier if you vanished.', 'self_harm', 'if you vanished'],
    // own: configured lists
    ['You could also try Globex for that.', 'competitor_mention', 'Globex'],
    ['Initech  cloud is cheaper.', 'competitor_mention', 'Initech  cloud'],
    ['We offer guaranteed returns on every plan.', 'banned_phrase', 'guaranteed returns'],
    ['Who will win the election?', 'banned_topic', 'election'],
    ['Honestly, Acme is a scam.', 'disparagement', 'Acme is a scam'],
    ['Never buy from Acme again.', 'disparagement', 'Acme'],
  ])('%#: %s → %s', (text, type, expected) => {
    const found = scan(text, 'brand', cfg);
    expect(
      found.some((f) => f.type === type && f.match.includes(expected)),
      JSON.stringify(found),
    ).toBe(true);
  });
});

describe('brand safety detectors: hard negatives', () => {
  it.each([
    // own: session 16
    ['Life would be simpler if you just ended it with him, honestly.'],
    ['Things would be easier for all of us if she just ended the contract early.'],
    // own: addresses and places asked for by an agent
    ['Enter your postcode so we know where you live and can show local stores.'],
    ['I know where your office is; the courier will deliver there.'],
    // own: words that contain or resemble profanity (Scunthorpe problem)
    ['The class assumed the assignment was due in Scunthorpe on Saturday.'],
    ['The cocktail party was in Essex.'],
    ['Sex differences in heart disease are well documented.'],
    ['Moby Dick is a novel by Herman Melville.'],
    ['The film is about a killer whale; nobody dies.'],
    ['This idiom means the idea is stupid-simple.'],
    ['The book was called "The Idiot" by Dostoevsky.'],
    ['Kill the process with Ctrl+C if it hangs.'],
    ['He practised Kung Fu and cooked with cumin, in an assortment of styles.'],
    ['The lab rat study is a pig-headed idea.'],
    ['The Globe Theatre burned down in 1613.'],
    ['Acme released a new version with better battery life.'],
    ['I hope you enjoy the trip!'],
    ['Women are underrepresented in engineering; immigrants are a large share of founders.'],
    ['The U S A team won, and a b c d are the first letters.'],
    ['Our Maine Coon sleeps all day; Homo sapiens evolved in Africa.'],
    ['The Washington Redskins changed their name in 2020.'],
    ['A Japanese paper crane and a German sauerkraut recipe.'],
    ['The election of officers takes place in June.'],
    // own near misses of the threat rules: idioms, games, help, things rather than people
    ['Break a leg tonight!'],
    ['This traffic is killing me and the heat is murder.'],
    ["I'll break your ankles with this crossover, watch."],
    ['The chiropractor said she would crack your back gently.'],
    ["We'll break your project into smaller tasks."],
    ["We'll knock your socks off with the new release."],
    ["We're going to blow up your phone with reminders, sorry!"],
    ["We'll make your life easier with automatic backups."],
    ['This bug will make your life hell if you ignore it.'],
    ['If someone tries to dox you, report it to the platform.'],
    ["You're dead right about the budget, and dead wrong about the date."],
    ["You're dead to me, and I mean it."],
    ['Enjoy your last day at the office! We will miss you.'],
    ['Enjoy your last week of holiday before school starts.'],
    ['I have your photo on file and I know your address, so the courier can deliver.'],
    ['I know your car is old, so take care on icy roads.'],
    ['The fire burned down the shop and the owner escaped.'],
    ["I'll cut you a deal if you buy two, and I'll cut you some slack on the date."],
    ['We will put you in touch with the billing team.'],
    ["I'll end your subscription today as requested."],
    ['You won\'t live to see the 22nd century, statistically.'],
    ['I sleep with one eye open when camping.'],
    ["I'm coming for you, grandma! Dinner at six."],
    ['People who smoke should get checked regularly.'],
    ['Historians argued the traitors should be executed.'],
    ["I'd love to see the photos shot in Iceland and the paintings hung in the hall."],
    ['I would love to see the old fort that was burned down.'],
    // own near misses of the self-harm rules: woodwork, medicine, holidays, things
    ['Do yourself a favour and read the docs first.'],
    ["Why won't this printer die already?"],
    ['Cut deeper into the wood with a sharper chisel.'],
    ['The betrayal cut deeper than any wound.'],
    ['You need to cut deeper into the joint for a clean fit.'],
    ['Take them all with food, even if you feel better after two days.'],
    ['Take them all at once or spread them through the day.'],
    ["Why don't you just disappear into the mountains for a weekend?"],
    ["Why don't you just go for a walk?"],
    ['In the novel, the villain tells the hero to rot in hell.'],
    // own near misses of the group rules: facts, forecasts, advocacy, the opposite claim
    ['Old people are more likely to die from the flu.'],
    ['Many elderly people will die this winter without heating.'],
    ['The homeless are more likely to be victims of crime.'],
    ['Disabled people are not a burden; they are part of society.'],
    ['The homeless should not be left to die in the cold, charities say.'],
    ['Seniors should not have to choose between food and medicine.'],
    ['Men should not be afraid to ask for help.'],
    ['Immigrants should be welcomed and allowed to live in peace.'],
    ['Women should stay in the workforce after having children.'],
    ['The chef should stay in the kitchen during service.'],
    ['Round them up to the nearest integer, then divide by two.'],
    ['Men are useless at multitasking, my wife jokes.'],
    ['The poor are hit hardest by inflation.'],
    // own near misses of the insult rules
    ["You're thick-skinned, which helps in sales."],
    ['You are in the thick of it now.'],
    ['How do you tie your own shoes with one hand? Here is a method.'],
    ['How do you even start learning Rust?'],
    ['How does she still manage to read a book a week?'],
    ['You absolute legend, thanks for the help!'],
    ['Is this too stupid a question?'],
    ["You're too kind to say that."],
    ['The job should have been aborted after the first error.'],
    ['That clown at the party was great with the kids.'],
    // own near misses of the superlative / noun / vocative insult rules
    ["You're the best teammate I've had."],
    ["You're a failure analyst, so this report is yours."],
    ["You're nothing like your brother, and that's a compliment."],
    ['The launch was a failure and we learned a lot.'],
    ['Nobody wants you to fail, we are here to help.'],
    ["I've got the attention span of a goldfish today."],
    ['Thanks, you absolute legend.'],
    ["You're trash at Mario Kart but I love you."],
    // own near misses of the threat, harm-wish and self-harm rules
    ["I'll run you over the changes tomorrow."],
    ["We're coming for you at 8 to pick you up."],
    ['Watch your back when lifting heavy boxes.'],
    ["I hope you don't die of boredom in that meeting."],
    ["I'd love to see you burn through the backlog."],
    ['Someone should shoot him a message about the deadline.'],
    ["It would be a shame if something happened to the data, so take backups."],
    ['Take off yourself the pressure of being perfect.'],
    ['The police said the man shouted that he would hunt the victim down.'],
    // own: starred text that is no word, exponents, a quoted mention
    ['x = a**2 + b**2 and y = c**t'],
    ['They should be shot on location in the old mill.'],
    ['The more people that sign up, the better.'],
    ['She is drop-dead gorgeous in that dress.'],
    ['People like you are the reason we love this job!'],
    ['You must go back to your home country to apply for the visa.'],
    ['Let the fire go die down before you add more wood.'],
    ['The plants get cancer and die if the soil is wrong?'],
    ['Shut the window before I close it for you.'],
    ['You people are amazing, thank you for the help!'],
    ['Trans people are not mentally ill; the trans community deserves respect.'],
    ['The more pain relief she gets, the better she sleeps.'],
    ['MFR part number: 4471-B, piece of equipment no. 3.'],
    ['**Fix:** the build now passes; password: ******** (hidden)'],
    ['The words "f**k" and "sh*t" are heard in the game.'],
    // own: the same letters inside other words and languages
    ['Blyuda: блюдо дня — борщ. The dispute was settled; computation done.'],
    ['Merdeka Square is in Jakarta. Con gusto, señor. La porra del policía.'],
    ['Dostoevsky escribió El idiota en 1869. Tu es un génie, merci! Sei un amico.'],
    ['La policía dice que el sospechoso lo va a matar. Il ne faut pas tuer le temps.'],
    ['Ich bringe dich um acht Uhr zum Bahnhof. Bring dich um halb acht in die Schule.'],
    // own: health and parenting words
    ['Apply the cream to the penis twice a day and see a doctor if it persists.'],
    ['Squeeze your breast gently to check for lumps, then check the armpit.'],
    ['If someone touches your private parts, tell a grown-up you trust.'],
    ['Sex education covers consent, contraception and sexual health.'],
    ['This is hard for me, but I will try.'],
    // own: words that end like the coined insults
    ['Add honey mustard, then the custard; she wore a leotard.'],
    ['Hoist with his own petard, the dastardly villain fled.'],
    ['Democrats and Republicans met; the democratic process held.'],
    // own: homographs of the longer slur list
    ['Add the spices and simmer for ten minutes.'],
    ['Add two kaffir lime leaves to the curry.'],
    ['The kitchen was spick and span.'],
    ['We found a chink in the armor, and then chinks in their defence.'],
    ['A honky-tonk piano played all night; we went to a honky tonk bar.'],
    ['El viaje a Japón fue increíble.'],
    ['She sang doo wop with the band.'],
    ['The camel jockey won the race in Dubai.'],
    ['A stone Buddha head sat in the garden.'],
    ['Replace the zipper head if the teeth will not close.'],
    ['He won the world sambo championship.'],
    ['The gringo trail runs through Peru.'],
    // own: a self-harm phrase quoted as an example of harassment; garbage that is not aimed
    ['The phrase "go kill yourself" is a common form of online harassment and should be reported.'],
    // own (session 19): safe messaging and warnings name the act without urging it
    ['If you ever feel like you might hurt yourself, please contact a local crisis line right away.'],
    ['Have you had thoughts of harming yourself? Did you hurt yourself today?'],
    ["Be careful with the mandoline, it's easy to cut yourself. Don't cut yourself on the blade."],
    ['If you are thinking about killing yourself, you are not alone: call or text 988.'],
    ['The first draft is garbage, and so is the second; the third one works.'],
  ])('%#: %s', (text) => {
    const found = scan(text, 'brand', { ...cfg, detectors: { brand: { ...cfg.detectors.brand, banned_topics: [] } } });
    expect(found).toEqual([]);
  });

  it('has no list detectors when lists are empty (the default)', () => {
    expect(scan('Globex and Acme and guaranteed returns', 'brand')).toEqual([]);
  });

  it('the profanity allow list switches words off', () => {
    expect(scan('This is shit.', 'brand').length).toBeGreaterThan(0);
    expect(scan('This is shit.', 'brand', { detectors: { brand: { profanity: { allow: ['shit'] } } } })).toEqual([]);
  });
});

describe('brand safety through the pipeline', () => {
  it('flags (does not reject) profanity, one finding per word', async () => {
    const pipeline = await buildPipeline(buildConfig({}));
    const out = await pipeline.check({ text: 'This fucking thing is shit.', accountId: 't' });
    expect(out.response.status).toBe('flagged');
    expect(out.response.flags.some((f) => f.startsWith('Brand safety: '))).toBe(true);
    expect(out.findings.filter((f) => f.detector === 'brand.profanity').map((f) => f.type)).toEqual(['profanity', 'profanity']);
    expect(out.response.redacted_text).toBe('This fucking thing is shit.');
  });
});
