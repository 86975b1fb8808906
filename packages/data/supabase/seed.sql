-- Seed content for the ThumbCraft Studio site: a UK-registered agency that designs custom
-- YouTube thumbnails. Applies after the migrations, on a hosted Supabase project (`supabase db
-- reset` / `supabase db seed`) and in the embedded local backend. Plain SQL only.
--
-- Every image URL is site-relative and served from `apps/site/public/images/` (drawn by
-- `tools/demo-images`, `npm run images`; the files are committed). Each 1280 x 720 image of
-- thumbnails/, featured/, case-studies/ and blog/ has 480, 640 and 960 wide copies
-- (`<name>-640.webp`, ...) for srcset, as `apps/site/src/lib/images.ts` lays them out.
--
-- Ids are explicit so links such as "caseStudyLink" = '/portfolio?caseStudy=3' are stable;
-- identity sequences are moved past them at the end of the file.

-- Site assets (docs/requirements.md §2.2: logo and favicon come from here) -----------------
insert into public.site_assets (id, asset_name, asset_url) values
  (1, 'logo_dark_background', '/images/brand/logo.svg'),
  (2, 'favicon', '/images/brand/favicon.svg');

-- Offer banner (§2): two current messages, the second long enough to scroll on a phone; one
-- that ended with its window (Black Friday, until the end of 30 November, London time) and one
-- switched off ---------------------------------------------------------------------------------
insert into public.offers (id, message, is_active, starts_at, ends_at, created_at) values
  (1, 'New here? Your first thumbnail design is free — claim a sample in two minutes', true, null, null, '2026-11-01 09:00:00+00'),
  (2, '🎉 Black Friday: 30% off every Pro Engage and Ultimate Growth plan until 30 November — claim your free sample today and see the difference a thumbnail makes', true, '2026-11-14 09:00:00+00', '2026-12-01 00:00:00+00', '2026-11-14 09:00:00+00'),
  (3, 'Summer sale: 20% off Starter Spark thumbnails (ended 31 August)', false, null, null, '2026-07-01 09:00:00+00'),
  (4, 'Pro Engage and Ultimate Growth plans come with a free YouTube channel banner in your first month — compare the packages or book a free call back to plan yours', true, null, null, '2026-12-01 09:00:00+00');

-- Chat tooltip (§2): the active message replaces the default text ---------------------------
insert into public.whatsapp_tooltips (id, message, is_active, created_at) values
  (1, 'Questions about thumbnails? Chat with us on WhatsApp', true, '2026-10-01 09:00:00+00'),
  (2, 'We are offline until 9am UK time. Leave us a message and we will reply first thing', false, '2026-03-01 09:00:00+00');

-- Home gallery (§2 Home): 14 rows, of which the site asks for 12 (§7) --------------------------
insert into public."HomeThumbnails" (id, image_url, alt_text, created_at) values
  (1, '/images/thumbnails/gaming-100-days-hardcore.webp', 'Gamer in a green headset looks shocked beside a calendar showing day 100 under the words 100 Days Hardcore', '2026-02-03 12:00:00+00'),
  (2, '/images/thumbnails/podcast-nobody-saves.webp', 'Serious podcast guest beside a studio microphone with the words Nobody Saves Any More', '2026-03-05 12:00:00+00'),
  (3, '/images/thumbnails/doc-village-under-reservoir.webp', 'Church spire rising out of a reservoir, circled in red, with the words It''s Still Down There', '2026-04-07 12:00:00+00'),
  (4, '/images/thumbnails/sports-last-minute-winners.webp', 'Delighted fan in a red shirt with a football on a floodlit pitch under the words 90+4 Winners', '2026-05-09 12:00:00+00'),
  (5, '/images/thumbnails/tech-500-pound-pc.webp', 'Surprised builder in glasses next to a glowing PC tower circled in red with the words £500 PC vs Console', '2026-06-11 12:00:00+00'),
  (6, '/images/thumbnails/fitness-10k-steps-30-days.webp', 'Smiling woman with a ponytail beside a red trainer and the words 10,000 Steps for 30 Days', '2026-07-13 12:00:00+00'),
  (7, '/images/thumbnails/lifestyle-capsule-wardrobe.webp', 'Smiling woman beside three T-shirts on a rail with the words 20 Pieces 60 Outfits', '2026-08-15 12:00:00+00'),
  (8, '/images/thumbnails/food-one-tray-sunday-roast.webp', 'Golden roast chicken with vegetables on a platter, circled in red, with the words One Tray Sunday Roast', '2026-09-17 12:00:00+00'),
  (9, '/images/thumbnails/motivation-5am-90-days.webp', 'Startled man in a hoodie with an alarm clock showing 5:00 at sunrise and the words 5AM for 90 Days', '2026-01-19 12:00:00+00'),
  (10, '/images/thumbnails/money-paid-off-18000.webp', 'Delighted woman in a headscarf beside a stack of banknotes with the words £18,000 Debt Gone', '2026-02-21 12:00:00+00'),
  (11, '/images/thumbnails/spiritual-10-minutes-silence.webp', 'Woman with closed eyes beside a lit candle at sunrise with the words 10 Minutes of Silence', '2026-03-23 12:00:00+00'),
  (12, '/images/thumbnails/auto-2000-pound-track-car.webp', 'Red hatchback with racing stripes and number 27 under the words £2,000 Track Car', '2026-04-25 12:00:00+00'),
  (13, '/images/thumbnails/gaming-blindfold-speedrun.webp', 'Grinning streamer wearing a red blindfold next to a stopwatch reading 0:59 and the words World Record?', '2026-05-27 12:00:00+00'),
  (14, '/images/thumbnails/money-side-hustles-2026.webp', 'Man in glasses winking beside a laptop showing a rising chart with the words Side Hustles That Pay', '2026-06-02 12:00:00+00');

-- Case studies (§2 Portfolio): ids 1..6 are the targets of "caseStudyLink" -------------------
insert into public."CaseStudies" (id, client_name, problem, goal, solution, results, image_urls, created_at) values
  (1, 'Pixel Siege',
    'Pixel Siege had 180K subscribers and a loyal live audience, but long-form uploads were stalling at around 4% click-through. Every thumbnail was a gameplay screenshot with small white text, so in a busy Browse feed the videos looked like everybody else''s.',
    'Lift click-through on the weekly challenge series to at least 8% without clickbait, and give the channel a look that viewers recognise before they read the title.',
    'We built a series template around one big reaction face, a single story object (the day counter, the budget PC) and no more than three words. Each upload got two variants, tested for a fortnight with equal impressions, and the winning pattern fed into the next design.',
    'Click-through rose from 4.1% to 9.8% across 12 uploads. Views over 90 days were up 212% and the channel gained 38,400 subscribers. The 100 Days series is now the channel''s most-watched playlist.',
    array['/images/case-studies/pixel-siege-1.webp', '/images/case-studies/pixel-siege-2.webp', '/images/case-studies/pixel-siege-3.webp', '/images/case-studies/pixel-siege-4.webp'],
    '2026-09-18 09:30:00+00'),
  (2, 'The Long Lunch',
    'A weekly interview podcast filmed in a London studio. Guests were strong, but every thumbnail showed two people at a desk with the episode number, so new viewers had no reason to pick one episode over another.',
    'Make each episode sell its own story, keep the show''s identity consistent, and raise views per episode from clips and full episodes alike.',
    'We pulled the sharpest line from each conversation into a three-word hook, cut the guest out as a bold sticker with a real expression, and kept a fixed colour per season so the feed still looked like one show.',
    'Click-through went from 3.2% to 7.9% and views per episode rose 148%. Average view duration also improved by 11%, a sign the new thumbnails promised what the episodes delivered.',
    array['/images/case-studies/the-long-lunch-1.webp', '/images/case-studies/the-long-lunch-2.webp', '/images/case-studies/the-long-lunch-3.webp'],
    '2026-07-02 11:00:00+00'),
  (3, 'Northbound Films',
    'An independent documentary channel with beautiful footage and thumbnails to match, but they were quiet: wide landscape frames that looked stunning full-screen and unreadable at phone size.',
    'Keep the cinematic feel the audience loves while giving every film a single, obvious point of curiosity.',
    'We kept their colour grading and moved every thumbnail to one subject, one question and one hand-drawn call-out, such as the church spire rising out of a reservoir. Text was limited to four words set large enough to read at 160 pixels wide.',
    'Click-through climbed from 5.0% to 9.6%. The reservoir film reached 2.4 million views in its first 30 days, and returning viewers rose 27%.',
    array['/images/case-studies/northbound-films-1.webp', '/images/case-studies/northbound-films-2.webp', '/images/case-studies/northbound-films-3.webp'],
    '2026-04-21 14:15:00+00'),
  (4, 'Ledger & Latte',
    'A UK personal finance channel whose thumbnails were full of charts and fine print. Viewers who found the videos loved them, but too few found them.',
    'Turn dense money topics into single, emotional promises and raise click-through above 10%.',
    'We led with one big number and one outcome (£18,000, DEBT GONE), a confident face and a single physical object. Charts moved into the video itself.',
    'Click-through rose from 4.4% to 11.2% and 90-day views grew 174%. Higher, steadier views let the channel double its sponsorship rate.',
    array['/images/case-studies/ledger-and-latte-1.webp', '/images/case-studies/ledger-and-latte-2.webp'],
    '2026-02-10 10:45:00+00'),
  (5, 'Iron & Oats',
    'A fitness and meal-prep channel run by a personal trainer in Leeds. Thumbnails changed style every week, so the channel had no visual identity and the gym and kitchen videos felt like two different channels.',
    'One recognisable system for training and food content, bright enough to stand out in a crowded niche.',
    'We designed a warm, high-energy palette, a fixed position for the face and a bold object per topic: a dumbbell, a trainer, a lunchbox. Plans and prices always appear as one short, boxed line.',
    'Click-through went from 3.0% to 8.1%, views over 90 days rose 131% and the channel added 22,900 subscribers.',
    array['/images/case-studies/iron-and-oats-1.webp', '/images/case-studies/iron-and-oats-2.webp', '/images/case-studies/iron-and-oats-3.webp'],
    '2025-11-05 08:20:00+00'),
  (6, 'Matchday Rewind',
    'A football highlights and analysis channel competing with official club uploads. Speed mattered, but rushed thumbnails looked generic.',
    'Turnaround inside 24 hours after a match, with thumbnails that feel as urgent as the moment.',
    'We built a reusable pitch-and-floodlight template so every design starts 80% done: the designer adds the moment (90+4''), the reaction and the ball, then it ships the same evening.',
    'Click-through rose from 5.2% to 12.4%. The season''s last-minute winners video reached 860K views in 48 hours and shares rose 64%.',
    array['/images/case-studies/matchday-rewind-1.webp', '/images/case-studies/matchday-rewind-2.webp'],
    '2025-08-14 16:00:00+00');

-- Thumbnail work (§2 Portfolio grid): 24 designs, two in each of the 12 categories -----------
insert into public."Thumbnail_Work" (id, title, category, description, "imageUrl", "altText", stats, "caseStudyLink", created_at) values
  (1, 'I Survived 100 Days in Hardcore Mode', 'Gaming & Live Streams',
    'A series opener for Pixel Siege: a shocked reaction, a day-100 calendar and two words that tell the whole story.',
    '/images/thumbnails/gaming-100-days-hardcore.webp', 'Gamer in a green headset looks shocked beside a calendar showing day 100 under the words 100 Days Hardcore',
    '+212% CTR', '/portfolio?caseStudy=1', '2026-10-28 18:00:00+00'),
  (2, 'Speedrunning the Hardest Level Blindfolded', 'Gaming & Live Streams',
    'Live-stream highlight with a blindfolded grin and a ticking stopwatch: the challenge is clear before the title loads.',
    '/images/thumbnails/gaming-blindfold-speedrun.webp', 'Grinning streamer wearing a red blindfold next to a stopwatch reading 0:59 and the words World Record?',
    '1.2M views in 7 days', '/portfolio?caseStudy=1', '2026-06-12 17:30:00+00'),
  (3, 'Why Nobody Saves Money Any More | Ep. 112', 'Podcasts & Talk Shows',
    'The guest''s strongest line became the hook; the microphone keeps it unmistakably a podcast.',
    '/images/thumbnails/podcast-nobody-saves.webp', 'Serious podcast guest beside a studio microphone with the words Nobody Saves Any More',
    'CTR 4.2% -> 11.3%', '/portfolio?caseStudy=2', '2026-09-03 12:00:00+00'),
  (4, 'The Chef Who Walked Out of a Michelin Kitchen', 'Podcasts & Talk Shows',
    'A knowing wink and a chef''s hat turn a long interview into a story viewers want to hear.',
    '/images/thumbnails/podcast-michelin-walkout.webp', 'Bearded chef in a white hat winks next to a microphone under the words I Walked Out of Michelin',
    '+148% CTR', '/portfolio?caseStudy=2', '2026-03-19 12:00:00+00'),
  (5, 'The Village Under the Reservoir', 'Documentary & Storytelling',
    'One circled church spire above the waterline carries the mystery; the copy only has to ask the question.',
    '/images/thumbnails/doc-village-under-reservoir.webp', 'Church spire rising out of a reservoir, circled in red, with the words It''s Still Down There',
    '2.4M views in 30 days', '/portfolio?caseStudy=3', '2026-05-08 19:00:00+00'),
  (6, 'Britain''s Last Lighthouse Keepers', 'Documentary & Storytelling',
    'Stormy-sea palette, a weathered keeper and the lighthouse beam leading the eye to the title.',
    '/images/thumbnails/doc-last-lighthouse-keepers.webp', 'Bearded lighthouse keeper in front of a red and white lighthouse at dusk with the words The Last Keepers',
    '+96% CTR', '/portfolio?caseStudy=3', '2025-12-02 19:00:00+00'),
  (7, 'Every Last-Minute Winner of the Season', 'Sports & Highlights',
    'The stoppage-time minute is the headline; floodlights and the pitch do the rest.',
    '/images/thumbnails/sports-last-minute-winners.webp', 'Delighted fan in a red shirt with a football on a floodlit pitch under the words 90+4 Winners',
    '860K views in 48 hours', '/portfolio?caseStudy=6', '2026-05-26 21:00:00+00'),
  (8, 'The Sunday League Keeper Who Went Pro', 'Sports & Highlights',
    'An underdog story told in four words, with an arrow pulling the eye to the ball.',
    '/images/thumbnails/sports-sunday-league-to-pro.webp', 'Astonished young player beside a football and a red arrow with the words Sunday League to Pro',
    'CTR 5.0% -> 12.8%', '/portfolio?caseStudy=6', '2025-09-15 18:00:00+00'),
  (9, 'I Built a £500 Gaming PC That Beats a Console', 'Tech & Crypto',
    'Neon grid, RGB tower and a wide-eyed builder: the budget and the rivalry in one glance.',
    '/images/thumbnails/tech-500-pound-pc.webp', 'Surprised builder in glasses next to a glowing PC tower circled in red with the words £500 PC vs Console',
    '+174% CTR', '/portfolio?caseStudy=1', '2026-08-21 16:00:00+00'),
  (10, 'Crypto Wallet Scams: How to Spot Them', 'Tech & Crypto',
    'A warning-red palette and a serious face make a safety video feel urgent without scaremongering.',
    '/images/thumbnails/tech-crypto-wallet-scams.webp', 'Serious presenter in glasses next to a gold coin with the words Scam Alert, Don''t Click This',
    '640K views in 10 days', '/portfolio?caseStudy=4', '2025-10-09 10:00:00+00'),
  (11, '30 Days of 10,000 Steps: What Changed', 'Fitness & Health',
    'Sunny gradient, a big number and a trainer: an achievable challenge anyone can picture.',
    '/images/thumbnails/fitness-10k-steps-30-days.webp', 'Smiling woman with a ponytail beside a red trainer and the words 10,000 Steps for 30 Days',
    '+131% CTR', '/portfolio?caseStudy=5', '2026-04-02 07:00:00+00'),
  (12, 'Beginner Gym Plan: 3 Days a Week', 'Fitness & Health',
    'Cool blues keep it calm and approachable; the dumbbell and the plan length answer the viewer''s first question.',
    '/images/thumbnails/fitness-beginner-gym-plan.webp', 'Smiling bearded coach holding a red dumbbell with the words 3 Days a Week, Beginner Plan',
    '1.1M views in 21 days', '/portfolio?caseStudy=5', '2025-07-21 07:00:00+00'),
  (13, 'Capsule Wardrobe: 20 Pieces, 60 Outfits', 'Lifestyle & Fashion',
    'Soft pastels for a fashion audience, with the maths of the promise set large.',
    '/images/thumbnails/lifestyle-capsule-wardrobe.webp', 'Smiling woman beside three T-shirts on a rail with the words 20 Pieces 60 Outfits',
    'CTR 3.6% -> 9.1%', '/portfolio?caseStudy=5', '2026-02-24 09:00:00+00'),
  (14, 'My Tiny London Flat Makeover for £300', 'Lifestyle & Fashion',
    'The budget sits in the middle in yellow; the sofa shows the room without a cluttered before-and-after.',
    '/images/thumbnails/lifestyle-tiny-flat-makeover.webp', 'Amazed woman with a teal sofa and the words Tiny Flat £300 Makeover',
    '+88% CTR', '/portfolio?caseStudy=5', '2025-06-11 09:00:00+00'),
  (15, 'The Perfect Sunday Roast in One Tray', 'Food & Cooking',
    'Warm browns and a glossy roast fill the frame; no face needed when the food is the star.',
    '/images/thumbnails/food-one-tray-sunday-roast.webp', 'Golden roast chicken with vegetables on a platter, circled in red, with the words One Tray Sunday Roast',
    '2.1M views in 14 days', '/portfolio?caseStudy=5', '2026-01-11 11:00:00+00'),
  (16, '5 Meal-Prep Lunches Under £2', 'Food & Cooking',
    'Fresh greens, a packed lunchbox and the price as the hook.',
    '/images/thumbnails/food-meal-prep-under-2.webp', 'Grinning cook with a hair bun beside a packed lunchbox and the words 5 Lunches Under £2',
    '+163% CTR', '/portfolio?caseStudy=5', '2025-04-17 11:00:00+00'),
  (17, 'I Woke Up at 5am for 90 Days', 'Motivation & Self-Help',
    'A sunrise, a ringing alarm clock and a stunned face make the challenge feel real.',
    '/images/thumbnails/motivation-5am-90-days.webp', 'Startled man in a hoodie with an alarm clock showing 5:00 at sunrise and the words 5AM for 90 Days',
    '+205% CTR', '/portfolio?caseStudy=2', '2026-07-30 05:00:00+00'),
  (18, 'Stop Waiting for Motivation', 'Motivation & Self-Help',
    'Black and yellow, a direct stare and two words: as blunt as the advice in the video.',
    '/images/thumbnails/motivation-stop-waiting.webp', 'Determined man in a black jacket beside a mountain with a flag and the words Stop Waiting',
    '720K views in 7 days', '/portfolio?caseStudy=2', '2025-03-06 08:00:00+00'),
  (19, 'How I Paid Off £18,000 of Debt', 'Business & Money',
    'One number, one outcome, one happy face: the format that doubled Ledger & Latte''s sponsorship rate.',
    '/images/thumbnails/money-paid-off-18000.webp', 'Delighted woman in a headscarf beside a stack of banknotes with the words £18,000 Debt Gone',
    'CTR 4.8% -> 13.2%', '/portfolio?caseStudy=4', '2026-10-06 10:00:00+00'),
  (20, 'Side Hustles That Actually Pay in 2026', 'Business & Money',
    'A night skyline and a rising chart on a laptop suggest ambition without promising overnight riches.',
    '/images/thumbnails/money-side-hustles-2026.webp', 'Man in glasses winking beside a laptop showing a rising chart with the words Side Hustles That Pay',
    '1.6M views in 30 days', '/portfolio?caseStudy=4', '2026-01-27 10:00:00+00'),
  (21, '10 Minutes of Silence Changed My Mornings', 'Spiritual & Religious',
    'Closed eyes, candlelight and a soft dawn gradient: calm is the promise, so calm is the design.',
    '/images/thumbnails/spiritual-10-minutes-silence.webp', 'Woman with closed eyes beside a lit candle at sunrise with the words 10 Minutes of Silence',
    '+119% CTR', '/portfolio?caseStudy=2', '2025-11-20 06:30:00+00'),
  (22, 'A Week at a Silent Monastery in the Highlands', 'Spiritual & Religious',
    'Highland peaks and a lit monastery set the scene; the challenge sits on top in four words.',
    '/images/thumbnails/spiritual-silent-monastery.webp', 'Bearded man with closed eyes in front of mountains and a monastery, circled in red, with the words 7 Days No Talking',
    '930K views in 14 days', '/portfolio?caseStudy=2', '2025-05-14 06:30:00+00'),
  (23, 'Restoring a Barn-Find Mini in 30 Days', 'Automotive',
    'The rust is the story: an arrow points straight at it, and the deadline makes it a challenge.',
    '/images/thumbnails/auto-barn-find-mini.webp', 'Rusty green classic car with a red arrow pointing at a rust patch and the words Barn Find Restored in 30 Days',
    '+142% CTR', '/portfolio?caseStudy=3', '2026-08-05 15:00:00+00'),
  (24, 'Track Day in a £2,000 Car', 'Automotive',
    'Racing red, a tilted car and a lap-record tease for a budget motorsport episode.',
    '/images/thumbnails/auto-2000-pound-track-car.webp', 'Red hatchback with racing stripes and number 27 under the words £2,000 Track Car',
    '1.3M views in 10 days', '/portfolio?caseStudy=6', '2025-08-30 15:00:00+00');

-- Featured before/after pairs (§7: newest 5 are shown, so the oldest of these six is not) ----
insert into public."FeaturedPortfolio" (id, title, category, before_image_url, before_alt_text, after_image_url, after_alt_text, description, stats, created_at) values
  (1, 'Budget Travel Vlog Rebrand', 'Lifestyle & Fashion',
    '/images/featured/budget-travel-vlog-before.webp', 'Grey original thumbnail with a small caption reading My trip to Lisbon',
    '/images/featured/budget-travel-vlog-after.webp', 'Redesigned thumbnail with a grinning traveller, a pound coin and the words Lisbon on £20 a Day',
    'A travel vlogger''s holiday snapshot became a clear promise: the city, the daily budget and a face that sells the fun.',
    'CTR 3.1% -> 9.4%', '2026-10-14 10:00:00+00'),
  (2, 'Personal Finance Explainers', 'Business & Money',
    '/images/featured/finance-explainers-before.webp', 'Blue-grey original thumbnail with the small caption ISA vs pension explained',
    '/images/featured/finance-explainers-after.webp', 'Redesigned thumbnail with a knowing presenter in glasses, a pound coin and the words ISA or Pension?',
    'A plain slide title turned into the question viewers actually type: ISA or pension?',
    'CTR 4.0% -> 11.6%', '2026-08-29 10:00:00+00'),
  (3, 'Home-Cook Channel Refresh', 'Food & Cooking',
    '/images/featured/home-cook-refresh-before.webp', 'Beige original thumbnail with the small caption How I make roast potatoes',
    '/images/featured/home-cook-refresh-after.webp', 'Redesigned thumbnail with an amazed chef, a roast on a platter and the words Crispiest Roasties Ever?',
    'From a beige kitchen shot to a warm, appetising promise with a playful challenge in the copy.',
    'CTR 2.9% -> 7.9%', '2026-07-11 10:00:00+00'),
  (4, 'Marathon Training Diary', 'Fitness & Health',
    '/images/featured/marathon-diary-before.webp', 'Mauve original thumbnail with the small caption Marathon training week 12',
    '/images/featured/marathon-diary-after.webp', 'Redesigned thumbnail with a beaming runner at sunrise, a blue trainer and the words My First Marathon',
    'A training log reframed as a milestone, with a sunrise and a bright trainer to carry the emotion.',
    'CTR 2.2% -> 6.8%', '2026-05-20 10:00:00+00'),
  (5, 'Survival Series Relaunch', 'Gaming & Live Streams',
    '/images/featured/survival-series-before.webp', 'Olive original thumbnail with the small caption Survival series episode 14',
    '/images/featured/survival-series-after.webp', 'Redesigned thumbnail with a winking gamer in a pink headset, a controller and the words I Trapped My Friends',
    'Episode numbers do not make anyone click. A mischievous wink and a story hook do.',
    'CTR 2.4% -> 8.7%', '2026-03-03 10:00:00+00'),
  (6, 'True-Crime Podcast Relaunch', 'Podcasts & Talk Shows',
    '/images/featured/true-crime-podcast-before.webp', 'Grey original thumbnail with the small caption True crime podcast ep 37, the locksmith case',
    '/images/featured/true-crime-podcast-after.webp', 'Redesigned thumbnail with a serious host, a microphone and the words The Missing Locksmith',
    'A dark, tense palette and a single boxed word gave each case its own identity.',
    'CTR 3.8% -> 10.2%', '2025-12-15 10:00:00+00');

-- Team (§2 About; role and bio carry simple markup, sanitised by the site) ---------------------
insert into public."Team" (id, name, role, bio, image_url, alt_text, created_at) values
  (1, 'Aisha Rahman', '<strong>Founder</strong> &amp; Creative Director',
    '<p>Aisha started designing thumbnails for friends'' gaming channels in 2017 and founded ThumbCraft Studio to do it properly. She still reviews <em>every</em> design before it reaches a client.</p><p>Before YouTube she spent six years in packaging design, which is where she learnt that you have about a second to earn a look.</p>',
    '/images/team/aisha-rahman.webp', 'Illustrated portrait of Aisha Rahman, smiling, wearing a navy headscarf and a dark jacket', '2025-01-06 09:00:00+00'),
  (2, 'Tom Whitfield', 'Head of Design',
    '<p>Tom leads the design team and owns our templates for series work. He has designed for channels from 5K to 5M subscribers and is happiest with a tricky brief and a tight deadline.</p><p>Off the clock he is restoring a 1972 Mini, slowly. His tips on <a href="/blog/thumbnail-mistakes-small-channels-make">common thumbnail mistakes</a> are required reading for new clients.</p>',
    '/images/team/tom-whitfield.webp', 'Illustrated portrait of Tom Whitfield, grinning, with a beard and a pink T-shirt', '2025-01-07 09:00:00+00'),
  (3, 'Priya Nair', 'Senior Thumbnail Designer <em>(gaming &amp; tech)</em>',
    '<p>Priya specialises in gaming, tech and live-stream artwork. She plays most of the games she designs for, which helps when a streamer says "you know, <em>that</em> moment".</p>',
    '/images/team/priya-nair.webp', 'Illustrated portrait of Priya Nair, smiling, with long dark hair and glasses', '2025-01-08 09:00:00+00'),
  (4, 'Daniel Okafor', 'Illustrator &amp; Retoucher',
    '<p>Daniel handles cut-outs, retouching and custom illustration. If a thumbnail needs a face to look <strong>genuinely</strong> surprised rather than pulled into shape, he is the one who makes it work.</p>',
    '/images/team/daniel-okafor.webp', 'Illustrated portrait of Daniel Okafor, smirking, in a yellow hoodie', '2025-01-09 09:00:00+00'),
  (5, 'Sophie Clarke', 'Client Success Manager',
    '<p>Sophie is your first point of contact. She turns briefs into clear instructions, keeps revisions moving and makes sure every package delivers what it promised.</p><p>Book a call with her from the <a href="/contact">contact page</a>.</p>',
    '/images/team/sophie-clarke.webp', 'Illustrated portrait of Sophie Clarke, grinning, with blonde hair in a bun', '2025-01-10 09:00:00+00'),
  (6, 'Marcus Lee', 'A/B Testing &amp; Analytics Lead',
    '<p>Marcus runs thumbnail tests and the monthly performance reviews in our <strong>Ultimate Growth</strong> package. He reads click-through curves the way other people read the news.</p>',
    '/images/team/marcus-lee.webp', 'Illustrated portrait of Marcus Lee, smiling, wearing glasses and a dark jacket', '2025-01-11 09:00:00+00'),
  (7, 'Ellie Morgan', 'Junior Designer',
    '<p>Ellie joined us from a design degree in Manchester and focuses on food, lifestyle and fitness channels. Her colour palettes have a habit of becoming a channel''s signature.</p>',
    '/images/team/ellie-morgan.webp', 'Illustrated portrait of Ellie Morgan, grinning, with curly red hair', '2025-01-12 09:00:00+00'),
  (8, 'James O''Connor', 'Motion &amp; Banner Designer',
    '<p>James designs the channel banners included in <strong>Pro Engage</strong> and adapts thumbnails into animated end screens and Shorts covers.</p>',
    '/images/team/james-oconnor.webp', 'Illustrated portrait of James O''Connor, smiling, with a beard and a teal hoodie', '2025-01-13 09:00:00+00'),
  (9, 'Zara Hussain', 'Thumbnail Designer <em>(lifestyle &amp; food)</em>',
    '<p>Zara brings a magazine eye to lifestyle, fashion and food channels. She is the person to ask when a thumbnail needs to look <em>delicious</em>.</p>',
    '/images/team/zara-hussain.webp', 'Illustrated portrait of Zara Hussain, grinning, with a dark bob and a purple T-shirt', '2025-01-14 09:00:00+00'),
  (10, 'Ben Carter', 'Operations &amp; Delivery',
    '<p>Ben keeps the studio running: schedules, deadlines, invoices and the 24-hour delivery promise. If a file is late, he wants to know why before you do.</p>',
    '/images/team/ben-carter.webp', 'Illustrated portrait of Ben Carter, smiling, wearing glasses and a white shirt', '2025-01-15 09:00:00+00');

-- Testimonials (§2: first five by date in the carousel, the rest in the grid) -----------------
insert into public.testimonials (id, name, role, comment, stars, image_url, alt_text, created_at) values
  (1, 'Jake Holloway', 'Gaming creator, Pixel Siege',
    '<p>Our click-through doubled in the first month. The team understood the channel straight away and the <strong>100 Days</strong> template still carries the series.</p>',
    5, '/images/testimonials/jake-holloway.webp', 'Illustrated avatar of Jake Holloway wearing a gaming headset', '2024-12-04 10:15:00+00'),
  (2, 'Amara Osei', 'Host, The Long Lunch podcast',
    '<p>I used to dread making thumbnails for every episode. Now I send a timestamp and a line from the guest, and what comes back is better than anything I would have made.</p>',
    5, '/images/testimonials/amara-osei.webp', 'Illustrated avatar of Amara Osei', '2025-02-18 14:40:00+00'),
  (3, 'Liam Fraser', 'Director, Northbound Films',
    '<p>They kept the cinematic look we care about and still made our films readable on a phone. One revision round took longer than I expected, but the result was worth it.</p>',
    4, '/images/testimonials/liam-fraser.webp', 'Illustrated avatar of Liam Fraser', '2025-04-09 09:05:00+00'),
  (4, 'Hannah Price', 'Lifestyle creator',
    '<p>The free sample sold me. The <em>capsule wardrobe</em> thumbnail is the best-performing video I have ever made.</p>',
    5, '/images/testimonials/hannah-price.webp', 'Illustrated avatar of Hannah Price', '2025-06-23 16:30:00+00'),
  (5, 'Rohan Mehta', 'Tech reviewer',
    '<p>Good designs and fair prices. The first concept missed the tone of my channel, so expect to give detailed feedback early on. After that it was smooth.</p>',
    3, '/images/testimonials/rohan-mehta.webp', 'Illustrated avatar of Rohan Mehta', '2025-08-11 11:20:00+00'),
  (6, 'Chloe Bennett', 'Co-founder, Iron & Oats',
    '<p>Our gym videos and recipe videos finally look like they belong to the same channel. Subscribers keep telling us they recognise our thumbnails in their feed.</p>',
    5, '/images/testimonials/chloe-bennett.webp', 'Illustrated avatar of Chloe Bennett', '2025-10-02 08:45:00+00'),
  (7, 'Samuel Adeyemi', 'Finance educator, Ledger & Latte',
    '<p>Click-through went from about 4% to over 11%. The brief call with Sophie was the most useful 20 minutes I have spent on the channel. <a href="/portfolio?caseStudy=4">Read our case study</a>.</p>',
    5, '/images/testimonials/samuel-adeyemi.webp', 'Illustrated avatar of Samuel Adeyemi', '2025-12-15 13:10:00+00'),
  (8, 'Megan Doyle', 'Home cook and food vlogger',
    '<p>Fast, friendly and genuinely creative. I would love a slightly quicker weekend turnaround, but the designs themselves are brilliant.</p>',
    4, '/images/testimonials/megan-doyle.webp', 'Illustrated avatar of Megan Doyle', '2026-02-06 17:55:00+00'),
  (9, 'Yusuf Karim', 'Football analysis, Matchday Rewind',
    '<p>Match ends at ten, thumbnail is with me before midnight, and it is <strong>good</strong>. That turnaround changed what we can publish.</p>',
    5, '/images/testimonials/yusuf-karim.webp', 'Illustrated avatar of Yusuf Karim', '2026-04-28 20:30:00+00'),
  (10, 'Grace Whitmore', 'Mindfulness teacher',
    '<p>I worried bold thumbnails would feel wrong for a calm channel. They found a style that is gentle and still stands out.</p>',
    5, '/images/testimonials/grace-whitmore.webp', 'Illustrated avatar of Grace Whitmore', '2026-06-17 07:40:00+00'),
  (11, 'Ollie Turner', 'Car restoration channel',
    '<p>The rust-arrow thumbnail for my barn-find Mini did numbers I did not think were possible for a small channel. Great value on the <em>Pro Engage</em> plan.</p>',
    4, '/images/testimonials/ollie-turner.webp', 'Illustrated avatar of Ollie Turner wearing a yellow beanie', '2026-08-26 12:25:00+00'),
  (12, 'Fatima Ali', 'Personal finance creator',
    '<p>Professional from the first message to the final files. The A/B variations alone paid for the package.</p>',
    5, '/images/testimonials/fatima-ali.webp', 'Illustrated avatar of Fatima Ali wearing a purple headscarf', '2026-11-03 15:00:00+00');

-- Blog (§2: newest post is featured; content is markup, sanitised by the site) ----------------
insert into public.blogs (id, title, slug, meta_description, content, image_url, alt_text, keywords, created_at) values
  (1, 'How to Design YouTube Thumbnails That Get Clicks', 'how-to-design-youtube-thumbnails-that-get-clicks',
    'A practical, step-by-step guide to designing YouTube thumbnails that earn the click: one idea, a readable face, three words and colours that stand out in the feed.',
    '<p>Your thumbnail is the first thing a viewer judges, usually in less than a second and usually on a phone. A great video with a forgettable thumbnail simply does not get watched. Here is the process we use at ThumbCraft Studio for every design.</p>
<h2>1. Start with one idea</h2>
<p>Before opening any software, write down the single thing the video promises. Not three things: one. If you cannot say it in a short sentence, the thumbnail will not say it either.</p>
<blockquote><p>A thumbnail is not a summary of the video. It is the reason to watch it.</p></blockquote>
<h2>2. Build the frame around a focal point</h2>
<p>Every strong thumbnail has one place the eye lands first. That is usually a face with a clear emotion or a single object that carries the story, such as the day counter on our <a href="/portfolio">100 Days Hardcore</a> design.</p>
<img src="/images/thumbnails/gaming-100-days-hardcore-640.webp" alt="Example thumbnail: a shocked gamer in a headset beside a day 100 calendar" width="640" height="360">
<h3>Checklist for the focal point</h3>
<ul>
<li>Big enough to read at 160 pixels wide.</li>
<li>Separated from the background by an outline, a glow or contrast.</li>
<li>Pointing, looking or leaning towards the text.</li>
</ul>
<h2>3. Use three words or fewer</h2>
<p>The title already explains the video. The thumbnail text should add curiosity or emotion, not repeat the title. We cover this in depth in <a href="/blog/thumbnail-text-less-is-more">Fewer Words, More Clicks</a>.</p>
<h2>4. Pick colours for the feed, not the canvas</h2>
<p>Look at your niche''s Browse feed and choose colours that nobody else is using. YouTube''s interface is white or near-black, so saturated yellows, reds and cyans stand out in both themes.</p>
<h2>5. Test before you commit</h2>
<ol>
<li>Export two variants that differ in one thing only.</li>
<li>Run them against each other with equal impressions.</li>
<li>Keep the winner and note why it won.</li>
</ol>
<p>YouTube''s own advice on <a href="https://support.google.com/youtube/answer/72431" target="_blank" rel="noopener noreferrer">adding video thumbnails</a> covers the technical side. If you would rather hand the design over, <a href="/packages">see our packages</a> or claim a free sample.</p>',
    '/images/blog/how-to-design-youtube-thumbnails-that-get-clicks.webp', 'Blog cover: a video card with a bold gaming thumbnail and a mouse pointer, beside the words Thumbnails That Get Clicks',
    array['youtube thumbnails', 'click-through rate', 'thumbnail design', 'youtube growth'], '2026-11-12 09:00:00+00'),
  (2, 'A/B Testing Thumbnails: A Practical Guide', 'youtube-thumbnail-ab-testing-guide',
    'How to A/B test YouTube thumbnails properly: what to change, how long to run a test, which numbers to trust and how to turn results into a repeatable style.',
    '<p>Guessing which thumbnail will win is fun. Knowing is better. A/B testing shows each variant to comparable viewers so that you can see which one really performs.</p>
<h2>What to test</h2>
<p>Change one variable at a time, otherwise you will not know why a variant won.</p>
<ul>
<li><strong>Text:</strong> a number against a question, or three words against none.</li>
<li><strong>Face:</strong> surprised against confident, or face against no face.</li>
<li><strong>Colour:</strong> warm background against cool background.</li>
</ul>
<h2>How long to run a test</h2>
<p>Give a test at least a week, and longer for smaller channels. Early results swing wildly because the first viewers are your most loyal subscribers, who would click anyway.</p>
<blockquote><p>The most expensive test is the one you stop on day two because the graph looked exciting.</p></blockquote>
<h2>Which numbers to trust</h2>
<p>Click-through rate tells you which thumbnail earns the click. Watch time tells you whether the thumbnail promised what the video delivers. YouTube''s built-in Test &amp; Compare tool (see the <a href="https://support.google.com/youtube/" target="_blank" rel="noopener noreferrer">YouTube Help Centre</a>) judges on watch time share, which protects you from clickbait that viewers abandon.</p>
<img src="/images/case-studies/pixel-siege-2.webp" alt="A/B test board comparing two gaming thumbnails: variant B won with 9.8% click-through" width="1280" height="720">
<h3>Our testing routine</h3>
<ol>
<li>Design two variants with one clear difference.</li>
<li>Run the test for 7 to 14 days.</li>
<li>Record the winner and the reason in a simple spreadsheet.</li>
<li>After ten tests, look for patterns: those patterns become your channel''s style.</li>
</ol>
<p>Every <a href="/packages">Pro Engage</a> order includes one set of A/B variations. Read how testing shaped the <a href="/portfolio?caseStudy=1">Pixel Siege case study</a>.</p>',
    '/images/blog/youtube-thumbnail-ab-testing-guide.webp', 'Blog cover: two versions of the same finance thumbnail labelled A and B',
    array['a/b testing', 'thumbnail testing', 'test and compare', 'click-through rate', 'youtube analytics'], '2026-10-01 09:00:00+00'),
  (3, 'Colour Psychology for YouTube Thumbnails', 'colour-psychology-for-youtube-thumbnails',
    'Which colours make viewers stop scrolling? How to choose thumbnail colours by niche, contrast and emotion, with examples from real client work.',
    '<p>Colour is the first thing a viewer registers, before faces and long before words. Used well, it tells people what kind of video this is and makes your thumbnail impossible to miss.</p>
<h2>What colours communicate</h2>
<ul>
<li><strong>Red and black:</strong> urgency, warnings, drama. Great for true crime and scam alerts.</li>
<li><strong>Yellow:</strong> energy and attention. Our favourite highlight colour for text.</li>
<li><strong>Green:</strong> money, health, growth.</li>
<li><strong>Soft pastels:</strong> calm, lifestyle, fashion.</li>
<li><strong>Neon purple and cyan:</strong> gaming and tech.</li>
</ul>
<h2>Contrast beats everything</h2>
<p>A beautiful palette fails if the subject blends into the background. Put light subjects on dark backgrounds and dark subjects on light ones, and outline faces and objects so they pop. The same principle sits behind the web''s <a href="https://www.w3.org/WAI/WCAG21/Understanding/contrast-minimum.html" target="_blank" rel="noopener noreferrer">contrast guidelines</a>.</p>
<img src="/images/thumbnails/tech-crypto-wallet-scams-640.webp" alt="Example thumbnail in red and black with the words Scam Alert" width="640" height="360">
<blockquote><p>Do not ask which colour is best. Ask which colour nobody else in your niche is using this week.</p></blockquote>
<h3>A quick exercise</h3>
<ol>
<li>Search your topic on YouTube and screenshot the results page.</li>
<li>Blur the screenshot and note the dominant colours.</li>
<li>Pick a colour that is missing and build your next thumbnail around it.</li>
</ol>
<p>See how colour shapes each category in <a href="/portfolio">our portfolio</a>, or read <a href="/blog/how-to-design-youtube-thumbnails-that-get-clicks">our full design process</a>.</p>',
    '/images/blog/colour-psychology-for-youtube-thumbnails.webp', 'Blog cover: a fan of colour swatches from red to violet beside the words Colour That Stops the Scroll',
    array['colour psychology', 'thumbnail colours', 'contrast', 'branding'], '2026-08-14 09:00:00+00'),
  (4, 'Do Faces in Thumbnails Still Work in 2026?', 'do-faces-in-thumbnails-still-work',
    'Faces have dominated YouTube thumbnails for a decade. Do they still earn clicks? When a face helps, when it hurts and how to use expressions honestly.',
    '<p>The shocked face with an open mouth became a YouTube cliché years ago. Yet faces are still on most of the thumbnails that win. So what is going on?</p>
<h2>Why faces work</h2>
<p>People are wired to notice faces and read emotions instantly. A clear expression tells viewers how to feel about the video before they read a word.</p>
<h2>When a face helps</h2>
<ul>
<li>Personality-led channels, where viewers come for you.</li>
<li>Reactions, challenges and stories with an emotional turn.</li>
<li>Podcasts, where the guest is the draw.</li>
</ul>
<h2>When a face gets in the way</h2>
<ul>
<li>Food, cars and products, when the object is the star.</li>
<li>Documentaries, where a place or a mystery is more intriguing than a presenter.</li>
</ul>
<img src="/images/thumbnails/food-one-tray-sunday-roast-640.webp" alt="Example thumbnail with no face: a glossy roast on a platter" width="640" height="360">
<blockquote><p>Use the expression you would actually make at the best moment of the video. Viewers can tell when it is fake.</p></blockquote>
<h3>Our rules for faces</h3>
<ol>
<li>One face, large, looking towards the text or the object.</li>
<li>An emotion that matches the video, not the loudest one available.</li>
<li>A clean outline so the face separates from the background.</li>
</ol>
<p>For what is working on the platform right now, follow the official <a href="https://blog.youtube/" target="_blank" rel="noopener noreferrer">YouTube blog</a>, and browse <a href="/portfolio">our portfolio</a> for both approaches.</p>',
    '/images/blog/do-faces-in-thumbnails-still-work.webp', 'Blog cover: an illustrated surprised face with a speech bubble containing a question mark',
    array['faces in thumbnails', 'reaction face', 'thumbnail design', 'youtube trends'], '2026-06-03 09:00:00+00'),
  (5, 'Thumbnail Text: Why Fewer Words Win', 'thumbnail-text-less-is-more',
    'Long thumbnail text is unreadable on phones and repeats the title. How to cut thumbnail copy to three words or fewer, with before-and-after examples.',
    '<p>On a phone, a thumbnail in the Home feed is only a few centimetres wide. Any word that cannot be read at that size is noise.</p>
<h2>The title and the thumbnail are a team</h2>
<p>Your title explains the video. Your thumbnail text should add the part the title leaves out: the emotion, the number, the twist. Never repeat the title word for word.</p>
<h3>Before and after</h3>
<ul>
<li><em>Before:</em> "How I finally paid off my student loan and credit card debt in 3 years (full story + tips)"</li>
<li><em>After:</em> "£18,000 DEBT GONE"</li>
</ul>
<img src="/images/thumbnails/money-paid-off-18000-640.webp" alt="Example thumbnail with the words £18,000 Debt Gone" width="640" height="360">
<blockquote><p>If you need a full sentence to make the thumbnail work, the idea is not strong enough yet.</p></blockquote>
<h2>How to cut your copy</h2>
<ol>
<li>Write everything you want to say.</li>
<li>Delete every word the title already says.</li>
<li>Delete every word the image already shows.</li>
<li>Make what is left as big as the layout allows.</li>
</ol>
<p>Fonts matter too: heavy, wide letters stay readable when small. Google''s <a href="https://fonts.google.com/knowledge" target="_blank" rel="noopener noreferrer">typography knowledge base</a> is a good primer. For more, read about <a href="/blog/colour-psychology-for-youtube-thumbnails">colour</a> or <a href="/contact">ask us for a review</a>.</p>',
    '/images/blog/thumbnail-text-less-is-more.webp', 'Blog cover: a long crossed-out caption above a bold yellow card reading Debt Gone',
    array['thumbnail text', 'copywriting', 'mobile design', 'click-through rate'], '2026-04-08 09:00:00+00'),
  (6, 'YouTube Thumbnail Size and Specs: The 2026 Checklist', 'youtube-thumbnail-size-and-specs',
    'The right size, ratio, file type and safe areas for YouTube thumbnails, plus the checks we run before every delivery.',
    '<p>Technical mistakes are the easiest to avoid and the most annoying to discover after publishing. Here is the checklist we run on every file we deliver.</p>
<h2>The essentials</h2>
<ul>
<li><strong>Size:</strong> 1280 × 720 pixels (minimum width 640 pixels).</li>
<li><strong>Ratio:</strong> 16:9, the same as the player.</li>
<li><strong>Format:</strong> JPG or PNG.</li>
<li><strong>File size:</strong> keep it under 2 MB so it uploads everywhere without fuss.</li>
</ul>
<p>Check the current rules in YouTube''s help article on <a href="https://support.google.com/youtube/answer/72431" target="_blank" rel="noopener noreferrer">custom thumbnails</a>; your account may need to be verified first.</p>
<h2>Safe areas</h2>
<p>The video length badge covers the bottom-right corner, and on some surfaces a progress bar runs along the bottom. Keep faces and text away from both.</p>
<img src="/images/thumbnails/doc-village-under-reservoir-640.webp" alt="Example thumbnail with the headline kept clear of the bottom-right corner" width="640" height="360">
<h3>Our pre-delivery checklist</h3>
<ol>
<li>View the thumbnail at 160 pixels wide. Can you still read it?</li>
<li>Check it on a white and a dark background.</li>
<li>Check nothing important sits under the time badge.</li>
<li>Export at 1280 × 720 and confirm the file size.</li>
</ol>
<blockquote><p>Design big, check small. Most viewers will never see your thumbnail larger than a playing card.</p></blockquote>
<p>All our <a href="/packages">packages</a> deliver high-resolution JPG and PNG files that pass this checklist.</p>',
    '/images/blog/youtube-thumbnail-size-and-specs.webp', 'Blog cover: a 16:9 frame labelled 1280 by 720 pixels with format badges',
    array['thumbnail size', 'youtube specs', '1280x720', 'file format'], '2026-01-20 09:00:00+00'),
  (7, '7 Thumbnail Mistakes Small Channels Make', 'thumbnail-mistakes-small-channels-make',
    'The seven most common thumbnail mistakes we see on small YouTube channels, and a quick fix for each one.',
    '<p>We review hundreds of thumbnails from small channels every year. The same mistakes come up again and again, and every one of them is easy to fix.</p>
<h2>The seven mistakes</h2>
<ol>
<li><strong>Screenshots instead of designs.</strong> A paused frame is rarely the most interesting image. Build the moment instead.</li>
<li><strong>Too much text.</strong> Three words or fewer. See <a href="/blog/thumbnail-text-less-is-more">why fewer words win</a>.</li>
<li><strong>Low contrast.</strong> If the subject blends into the background, it disappears in the feed.</li>
<li><strong>Tiny faces.</strong> A face smaller than a thumbnail''s third tells viewers nothing.</li>
<li><strong>No consistency.</strong> Viewers should recognise your channel before they read your name.</li>
<li><strong>Clickbait.</strong> Promising something the video does not deliver hurts watch time and trust.</li>
<li><strong>Never testing.</strong> Without tests, you are guessing.</li>
</ol>
<img src="/images/featured/true-crime-podcast-before.webp" alt="Example of a weak thumbnail: a small caption on a flat grey background" width="1280" height="720">
<h2>Where to start</h2>
<p>Fix contrast and text first: they give the biggest improvement for the least effort. Then pick a consistent style and test variations within it.</p>
<blockquote><p>Small channels do not need fancier thumbnails. They need clearer ones.</p></blockquote>
<h3>Further reading</h3>
<ul>
<li><a href="/blog/how-to-design-youtube-thumbnails-that-get-clicks">How to design thumbnails that get clicks</a></li>
<li><a href="/blog/youtube-thumbnail-ab-testing-guide">A/B testing thumbnails</a></li>
<li>YouTube''s <a href="https://www.youtube.com/creators/" target="_blank" rel="noopener noreferrer">Creators hub</a></li>
</ul>
<p>Want a second opinion? <a href="/contact">Send us your channel</a> and we will suggest three quick wins.</p>',
    '/images/blog/thumbnail-mistakes-small-channels-make.webp', 'Blog cover: a dull podcast thumbnail circled in red with a red cross',
    array['thumbnail mistakes', 'small youtube channel', 'youtube tips', 'thumbnail design'], '2025-10-22 09:00:00+00');

-- Move every identity sequence past the explicit ids ---------------------------------------
select setval(pg_get_serial_sequence('public.site_assets', 'id'), (select max(id) from public.site_assets));
select setval(pg_get_serial_sequence('public.offers', 'id'), (select max(id) from public.offers));
select setval(pg_get_serial_sequence('public.whatsapp_tooltips', 'id'), (select max(id) from public.whatsapp_tooltips));
select setval(pg_get_serial_sequence('public."HomeThumbnails"', 'id'), (select max(id) from public."HomeThumbnails"));
select setval(pg_get_serial_sequence('public."CaseStudies"', 'id'), (select max(id) from public."CaseStudies"));
select setval(pg_get_serial_sequence('public."Thumbnail_Work"', 'id'), (select max(id) from public."Thumbnail_Work"));
select setval(pg_get_serial_sequence('public."FeaturedPortfolio"', 'id'), (select max(id) from public."FeaturedPortfolio"));
select setval(pg_get_serial_sequence('public."Team"', 'id'), (select max(id) from public."Team"));
select setval(pg_get_serial_sequence('public.testimonials', 'id'), (select max(id) from public.testimonials));
select setval(pg_get_serial_sequence('public.blogs', 'id'), (select max(id) from public.blogs));

-- The seed is in place before the site's first build: no content change waits for a rebuild
-- (migration 20261202000050_site_rebuilds.sql).
update private.site_rebuild set pending_since = null, changed_at = null;
