"""df19 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- dark/light themes: following the system preference, toggles, the white flash ----
EGGHEAD = GH + "skillrecordings/egghead-next/pull/369"
VIVARIA = GH + "METR/vivaria/pull/702"
TALEHUGO = GH + "EmielH/tale-hugo/issues/70"
DRAWBANG = GH + "potomak/drawbang/issues/110"
WRCOMMIT = GH + "wrporter/commit/issues/7"
TOPGG = GH + "top-gg/issues/issues/54"
BLONDE = GH + "opera7133/Blonde/issues/45"
LLITGI = GH + "xmollv/Llitgi/issues/41"
ANUBIS = GH + "Mitrichius/hugo-theme-anubis/issues/139"
WDN = GH + "unl/wdntemplates/issues/1461"
PRESSURE = GH + "DirtDiglett/Pressure2/issues/7"
OXIDIZED = GH + "BreeceW/Oxidized/issues/20"
STARDEV = GH + "oliyh/stardev-feedback/issues/10"
GOACCESS = GH + "allinurl/goaccess/pull/2091"
FLASHY = GH + "Crazy-Marvin/Flashy/pull/60"
EMBERTOGGLE = GH + "knownasilya/ember-toggle/issues/140"
ELEMENTAL = GH + "ElementalCode/elemental/issues/87"
# ---- word counts and reading-time estimates ----
SUITEDOCS = GH + "suitenumerique/docs/issues/716"
WORDCOUNTER = GH + "Kirozen/vsce-wordcounter/issues/1"
READOTRON = GH + "untemps/svelte-readotron/issues/51"
CARET = GH + "careteditor/issues/issues/385"
TEXTSTAT = GH + "textstat/textstat/issues/76"
NOVELWC = GH + "isaaclyman/novel-word-count-obsidian/issues/61"
HAXCMS = GH + "haxtheweb/haxcms-php/issues/220"
GROWINGDEVS = GH + "growingdevs/growingdevs.github.io/issues/23"
HUGOMINI = GH + "nodejh/hugo-theme-mini/pull/33"
CHALK = GH + "nielsenramon/chalk/pull/30"
OBSREADING = GH + "avr/obsidian-reading-time/issues/9"
CRAFTREAD = GH + "jalendport/craft-readtime/issues/26"
# ---- page navigation and loading: pagination or "load more", breadcrumbs, unsaved changes, skeletons ----
SMASHING = GH + "smashingmagazine/redesign/issues/140"
THIRTYSEC = GH + "Chalarangelo/30-seconds-web/issues/340"
EBWIKI = GH + "EBWiki/EBWiki/issues/576"
KAIZEN = GH + "cultureamp/kaizen-design-system/issues/77"
AUGUR = GH + "AugurProject/augur/issues/562"
CLASSICROCKET = GH + "prestarocket-agence/classic-rocket/issues/11"
SPHINXNAV = GH + "stakwork/sphinx-nav-fiber/issues/393"
NOPCOMMERCE = GH + "nopSolutions/nopCommerce/issues/5658"
SEHANDBOOK = GH + "uribench/software-engineering-handbook/issues/4"
NOVA3 = GH + "anodyne/nova3/issues/478"
WRITEMORE = GH + "jeremyfelt/writemore/issues/40"
SIMPLA = GH + "simplajs/simpla-admin/issues/11"
FARMBOT = GH + "FarmBot/Farmbot-Web-App/issues/174"
KOILLECTION = GH + "benjaminjonard/koillection/issues/1077"
YAGPDB = GH + "botlabs-gg/yagpdb/pull/1782"
INLOOP = GH + "st-tu-dresden/inloop/pull/395"
DATACURATOR = GH + "AJamesPhillips/DataCurator/issues/138"
TERRA = GH + "cerner/terra-core/issues/116"
PFDESIGN = GH + "patternfly/patternfly-design/issues/726"
FINALROUND = GH + "turntwogg/final-round/issues/23"
KADENCE = GH + "stellarwp/kadence-blocks/pull/1294"
DOWANT = GH + "aaroneiche/do-want/issues/35"
# ---- sessions: "Remember me" and session timeouts ----
M2I = GH + "measure-2-improve/support/issues/65"
CADASTA = GH + "Cadasta/cadasta-platform/issues/1874"
PHPFOX = GH + "PHPfox-Official/phpfox-v4-issues/issues/1612"
CRISIS = GH + "HTBox/crisischeckin/issues/557"
RAINLOOP = GH + "RainLoop/rainloop-webmail/issues/315"
STRONGQA = GH + "strongqa/demo_web_app/issues/3"
GISPORTAL = GH + "level2-gis/gisportal/issues/58"
EVENTSTRACKER = GH + "geoff-maddock/events-tracker/issues/198"
EVERYCOOK = GH + "everycook/EveryCook/issues/170"
KBPLUS = GH + "k-int/KBPlus/issues/135"
ZENMAGICK = GH + "ZenMagick/ZenMagick/issues/148"
HOMER = GH + "sipcapture/homer-app/issues/127"
DECIDIM = GH + "decidim/decidim/issues/6206"
DSBP = GH + "devsecblueprint/devsecblueprint/issues/97"
# ---- local display: time zones, right-to-left layouts, font sizes ----
QUARTZ = GH + "mausch/QuartzNetWebConsole/issues/26"
HYDROSHARE = GH + "hydroshare/hydroshare/issues/1271"
OTTO = GH + "justicecanada/otto/pull/503"
WEATHER = GH + "rocksdanister/weather/issues/87"
MIFOS = GH + "openMF/mifos-x-field-officer-app/issues/413"
KEENUI = GH + "JosephusPaye/Keen-UI/issues/352"
STYLEBOT = GH + "ankit/stylebot/issues/663"
NOVELDOKUSHA = GH + "nanihadesuka/NovelDokusha/issues/133"
HANDYNEWS = GH + "yanus171/Handy-News-Reader/issues/52"
EPSILON = GH + "numworks/epsilon/pull/937"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df19 threads, each placed after at most two other df19 histories of the same area ----
# themes
T_OVERRIDE = "Web apps often do give users a way to override dark/light mode if they want to."
T_CSSPREF = "CSS supports automatically following the system color scheme with the `prefers-color-scheme` media feature."
T_LIGHTDARK = "Those using light mode can deal with a second of dark before light engages, that is far less blinding than a flash of light before dark."
T_WEIRDOS = "GoAccess defaults to the darkPurple theme even for us weirdos :-) who still prefer the Light Mode in 2021."
T_THREEPEOPLE = "I know I am among the 3 people in the world who doesn't understand why would anyone use dark themes"
T_BLACKBG = "From my point of view, the theme with a black background is the dark mode, and this is the case with many of the apps that ship with Windows, though newer apps seem to be headed towards dark gray."
T_PREFERDARK = "I honestly prefer a dark theme, because 1) it will look cool 2) the colors will be very eye-catching 3) focused 4) doesn't sting the eyes."
# reading time
T_WPMEST = "Reading time estimates are often just # of words * reading time (~200-250 words per minute)."
T_MAXWORDS = "Sometimes you need to make sure that what you're writing meets a max words limit (e.g. when filling an application form)"
T_ARTICLES = "There are a lot of articles that put adults words per minute at 200-275."
T_TYPICAL = "From what I've read, the typical reading speed is 200-300 words per minute."
T_3TO4 = "Most people read 3-4 words per second."
T_SILENT = "My silent reading is incredibly higher (depending on conditions 200 up to 400 words/min) than speaking loud (max 150 words/min)."
T_MINUTEREAD = "In English, it's always \"x minute read\", regardless of how many minutes."
T_BLOGS = "I've loved when some blogs have a little mention of the estimated reading time for an article."
# page navigation and loading
T_CLUNKY = "Pagination might feel clunky in some cases."
T_NOINDICATION = "Pagination can be clunky and tricky to use but there's no clear indication users dislike it."
T_FOOTER = "Infinite scroll leads to the most browsing, but \"load more\" buttons have the benefit of not obscuring the page footer"
T_WHENPAG = "When is it appropriate to use pagination versus lazy loading/infinite scroll?"
T_GOOGLEAMAZON = "Google + Amazon still use pagination for a reason."
T_NOTEVERYSTORE = "IMO infinite scroll is not a solution for every store"
T_BREADCRUMB = "Breadcrumb will make it easier to navigate between pages"
T_SKELRESEARCH = "Industry usability research suggests using interface skeletons (i.e. interface placeholders) rather than spinners to indicate loading progress."
T_SKELDEF = "A skeleton screen is essentially a blank version of a page into which information is gradually loaded."
T_CATCHALL = "Don't use spinners as a catch-all when loading content"
T_SIMPLA = "Simpla-admin should warn a user (with `beforeunload`) when they are leaving a page with unsaved changes."
# sessions
T_PHPFEATURE = "Expiration of Session is a \"feature\" of php itself that could not \"turned off\"."
T_NORMAL1530 = "normal on most of all websites is 15-30min"
T_PREFILL = "Pre-filling fields is feature of a browser"
T_NONEXPIRING = "I'm not a big fan of non-expiring logins"
T_EXTENDSESSION = "In case the user's session is set to expire automatically, they should have a possibility to extend the session without logging in a second time"
# local display
T_LOCALDEF = "Defining what \"local\" time is, for the internet may be a challenge."
T_TZDISPLAY = "Times should be displayed in the user's timezone."
T_ANDROIDRTL = "Android now offers several APIs that allow you to build user interfaces that gracefully transform layout orientation to support languages that use right-to-left (RTL) UIs and reading direction, such as Arabic and Hebrew."
T_TWOOPTIONS = "In android accessibility for text there are two options:\nFont size and display size."
T_SMALLISH = "the smallish black and white text is not good for eyes and oled screen and power usage and so on."
T_WHATRTL = "What is RTL version?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- dark/light themes: following the system preference, toggles, the white flash ----
    eg1 = (A, "Add system preference default for dark mode. - Checks system preferences on the machine and sets the default", "u1")
    eg2 = (A, "Ah, with the `<DarkModeToggle />` being re-mounted on page transitions this is jarring if you switch to the light/dark mode that isn't your system preference", "u1")
    eg3 = (A, "tailwind can check for this too https://tailwindcss.com/docs/dark-mode", "u2")
    egq = "@vojtaholik are there reasons why we don't do that? happy to put that PR in if you think it's an upgrade"
    rec(EGGHEAD, [eg1, eg2, eg3], egq, True, "pronoun", ["that", "that PR"], "Are there reasons egghead doesn't use Tailwind's own dark-mode check of the system preference? I'm happy to put in a PR for it if you think it's an upgrade.", author="u1")
    egq2 = "@zacjones93 currently it doesn't support combination of manual toggle and system preference at the same time and can only handle one of them. ;("
    rec(EGGHEAD, [eg1, eg2, eg3, (A, egq, "u1")], egq2, True, "pronoun", ["it", "one of them"], "Tailwind's dark mode currently doesn't support combining a manual toggle and the system preference at the same time; it can handle only one of them.", author="u2")
    lend(EGGHEAD, [eg1, eg2, eg3, (A, egq, "u1"), (A, egq2, "u2")], T_CSSPREF, SAME, TALEHUGO)

    vv1 = (A, "Respect system preference for dark mode rather than toggling. When we made read-only Vivaria it came up that it would be nice to just respect system preference rather than needing to read/write from the DB", "u1")
    vv2 = (A, "I changed my system settings and confirmed that this updated", "u2")
    rec(VIVARIA, [vv1], vv2[1], True, "pronoun", ["this"], "I changed my system settings and confirmed that Vivaria's dark mode updated to follow the system preference.", author="u2")
    vvq = "I think using the system preference by default makes sense."
    rec(VIVARIA, [vv1, vv2], vvq, True, "ellipsis", [], "I think using the system preference by default for Vivaria's dark mode makes sense.", author="u3")
    # In its own thread, and still a trap: a general claim about web apps.
    rec(VIVARIA, [vv1, vv2, (A, vvq, "u3")], T_OVERRIDE, False, SAME, [], None, author="u3")

    th1 = (U, "Consider following the system light/dark color scheme instead of having a dark mode toggle", "u1")
    # In its own thread, and still a trap: a general statement about CSS (a definite noun phrase, "the system color scheme", that is no back-reference).
    rec(TALEHUGO, [th1], T_CSSPREF, False, SAME, [], None, author="u1")
    thq = "It might make sense to just make the theme follow this instead of having a toggle, since I doubt people would want a specific site built with Tale to have a different color scheme preference from the rest of their system."
    rec(TALEHUGO, [th1, (U, T_CSSPREF, "u1")], thq, True, "pronoun", ["this"], "It might make sense to make the Tale Hugo theme follow the `prefers-color-scheme` media feature instead of having a toggle, since people would hardly want a site built with Tale to have a different color scheme from the rest of their system.", author="u1")
    rec(TALEHUGO, [th1, (U, T_CSSPREF + " " + thq, "u1")], "Most reasonably modern systems (iOS, GNOME, etc.) perform a crossfade animation themselves when switching, so that could also be dropped if doing this.", True, "pronoun", ["that", "this"], "Most reasonably modern systems (iOS, GNOME, etc.) crossfade themselves when switching color scheme, so the Tale Hugo theme's crossfade animation could also be dropped if it followed the system color scheme.", author="u1")

    db1 = (U, "Light/dark theme: follow system default + manual toggle", "u1")
    dbq = "Default to `prefers-color-scheme`. Add a header/footer toggle to override the system choice and persist the user's selection in `localStorage`."
    rec(DRAWBANG, [db1], dbq, True, "ellipsis", [], "drawbang's theme should default to `prefers-color-scheme`, with a header/footer toggle that overrides the system choice and persists the user's selection in `localStorage`.", author="u1")
    rec(DRAWBANG, [db1, (U, dbq, "u1")], "Not needed", True, "ellipsis", [], "A light/dark theme that follows the system default with a manual toggle is not needed in drawbang.", author="u2")
    # A topic shift after the rejection: a complete sentence.
    lend(DRAWBANG, [db1, (U, dbq, "u1"), (A, "Not needed", "u2")], T_OVERRIDE, SAME, VIVARIA)

    wc1 = (A, "Add dark mode", "u1")
    rec(WRCOMMIT, [wc1], "Add the ability to set a system preference for light/dark mode or to follow system settings.", True, "ellipsis", [], "Add to commit the ability to set a light/dark mode preference or to follow the system settings.", author="u1")
    lend(WRCOMMIT, [wc1], T_THREEPEOPLE, OTHER, STARDEV)

    tg1 = (U, "Load the dark theme css by default to stop white flash", "u1")
    tgq = "Currently on page load there is a white theme flash before dark theme loads which is pretty blinding and very annoying when dark mode is enabled."
    rec(TOPGG, [tg1], tgq, True, "ellipsis", [], "Currently on top.gg page loads there is a white theme flash before the dark theme loads, which is pretty blinding and very annoying when dark mode is enabled.", author="u1")
    # In its own thread, and still a trap: a general comparison of the two flashes.
    rec(TOPGG, [tg1, (U, "By default the dark theme css should be loaded and then removed if light mode is selected. " + tgq, "u1")], T_LIGHTDARK, False, SAME, [], None, author="u1")
    tg2 = (U, "By default the dark theme css should be loaded and then removed if light mode is selected. " + tgq + " " + T_LIGHTDARK, "u1")
    tgq2 = "We recognise the white flash is a problem but this is not how we intend to fix it."
    rec(TOPGG, [tg1, tg2], tgq2, True, "pronoun", ["the white flash", "this"], "We recognise top.gg's white flash before the dark theme loads is a problem, but loading the dark theme CSS by default is not how we intend to fix it.", author="u2")
    lend(TOPGG, [tg1, tg2, (A, tgq2, "u2")], T_WEIRDOS, SAME, GOACCESS)

    bl1 = (U, "White flash in Dark Mode", "u1")
    blq = "(Some) times, when I refresh the page or open another page, the white theme flashes up and quickly after it changes to black theme. It's not big of a deal, but maybe it only needs a one liner or so to fix..."
    rec(BLONDE, [bl1], blq, True, "ellipsis", [], "Sometimes, when I refresh or open another page of a site using the Blonde theme in dark mode, the white theme flashes up before it changes to the black theme; maybe it only needs a one-liner to fix.", author="u1")
    rec(BLONDE, [bl1, (U, blq, "u1")], "actually this doesn't happen on the preview page so I think it's a bug on my side ... hmmm i might close for now sorry for misconvenience ..", True, "correction", ["this"], "The white flash in the Blonde theme's dark mode doesn't happen on the theme's preview page, so it is probably a bug on my side, not in Blonde; I might close the issue.", author="u1")

    ll1 = (U, "White screen in dark mode", "u1")
    llq = "When opening a page in Dark Mode, even when a dark theme is set in the Safari reader, the screen flashes white before the page loads."
    rec(LLITGI, [ll1], llq, True, "ellipsis", [], "When opening a page in Llitgi's Dark Mode, even with a dark theme set in the Safari reader, the screen flashes white before the page loads.", author="u1")
    ll2 = (U, llq + " Is this something that only Apple can fix, or could the app perhaps be updated to load a black screen while loading? (When reading at night the flash of white is very disturbing...)", "u1")
    llq2 = "@kerim I can make the view's `backgroundColor` to be the same as the theme, but I've been testing it and it makes things even worse because the flash is more noticeable."
    rec(LLITGI, [ll1, ll2], llq2, True, "pronoun", ["it", "the flash"], "I can make the Llitgi reader view's `backgroundColor` the same as the dark theme, but in testing that makes the white flash more noticeable.", author="u2")
    ll3 = (A, llq2 + " I don't know who is applying the white background, it could be the default implementation while loading the webpage or just because 99.9% of the websites have the background as white. I'll close this for now.", "u2")
    # A topic shift after the maintainer closes the issue.
    lend(LLITGI, [ll1, ll2, ll3], T_LIGHTDARK, SAME, TOPGG)

    an1 = (U, "White flash when loading dark mode pages", "u1")
    anq = "1:1 problem and possible solution described here https://zwbetz.com/fix-the-white-flash-on-page-load-when-using-a-dark-theme-on-a-static-site/"
    rec(ANUBIS, [an1], anq, True, "ellipsis", [], "The white flash when loading the Anubis Hugo theme's dark mode pages is 1:1 the problem described, with a possible solution, at https://zwbetz.com/fix-the-white-flash-on-page-load-when-using-a-dark-theme-on-a-static-site/", author="u1")
    rec(ANUBIS, [an1, (U, anq, "u1")], "Thank you for the quick fix! Saved me from doing a scuffed version of it myself :smile:", True, "ellipsis", [], "Thank you for the quick fix of the white flash on Anubis's dark mode pages! It saved me from doing a scuffed version of it myself.", author="u1")
    lend(ANUBIS, [an1, (U, anq, "u1")], T_CSSPREF, SAME, TALEHUGO)

    wd1 = (U, "Flash of white background when navigating in dark mode", "u1")
    wdq = "When navigating or refreshing a page in dark mode there is a brief flash where the background is white when the page starts to load."
    rec(WDN, [wd1], wdq, True, "ellipsis", [], "When navigating or refreshing a page built on the UNL web templates in dark mode, the background briefly flashes white as the page starts to load.", author="u1")
    rec(WDN, [wd1, (U, wdq, "u1")], "This is more prevalent in Firefox happening on every page load, but still happens often in Chrome.", True, "pronoun", ["This"], "The white flash on UNL web template pages in dark mode happens on every page load in Firefox and still often in Chrome.", author="u1")
    lend(WDN, [wd1], T_BLACKBG, SAME, OXIDIZED)

    pr1 = (U, "Dark version. Hello. Are there any plans for a dark background version instead of the white one? :smile:", "u1")
    pr2 = (U, "I second this! I love the theme, but it's way to bright.", "u2")
    rec(PRESSURE, [pr1], pr2[1], True, "pronoun", ["this", "the theme", "it"], "I second the request for a dark background version of the Pressure² skin: I love it, but it's way too bright.", author="u2")
    pr3 = (U, "I would love too a dark tweak of this theme !", "u3")
    prq = "Please make this an option, as I personally love the white skin and I'm sure there are others who also do."
    rec(PRESSURE, [pr1, pr2, pr3], prq, True, "pronoun", ["this"], "Please make a dark version of Pressure² an option rather than a replacement, as I love the white skin and I'm sure others do too.", author="u4")
    lend(PRESSURE, [pr1, pr2, pr3], T_PREFERDARK, OTHER, ELEMENTAL)

    ox1 = (U, "Implement a proper dark theme. Currently there's a black amoled theme, but I find it really annoying, since all the apps/sites that I use have just a dark mode. Black amoled theme could be kept as an option, but I think the default one should be dark.", "u1")
    ox2 = (A, T_BLACKBG + " I am willing to add an option for a - gray theme.\n\n- The light theme is also completely white. Should it be light gray?\n- Could it be like Office, which has various shades available?", "u2")
    rec(OXIDIZED, [ox1], "I am willing to add an option for a - gray theme.", True, "ellipsis", [], "I am willing to add an option for a dark gray theme to Oxidized.", author="u2")
    oxq = "I would just opt out the amoled color for something like dark grey, I think white is ok for light theme, but black is not for the dark one"
    rec(OXIDIZED, [ox1, ox2], oxq, True, "ellipsis", [], "I would just replace Oxidized's amoled black with something like dark grey; pure white is fine for its light theme, but black is not for the dark one.", author="u1")
    # In its own thread, and still a trap: a general claim about dark modes (the definite "the dark mode" is general).
    rec(OXIDIZED, [ox1], T_BLACKBG, False, SAME, [], None, author="u2")

    sd1 = (U, "Light theme!", "u1")
    sdq = T_THREEPEOPLE + ", but can you please add a light theme? :)\nThanks!"
    rec(STARDEV, [sd1], sdq, True, "ellipsis", [], "I don't understand why anyone would use dark themes; can you please add a light theme to stardev?", author="u1")
    rec(STARDEV, [sd1, (U, sdq, "u1")], "Hello,\n\nThat's a nice idea! I will try to work on it soon.", True, "pronoun", ["That", "it"], "Adding a light theme to stardev is a nice idea; I will try to work on it soon.", author="u2")
    lend(STARDEV, [sd1, (U, sdq, "u1")], T_WEIRDOS, SAME, GOACCESS)

    ga1 = (U, "Dark Mode detection", "u1")
    # In its own thread, and still a trap: it names GoAccess and its default theme in full.
    rec(GOACCESS, [ga1], T_WEIRDOS, False, SAME, [], None, author="u1")
    gaq = "This change defaults to \"bright\" for us and \"darkPurple\" for them."
    rec(GOACCESS, [ga1, (U, T_WEIRDOS, "u1")], gaq, True, "pronoun", ["This change", "us", "them"], "This pull request makes GoAccess default to the \"bright\" theme for users who prefer Light Mode and to \"darkPurple\" for those who prefer dark mode.", author="u1")
    rec(GOACCESS, [ga1, (U, T_WEIRDOS + " " + gaq, "u1")], "Awesome, thanks for submitting this!", True, "pronoun", ["this"], "Awesome, thanks for submitting the GoAccess dark-mode detection pull request!", author="u2")

    fl1 = (U, "Add dark theme", "u1")
    flq = "So, I have added a dark theme for the app. @CrazyMarvin @FahadSaleem Please check it out and give feedback."
    rec(FLASHY, [fl1], flq, True, "pronoun", ["the app", "it"], "I have added a dark theme to the Flashy app; please check it out and give feedback.", author="u1")
    fl2 = (U, flq + "\n**_Note: The app forcibly switches to light theme when using screen light._**", "u1")
    rec(FLASHY, [fl1, fl2], "This is by design, since it does not make sense to use a dark background to light up the screen.", True, "pronoun", ["This"], "Flashy forcibly switching to the light theme when using the screen light is by design, since a dark background makes no sense for lighting up the screen.", author="u1")
    lend(FLASHY, [fl1], T_OVERRIDE, SAME, VIVARIA)

    et1 = (A, "Dark mode variants. Add styles for dark mode variants of each theme, e.g. ios-dark", "u1")
    et2 = (A, "This would be a good issue to introduce css vars, and use those to create the variants", "u1")
    et3 = (U, "I want to work on this issue and I was thinking of using\n```css\n@media (prefers-color-scheme: dark) {\n}\n```\nalong with css variables to automatically switch to dark theme, for example we can have `material-auto` along with `material-dark`, what do you say @knownasilya ?", "u2")
    rec(EMBERTOGGLE, [et1], et2[1], True, "pronoun", ["This", "the variants"], "The dark mode variants of ember-toggle's themes would be a good issue to introduce CSS variables and use them to create the variants.", author="u1")
    etq = "That sounds like a great way to handle it, go for it. Feel free to break it up into prs for each theme."
    rec(EMBERTOGGLE, [et1, et2, et3], etq, True, "pronoun", ["That", "it"], "Using `@media (prefers-color-scheme: dark)` with CSS variables, with `material-auto` beside `material-dark`, sounds like a great way to handle ember-toggle's dark variants; go for it, and feel free to split it into a PR per theme.", author="u1")
    lend(EMBERTOGGLE, [et1, et2], T_PREFERDARK, OTHER, ELEMENTAL)

    el1 = (U, "Light or dark? I remember one site had a thing where you could set your user page to dark or light.\n\nSomething like that?", "u1")
    el2 = (U, "I think light is better but I think PJ disagrees.", "u2")
    rec(ELEMENTAL, [el1], el2[1], True, "ellipsis", [], "I think a light theme is better for Elemental's site, but I think PJ disagrees.", author="u2")
    el3 = (U, "So like _Snap!_?\n\nHave a setting I think. Default based on voting lol", "u3")
    el3b = (U, "Yeah. I'm doing light for the userpage but we can changify that", "u1")
    el4 = (A, "@Firedrake969 I'm okay with light, but it would mean we have to redesign the entire site.\n\nIf people think it's worth doing, be my guest.", "u4")
    el4b = (U, "I guess dark would work if we did something like codepen...", "u2")
    el4c = (U, "hmmmmm", "u1")
    el5 = (U, "Develop dark first, then maybe add light if we wanna.", "u5")
    el6 = (U, T_PREFERDARK + " \n\nBut it's always nice to have an option!", "u6")
    elh = [el1, el2, el3, el3b, el4, el4b, el4c, el5]
    # In its own thread, and still a trap: a personal preference, complete (the numbered reasons are no list the history offered).
    rec(ELEMENTAL, elh, T_PREFERDARK, False, OTHER, [], None, author="u6")
    rec(ELEMENTAL, elh + [el6], "Sounds like we'll do dark (at least to start).", True, "ellipsis", [], "It sounds like Elemental's site will use a dark theme, at least to start.", author="u4")

    # ---- word counts and reading-time estimates ----
    sd1 = (U, "Display word count. Display the number of words in the current document.", "u1")
    sdq = "Hi, could I please pick this?"
    rec(SUITEDOCS, [sd1], sdq, True, "pronoun", ["this"], "Could I please pick up the issue of displaying the word count of the current document in Docs?", author="u2")
    # In its own thread, and still a trap: a general claim about reading-time estimates.
    rec(SUITEDOCS, [sd1, (A, sdq, "u2")], T_WPMEST, False, SAME, [], None, author="u1")
    sd3 = (U, T_WPMEST + "\n\nI believe the OP (on Tchap) was asking for word count to be able to fit into certain limits (\"Provide a 300 words summary of your talk\").\n\nI propose to keep the original proposal (display a simple word count) and to complement it with a reading time estimation based on `(/ wc 200)` (rounded).", "u1")
    sdq2 = "I think having both would be very useful."
    rec(SUITEDOCS, [sd1, (A, sdq, "u2"), sd3], sdq2, True, "pronoun", ["both"], "I think having both a word count and a reading-time estimate in Docs would be very useful.", author="u3")
    # In its own thread, and still a trap: a general statement about writing to a word limit.
    rec(SUITEDOCS, [sd1, (A, sdq, "u2"), sd3, (U, sdq2, "u3")], T_MAXWORDS, False, SAME, [], None, author="u3")

    wo1 = (U, "Thoughts on adding estimated read time?", "u1")
    woq = "Hi,\n\nYou mentioned drawing inspiration from SublimeText WordCount.\n\nWhat do you think about adding a label for showing the estimated read time?"
    rec(WORDCOUNTER, [wo1], woq, True, "ellipsis", [], "You mentioned drawing inspiration from Sublime Text's WordCount: what do you think about adding a label showing the estimated read time to the vsce-wordcounter extension?", author="u1")
    wo2 = (U, woq + "\n\nYou could expose it as an option along with a \"wpm\" (words per minute) option that defaults to 200 just like the sublime package.", "u1")
    rec(WORDCOUNTER, [wo1, wo2], "Available in v1.1.0. You can update extension in vscode", True, "ellipsis", [], "The estimated read time label is available in vsce-wordcounter v1.1.0; you can update the extension in VS Code.", author="u2")
    lend(WORDCOUNTER, [wo1, wo2, (A, "Available in v1.1.0. You can update extension in vscode", "u2")], T_TYPICAL, SAME, NOVELWC)

    ro1 = (U, "Need a way to obtain the estimated time without the need of the change event", "u1")
    ro2 = (U, "Hello, and thank you for your efforts.\n\nI would like to know if there is any way in which I can obtain the word count and estimated reading time in cases where I there will be no scrolling.", "u1")
    roq = "I basically just need the reading time calculation.  As a matter of fact, I don't even need a user interface or display of any kind."
    rec(READOTRON, [ro1, ro2], roq, True, "correction", [], "Is there a way to get just svelte-readotron's reading-time calculation, without the change event and without any user interface or display?", author="u1")
    rec(READOTRON, [ro1, (U, ro2[1] + "  " + roq, "u1")], "Hey, you probably noticed you may use the [@untemps/read-per-minute](https://github.com/untemps/read-per-minute) package for this ;)", True, "pronoun", ["this"], "To get only the reading-time calculation without svelte-readotron's change event or display, you may use the @untemps/read-per-minute package.", author="u2")
    lend(READOTRON, [ro1], T_ARTICLES, SAME, TEXTSTAT)

    ca1 = (U, "Configure Reading Time. Is there a possibilty, to modify the factor for \"reading time\" (right down corner)?\n\nSome short tests for German language reveal, that (my) reading time (loudly spoken for speaches) is 20 - 30% longer than displayed. Would be nice/helpful, if there would be an option to set up „reading words/minute“ individually.", "u1")
    caq = "As a workaround, it would help to know, how currently the reading time is calculated."
    rec(CARET, [ca1], caq, True, "ellipsis", [], "As a workaround, it would help to know how Caret currently calculates its reading time.", author="u1")
    ca2 = (U, caq + " Possibly a simple factor is required to match the true (personal) time closer.", "u1")
    ca3 = (A, "We base our calculations on words per minute. The current value is 200 words per minute. We can lower this number (which in my opinion is currently high) or provide a configuration in preferences.", "u2")
    caq2 = "I think, a editable value for reading time would be best."
    rec(CARET, [ca1, ca2, ca3], caq2, True, "ellipsis", [], "Of the two ways to fix Caret's reading time, lowering the 200 words per minute or a configuration in preferences, I think an editable words-per-minute value would be best.", author="u1")
    # In its own thread, and still a trap: a personal statement, complete.
    rec(CARET, [ca1, ca2, ca3, (U, caq2, "u1")], T_SILENT, False, OTHER, [], None, author="u1")

    ts1 = (U, "Reading time", "u1")
    tsq = "It'd be nice to be able to calculate reading time."
    rec(TEXTSTAT, [ts1], tsq, True, "ellipsis", [], "It'd be nice if textstat could calculate reading time.", author="u1")
    # In its own thread, and still a trap: a general claim about reading speeds.
    rec(TEXTSTAT, [ts1, (U, tsq, "u1")], T_ARTICLES, False, SAME, [], None, author="u1")
    ts2 = (U, tsq + " " + T_ARTICLES + "\n\nThere's the possibility to just have a `textstat.reading_time(words_per_minute=200)`, which is simple.", "u1")
    rec(TEXTSTAT, [ts1, ts2], "It'd be nice to have `reading_time` be based on the complexity of the text though!", True, "ellipsis", [], "It'd be nice to have textstat's proposed `reading_time` based on the complexity of the text rather than a fixed words per minute.", author="u1")

    nw1 = (U, "Read Time value in sidebar", "u1")
    nwq = "**Problem**\n\nI want to know the time taken to read a document."
    rec(NOVELWC, [nw1], nwq, True, "ellipsis", [], "I want Novel Word Count to tell me the time taken to read a document.", author="u1")
    # In its own thread, and still a trap: a general claim about reading speeds.
    rec(NOVELWC, [nw1, (U, nwq + "\n\n**Idea**\n\nA read time value for each file in the sidebar.", "u1")], T_TYPICAL, False, SAME, [], None, author="u1")
    nw2 = (U, nwq + "\n\n**Idea**\n\nA read time value for each file in the sidebar. " + T_TYPICAL + " It would be great if this value was customisable, just like the \"Words per page\" value is.", "u1")
    rec(NOVELWC, [nw1, nw2], "I've been waiting for someone to request this. Won't take long to implement.", True, "pronoun", ["this"], "I've been waiting for someone to request a read-time value per file in Novel Word Count's sidebar; it won't take long to implement.", author="u2")

    hx1 = (A, "calculate read time on save", "u1")
    rec(HAXCMS, [hx1], "easy enough - https://marketingland.com/estimated-reading-times-increase-engagement-79830 just generate a word count, divide by 200, then round up.", True, "ellipsis", [], "Calculating HAXcms's read time on save is easy enough: generate a word count, divide it by 200, then round up.", author="u1")
    lend(HAXCMS, [hx1], T_3TO4, SAME, GROWINGDEVS)

    gd1 = (U, "Add reading time to articles", "u1")
    # In its own thread, and still a trap: a personal statement about blogs, complete.
    rec(GROWINGDEVS, [gd1], T_BLOGS, False, OTHER, [], None, author="u1")
    gdq = "We should add that calculation based on word count."
    rec(GROWINGDEVS, [gd1, (U, T_BLOGS, "u1")], gdq, True, "pronoun", ["that calculation"], "Growing Devs should add an estimated reading time to its articles, calculated from the word count.", author="u1")
    # In its own thread, and still a trap: a general claim about reading speed.
    rec(GROWINGDEVS, [gd1, (U, T_BLOGS + " " + gdq, "u1")], T_3TO4, False, SAME, [], None, author="u1")

    hm1 = (U, "Correct grammar in reading time estimate", "u1")
    # In its own thread, and still a trap: a general rule of English.
    rec(HUGOMINI, [hm1], T_MINUTEREAD, False, SAME, [], None, author="u1")
    rec(HUGOMINI, [hm1, (U, T_MINUTEREAD, "u1")], "Got it, thank you!", True, "ellipsis", [], "Got it: hugo-theme-mini's reading time estimate should say \"x minute read\"; thank you!", author="u2")
    lend(HUGOMINI, [hm1, (U, T_MINUTEREAD, "u1"), (A, "Got it, thank you!", "u2")], T_WPMEST, SAME, SUITEDOCS)

    ch1 = (U, "Fix: x minute(s) read. I have added a \"s\" to \"minute\" to the reading time if the time is more than 1 minute.", "u1")
    chq = "Nevermind, I'm not sure of the grammar in this case.\nActually \"minute\" seems correct.\n\nI guess I'll stick to:  _x min. read_  :no_mouth:"
    rec(CHALK, [ch1], chq, True, "correction", ["this case"], "Never mind adding an \"s\" to \"minute\" in Chalk's reading time: \"x minute read\" seems correct, and I'll stick to \"x min. read\".", author="u1")
    rec(CHALK, [ch1, (U, chq, "u1")], "@AkselsLedins Haha you got me doubting as well, but minute seems ok :D Thanks anyway ;-)", True, "ellipsis", [], "You got me doubting as well, but \"minute\" seems fine in Chalk's reading time; thanks anyway.", author="u2")
    lend(CHALK, [ch1], T_MINUTEREAD, SAME, HUGOMINI)

    ob1 = (U, "0 minutes if under 30s. If a document takes less than 30 seconds to read, display `0 min read`, `<1 min read`, or `30 sec read`. This would indicate that there likely isn't even a full paragraph's worth of text in the document.", "u1")
    obq = "In fact, it would probably be nice if an accurate value could be shown down to the second if below a minute, and then hour and minute values when above 60 minutes."
    rec(OBSREADING, [ob1], obq, True, "ellipsis", [], "It would be nice if the Obsidian Reading Time plugin showed an accurate value down to the second below a minute, and hour and minute values above 60 minutes.", author="u1")
    ob3 = (A, "I think you can accomplish this (or something similar) by changing the output format in the plugin settings.\n\nIf you use \"simple\" - you should get seconds level accuracy. Let me know if that works.", "u2")
    rec(OBSREADING, [ob1, (U, obq, "u1"), ob3], "You are correct. I've been reviewing too many similar plugins and I apparently missed this option. Sorry!", True, "pronoun", ["this option"], "You are correct: the \"simple\" output format in the Obsidian Reading Time plugin's settings gives seconds-level accuracy; I missed that option.", author="u1")
    lend(OBSREADING, [ob1, (U, obq, "u1"), ob3], T_BLOGS, OTHER, GROWINGDEVS)

    cr1 = (U, "Able to change \"Less than a minute\". I can't find it and would love to make `Less than a minute` just show `1 minute` instead.", "u1")
    crq = "+1\n\nI worked around this by creating a custom module but this feels like it would be a useful feature"
    rec(CRAFTREAD, [cr1], crq, True, "pronoun", ["this"], "+1 for letting Craft Readtime show `1 minute` instead of `Less than a minute`: I worked around it with a custom module, but it would be a useful feature.", author="u2")
    rec(CRAFTREAD, [cr1, (U, crq, "u2")], "@mijewe care you willing to share that module code for others to use?", True, "pronoun", ["that module code"], "Would you share the custom module code you used to make Craft Readtime show `1 minute` instead of `Less than a minute`, for others to use?", author="u1")
    lend(CRAFTREAD, [cr1], T_SILENT, OTHER, CARET)

    # ---- page navigation and loading: pagination or "load more", breadcrumbs, unsaved changes, skeletons ----
    sm1 = (A, "Replacing infinite scrolling with \"load more\" button?", "u1")
    smq = "There is a bit too much noice/jumping and confusion with the infinite scrolling into the next article. Potentially removing the infinite scroll and replacing it with the \"Load more\" button."
    rec(SMASHING, [sm1], smq, True, "ellipsis", [], "There is too much noise, jumping and confusion with the Smashing Magazine redesign's infinite scrolling into the next article; it could be replaced with a \"Load more\" button.", author="u1")
    rec(SMASHING, [sm1, (A, smq, "u1")], "Fixed.", True, "ellipsis", [], "The Smashing Magazine redesign's infinite scrolling into the next article has been replaced with a \"Load more\" button.", author="u1")
    lend(SMASHING, [sm1, (A, smq, "u1"), (A, "Fixed.", "u1")], T_GOOGLEAMAZON, SAME, AUGUR)

    tt1 = (A, "Investigate \"Load more\" pagination", "u1")
    # In its own thread, and still a trap: a general claim about pagination.
    rec(THIRTYSEC, [tt1], T_CLUNKY, False, SAME, [], None, author="u1")
    ttq = "We should experiment with a `Load more` button instead for most listing pages."
    rec(THIRTYSEC, [tt1, (A, T_CLUNKY, "u1")], ttq, True, "ellipsis", [], "30-seconds-web should experiment with a `Load more` button instead of pagination on most listing pages.", author="u1")
    tt2 = (A, T_CLUNKY + " " + ttq + " The outline is as follows:\n\n- Add a `Load more` link, which will fetch the JSON of the next page and append it to the page.", "u1")
    rec(THIRTYSEC, [tt1, tt2], "Technical issues aside, there's no real incentive to implement this.", True, "pronoun", ["this"], "Technical issues aside, there's no real incentive to implement `Load more` pagination on 30-seconds-web.", author="u1")
    # In its own thread, and still a trap: a general claim about pagination.
    rec(THIRTYSEC, [tt1, tt2, (A, "Technical issues aside, there's no real incentive to implement this.", "u1")], T_NOINDICATION, False, SAME, [], None, author="u1")

    eb1 = (A, "Change page loading from from pagination to \"infinite scroll\" or \"load more\" button", "u1")
    ebq = "We currently use pagination to manage the loading of resources on the index page."
    rec(EBWIKI, [eb1], ebq, True, "ellipsis", [], "EBWiki currently uses pagination to manage the loading of resources on its index page.", author="u1")
    eb2 = (A, ebq + "  We only load new images when the user clicks on a new page.", "u1")
    # In its own thread, and still a trap: a general comparison (cut before "to the extent we think those links are important", which leans on the thread).
    rec(EBWIKI, [eb1, eb2], T_FOOTER, False, SAME, [], None, author="u1")
    rec(EBWIKI, [eb1, eb2, (A, T_FOOTER, "u1")], "In our case, I don't believe we are getting any clicks on footer links.", True, "ellipsis", [], "On EBWiki's index page, I don't believe we are getting any clicks on the footer links.", author="u1")

    kz1 = (A, "There's no pagination guidance", "u1")
    kzq = "We use pagination in the platform for long lists of data."
    rec(KAIZEN, [kz1], kzq, True, "pronoun", ["the platform"], "Culture Amp's platform uses pagination for long lists of data.", author="u1")
    kz2 = (A, kzq + " In the absence of guidance, it's not clear how and when to use pagination.", "u1")
    rec(KAIZEN, [kz1, kz2], "It also raises questions, such as \"" + T_WHENPAG + "\" (which is almost never.)", True, "pronoun", ["It"], "The lack of pagination guidance in the Kaizen design system also raises questions such as when to use pagination versus lazy loading or infinite scroll (almost never).", author="u1")
    lend(KAIZEN, [kz1, kz2], T_FOOTER, SAME, EBWIKI)

    ag1 = (A, "Consider Moving to Infinite Scrolling & Load More", "u1")
    agq = "Consider moving to infinite scrolling instead of pagination site-wide (on pages with multiple pagination, use load more button)"
    rec(AUGUR, [ag1], agq, True, "ellipsis", [], "Augur could move to infinite scrolling instead of pagination site-wide, with a load more button on pages with multiple paginations.", author="u1")
    ag2 = (A, agq + "\n...\n\nI like this\n -joeykrug", "u1")
    agq2 = "Hmm actually, I like how it is now because links work way better, can link to a specific page, not really as doable w/ infinite scroll."
    rec(AUGUR, [ag1, ag2], agq2, True, "correction", ["it"], "Actually, I prefer Augur's pagination as it is now over infinite scrolling: links work better and can point to a specific page.", author="u2")
    # In its own thread, and still a trap: a general claim.
    rec(AUGUR, [ag1, ag2, (A, agq2, "u2")], T_GOOGLEAMAZON, False, SAME, [], None, author="u2")

    pr1 = (U, "infinite scroll on product list page \"Enhancement\"", "u1")
    prq = "This would be a really nice feature to add to this theme."
    rec(CLASSICROCKET, [pr1], prq, True, "pronoun", ["This", "this theme"], "Infinite scroll on the product list page would be a really nice feature to add to the Classic Rocket theme.", author="u1")
    pr2 = (U, prq + "\nAlso a Shop now days should have an infinite scroll.. instead of having to click on the next button all the time.\n\nPlease consider this", "u1")
    # In its own thread, and still a trap: the maintainer's general claim about stores (a rejection follows it).
    rec(CLASSICROCKET, [pr1, pr2], T_NOTEVERYSTORE, False, SAME, [], None, author="u2")
    pr3 = (A, T_NOTEVERYSTORE + ":\n\n- https://www.smashingmagazine.com/2016/03/pagination-infinite-scrolling-load-more-buttons/\n\nsorry, i will not add this feature.", "u2")
    rec(CLASSICROCKET, [pr1, pr2, pr3], "@prestarocket - agree. Although, it would probably be a good idea having a \"load more products\" feature (with lazy loading) instead of the 1, 2, 3, 4 page buttons.", True, "ellipsis", [], "Although infinite scroll isn't for every store, a \"load more products\" button with lazy loading would probably be a good idea for Classic Rocket's product list instead of the 1, 2, 3, 4 page buttons.", author="u3")
    lend(CLASSICROCKET, [pr1, pr2, pr3], T_CLUNKY, SAME, THIRTYSEC)

    sn1 = (A, "New 'load more' button. **Task**\n\nWe need new components to go froward and back on page results.", "u1")
    snq = "@tomsmith8 What about using \"Load more\" instead of pagination?"
    rec(SPHINXNAV, [sn1], snq, True, "ellipsis", [], "What about using a \"Load more\" button instead of pagination for sphinx-nav-fiber's page results?", author="u2")
    rec(SPHINXNAV, [sn1, (A, snq, "u2")], "I think for now, this works better yes, thanks!", True, "pronoun", ["this"], "For now, a \"Load more\" button works better than pagination for sphinx-nav-fiber's page results.", author="u1")
    lend(SPHINXNAV, [sn1], T_WHENPAG, SAME, KAIZEN)

    np1 = (U, "Add Breadcrumb for all page", "u1")
    # In its own thread, and still a trap: a general claim about breadcrumbs.
    rec(NOPCOMMERCE, [np1], T_BREADCRUMB, False, SAME, [], None, author="u1")
    npq = "Thanks. But we already have breadcrumb where it's required"
    rec(NOPCOMMERCE, [np1, (U, T_BREADCRUMB, "u1")], npq, True, "ellipsis", [], "nopCommerce already has breadcrumbs on the pages where they are required.", author="u2")
    # A topic shift after the rejection.
    lend(NOPCOMMERCE, [np1, (U, T_BREADCRUMB, "u1"), (A, npq, "u2")], T_SKELDEF, WHAT, TERRA)

    sh1 = (U, "Consider adding breadcrumbs to the navigation", "u1")
    shq = "Perhaps it will be useful to have the navigation builder also add breadcrumbs on top of all the navigation pages?"
    rec(SEHANDBOOK, [sh1], shq, True, "pronoun", ["the navigation builder"], "Would it be useful to have the software-engineering-handbook's navigation builder also add breadcrumbs on top of all its navigation pages?", author="u1")
    rec(SEHANDBOOK, [sh1, (U, shq, "u1")], "This could either be done by the builder itself, or, if we opt to use a completely custom theme, it might be possible to implement it in the theme layout itself (see #3).", True, "pronoun", ["This", "the builder", "it"], "The handbook's breadcrumbs could be added by its navigation builder, or, with a completely custom theme, in the theme layout itself (see #3).", author="u1")
    lend(SEHANDBOOK, [sh1], T_BREADCRUMB, SAME, NOPCOMMERCE)

    nv1 = (A, "Breadcrumbs", "u1")
    rec(NOVA3, [nv1], "Would like to add breadcrumbs to every page to make navigation a little quicker.", True, "ellipsis", [], "Nova 3 should add breadcrumbs to every page to make navigation a little quicker.", author="u1")
    lend(NOVA3, [nv1], T_BREADCRUMB, SAME, NOPCOMMERCE)

    wm1 = (A, "Add breadcrumbs for sub-pages", "u1")
    rec(WRITEMORE, [wm1], "There needs to be a better way of navigating the digital garden", True, "pronoun", ["the digital garden"], "There needs to be a better way of navigating the writemore site's digital garden, such as breadcrumbs on sub-pages.", author="u1")
    lend(WRITEMORE, [wm1], T_CATCHALL, SAME, TERRA)

    si1 = (A, "Warn when leaving page with unsaved changes", "u1")
    # In its own thread, and still a trap: it names Simpla-admin and the behaviour in full.
    rec(SIMPLA, [si1], T_SIMPLA, False, SAME, [], None, author="u1")
    rec(SIMPLA, [si1, (A, T_SIMPLA, "u1")], "The behavior for this is already there, just waiting on the implementation of a `'buffer'` state upstream on Simpla before this can be cleaned up and actually implemented.", True, "pronoun", ["this"], "Simpla-admin's warning on leaving a page with unsaved changes already exists, but waits on a `'buffer'` state upstream in Simpla before it can be cleaned up and implemented.", author="u1")
    lend(SIMPLA, [si1], T_NOINDICATION, SAME, THIRTYSEC)

    fb1 = (A, "Warn user of unsaved step changes (\"beforeunload\" event handler)", "u1")
    rec(FARMBOT, [fb1], "This is will probably be a \"gotcha\" to some users who leave the page before pressing the save button, but not a big enough gotcha to work on right now.", True, "pronoun", ["This"], "Leaving FarmBot's sequence page with unsaved step changes will probably be a gotcha for some users who leave before pressing save, but not a big enough one to work on now.", author="u1")
    lend(FARMBOT, [fb1], T_SIMPLA, SAME, SIMPLA)

    ko1 = (U, "warn on navigating away from unsaved changes", "u1")
    koq = "this can be done with the 'beforeunload' browser event."
    rec(KOILLECTION, [ko1], koq, True, "pronoun", ["this"], "Koillection's warning on navigating away from unsaved changes can be done with the 'beforeunload' browser event.", author="u1")
    rec(KOILLECTION, [ko1, (U, koq, "u1")], "there's a very good briefing on the topic here:\n\nhttps://stackoverflow.com/questions/7317273/warn-user-before-leaving-web-page-with-unsaved-changes", True, "pronoun", ["the topic"], "There's a very good briefing on warning users before they leave a web page with unsaved changes at https://stackoverflow.com/questions/7317273/warn-user-before-leaving-web-page-with-unsaved-changes", author="u1")
    lend(KOILLECTION, [ko1, (U, koq, "u1")], T_SIMPLA, SAME, SIMPLA)

    yg1 = (U, "frontend: ask before leaving the page with unsaved changes. Ask the user before leaving the page when they have unsaved changes.", "u1")
    ygq = "We use the `onbeforeunload` event for that and return a non-empty string in the called function."
    rec(YAGPDB, [yg1], ygq, True, "pronoun", ["that"], "To ask before leaving a YAGPDB control-panel page with unsaved changes, the frontend uses the `onbeforeunload` event and returns a non-empty string from the handler.", author="u1")
    rec(YAGPDB, [yg1, (U, ygq, "u1")], "This is also a suggestion on the support server.", True, "pronoun", ["This"], "Asking before leaving a YAGPDB page with unsaved changes was also suggested on the YAGPDB support server.", author="u1")
    lend(YAGPDB, [yg1], T_CATCHALL, SAME, TERRA)

    il1 = (U, "Show alert when leaving with unsaved changes. Show a dialog box that warns the user that there are unsaved changes. The dialog only appears, when changes made to the code or new files were not saved yet. Used the \"beforeunload\" event of the window element. Implementation contains some legacy methods to make it work in all common browsers. \n\nFixes: #391", "u1")
    ilq = "Oh, and wouldn't it be better to put this also into the `init()` function? 🤔"
    rec(INLOOP, [il1], ilq, True, "pronoun", ["this"], "Wouldn't it be better to put the unsaved-changes alert also into INLOOP's `init()` function?", author="u2")
    rec(INLOOP, [il1, (A, ilq, "u2")], "Nevermind, it should be okay as it is. I'll format and merge it.", True, "correction", ["it"], "Never mind moving INLOOP's unsaved-changes alert into `init()`: the pull request is okay as it is, and I'll format and merge it.", author="u2")
    lend(INLOOP, [il1, (A, ilq, "u2"), (A, "Nevermind, it should be okay as it is. I'll format and merge it.", "u2")], T_SKELRESEARCH, SAME, TERRA)

    dc1 = (A, "Warn when leaving page with unsaved changes", "u1")
    dcq = "### Currently\n* You can leave a page whilst the \"Save to solid\" countdown timer is still running."
    rec(DATACURATOR, [dc1], dcq, True, "ellipsis", [], "Currently you can leave a DataCurator page while the \"Save to solid\" countdown timer is still running.", author="u1")
    rec(DATACURATOR, [dc1, (A, dcq, "u1")], "This risks loosing your work as LocalStorage might be overwritten by something else.", True, "pronoun", ["This"], "Leaving a DataCurator page while the \"Save to solid\" countdown is still running risks losing your work, as LocalStorage might be overwritten by something else.", author="u1")
    lend(DATACURATOR, [dc1], T_SKELDEF, WHAT, TERRA)

    te1 = (A, "Explore skeleton pattern as alternative to loading spinner", "u1")
    # In its own thread, and still a trap: a general claim about skeletons.
    rec(TERRA, [te1], T_SKELRESEARCH, False, SAME, [], None, author="u1")
    te2 = (A, T_SKELRESEARCH + "\n\nFrom [Luke Wroblewski](http://www.lukew.com/)'s article [Avoid the spinner](http://www.lukew.com/ff/entry.asp?1797):\n\n> " + T_SKELDEF + " This creates the sense that things are happening immediately as information is incrementally displayed on the screen.\n\n**" + T_CATCHALL + "**:", "u1")
    rec(TERRA, [te1, te2], "**Provide skeletons as an alternative**:", True, "ellipsis", [], "Terra should provide skeletons as an alternative to loading spinners.", author="u1")

    pf1 = (U, "Loading spinner -> skeleton loading. This is an enhancement for an existing pattern. \n\nPattenfly Spinner could be substituted with skeleton loading which looks much cleaner on the screen.  Or skeleton loading could be introduced as a new pattern to pick from when any information is being loaded.", "u1")
    pfq = "Can you say more about this @terezanovotna ? Not sure exactly what the request is."
    rec(PFDESIGN, [pf1], pfq, True, "pronoun", ["this"], "Can you say more about the request to replace the PatternFly Spinner with skeleton loading? It's not clear exactly what the request is.", author="u2")
    pf2 = (A, pfq + " Is it to incrementally load form data as it becomes available vs. waiting for all the data? Or is it a different kind of spinner element?", "u2")
    rec(PFDESIGN, [pf1, pf2], "It is a suggestion/idea on using different visual to load data instead of a spinner.", True, "pronoun", ["It"], "The PatternFly skeleton-loading request is a suggestion to use a different visual than a spinner while data loads.", author="u1")
    lend(PFDESIGN, [pf1, pf2], T_FOOTER, SAME, EBWIKI)

    fr1 = (A, "Add skeleton loading to game content", "u1")
    rec(FINALROUND, [fr1], "For example: https://github.com/zalog/placeholder-loading", True, "ellipsis", [], "For example, final-round's game content could use skeleton loading like https://github.com/zalog/placeholder-loading", author="u1")
    lend(FINALROUND, [fr1], T_SKELRESEARCH, SAME, TERRA)

    kd1 = (A, "[DTM] SOFT-4083 [24/24]: Loading skeletons", "u1")
    kdq = "Replaces the two screen-level loading spinners in the Style Library with skeleton placeholders that mirror the content they stand in for, so the layout does not jump when data lands."
    rec(KADENCE, [kd1], kdq, True, "ellipsis", [], "This Kadence Blocks pull request replaces the two screen-level loading spinners in the Style Library with skeleton placeholders that mirror their content, so the layout does not jump when data lands.", author="u1")
    lend(KADENCE, [kd1], T_WHENPAG, SAME, KAIZEN)

    dw1 = (U, "item deletion confirmation", "u1")
    rec(DOWANT, [dw1], "Please add a confirmation dialogue when deleting an item. (\"Are you sure you want to delete <item description>?\")", True, "ellipsis", [], "Please add a confirmation dialogue to do-want when deleting an item (\"Are you sure you want to delete <item description>?\").", author="u1")
    lend(DOWANT, [dw1], T_GOOGLEAMAZON, OTHER, AUGUR)

    # ---- sessions: "Remember me" and session timeouts ----
    mi1 = (U, "Remember Me checkbox. ##### What is the issue? \nWhen I logout Remember me is not staying ticked from my previous login\n\n##### What would you expect to happen?\nIf I had selected it on previous login, I would expect it to remain ticked.", "u1")
    miq = "Try this on any web site...i have never seen this functionality."
    rec(M2I, [mi1], miq, True, "pronoun", ["this", "this functionality"], "Try a Remember me checkbox on any website: I have never seen one stay ticked after logging out.", author="u2")
    rec(M2I, [mi1, (A, miq, "u2")], "We could tick it by default....  Not sure if this would cause other issues for people via security though", True, "pronoun", ["it", "this"], "We could tick Measure 2 Improve's Remember me checkbox by default, though that might cause security issues for people.", author="u2")
    lend(M2I, [mi1, (A, miq, "u2")], T_PREFILL, SAME, STRONGQA)

    cd1 = (U, "\"Remember Me\" check box on login does not do much to remember the login", "u1")
    cdq = "What is the difference between clicking the \"Remember Me\" check box before login and not clicking it?"
    rec(CADASTA, [cd1], cdq, True, "ellipsis", [], "What is the difference between ticking the Cadasta platform's \"Remember Me\" check box before login and not ticking it?", author="u1")
    lend(CADASTA, [cd1], T_NONEXPIRING, SAME, HOMER)

    pf1 = (U, "Remember me feature on login not working. Remember me check box on login page is not working. Even if user selects Remember me check box and login to the application. Later re-login is not populating the password.", "u1")
    pfq = "It is not to remember the password. It is to keep the user logged in."
    rec(PHPFOX, [pf1], pfq, True, "pronoun", ["It"], "phpFox's Remember me checkbox is not meant to remember the password; it keeps the user logged in.", author="u2")
    pf2 = (A, pfq + " As long as they don't close the browser and clear cookies, they will stay logged in. If they want to remember passwords, they need to use a browser tool for that as our script doesn't have a feature like that as it would be insecure.", "u2")
    rec(PHPFOX, [pf1, pf2], "Without clicking remember me check box one can remain logged in, As long as they don't close the browser and clear cookies. I don't find a reason for remember me check box on login page when its of no use.", True, "ellipsis", [], "Even without ticking phpFox's Remember me checkbox one stays logged in until the browser is closed and cookies are cleared, so what is the checkbox on the login page for?", author="u1")
    lend(PHPFOX, [pf1, pf2], T_PREFILL, SAME, STRONGQA)

    cc1 = (U, "Login page: \"Remember me\" remembers me even if check-box is not checked", "u1")
    ccq = "Issue: The \"Remember me\" feature remembers me even when checkbox is not selected."
    rec(CRISIS, [cc1], ccq, True, "ellipsis", [], "crisischeckin's \"Remember me\" feature remembers me even when its checkbox is not selected.", author="u1")
    rec(CRISIS, [cc1, (U, ccq, "u1")], "NOTE: the \"Remember me\" is supposed to remember the username and not the password.", True, "pronoun", ["the \"Remember me\""], "crisischeckin's \"Remember me\" is supposed to remember the username, not the password.", author="u1")
    lend(CRISIS, [cc1], T_EXTENDSESSION, SAME, DECIDIM)

    rl1 = (U, "Remember me option at login screen is not remembered. For some features to work, like mailto links, you have to check the \"Remember me\" option at the login screen. But every time I logout, the checkbox is blank again. And this makes it easy to forget to check it and then some stuff does not work...\n\nIs this a bug, or a feature request to have this checkbox remember himself? ;-)", "u1")
    rec(RAINLOOP, [rl1], "Done", True, "ellipsis", [], "RainLoop's login screen now remembers whether the \"Remember me\" option was checked.", author="u2")
    rlq = "Is there a new option like cookie for sign_me_auto? Or do you set a default behavior there and my browser will rember when I tick/untick the checkbox?"
    # A question about the previous answer's content ("Done"): how it was done.
    rec(RAINLOOP, [rl1, (A, "Done", "u2")], rlq, True, "ellipsis", [], "Did RainLoop add a new option like a cookie for sign_me_auto to remember the \"Remember me\" checkbox, or does it set a default so that my browser remembers when I tick or untick it?", author="u1")
    lend(RAINLOOP, [rl1, (A, "Done", "u2"), (U, rlq, "u1"), (A, "Your browser will rember when you tick/untick the checkbox.", "u2")], T_NORMAL1530, SAME, EVERYCOOK)

    sq1 = (U, "Bug: Login.feature Scenario: user can login with remembering credentials. check 'Remember me' checkbox  when user log in - then when user logout and then log in again he should see his credentials in  fields.\nbut user doesn`t see his credentials in log in form.", "u1")
    sqq = "It works differently. It means session will be not expired with time and auto logout will not happened with the option."
    rec(STRONGQA, [sq1], sqq, True, "pronoun", ["It", "the option"], "The demo web app's 'Remember me' works differently: with it the session does not expire with time and no automatic logout happens.", author="u2")
    # In its own thread, and still a trap: a general claim about browsers.
    rec(STRONGQA, [sq1, (A, sqq, "u2")], T_PREFILL, False, SAME, [], None, author="u2")

    gp1 = (A, "Remember me - explained", "u1")
    gpq = "Remember me check box allows user to stay logged in also after session is expired, but only on single device."
    rec(GISPORTAL, [gp1], gpq, True, "ellipsis", [], "gisportal's Remember me check box lets a user stay logged in after the session expires, but only on a single device.", author="u1")
    lend(GISPORTAL, [gp1], T_PHPFEATURE, SAME, EVERYCOOK)

    ev1 = (A, "Login > Review \"Remember me\"", "u1")
    evq = "Review how that checkbox works and if it's actually implemented"
    rec(EVENTSTRACKER, [ev1], evq, True, "pronoun", ["that checkbox", "it"], "Review how the events-tracker login's \"Remember me\" checkbox works and whether it's actually implemented.", author="u1")
    rec(EVENTSTRACKER, [ev1, (A, evq, "u1")], "Not using - removed", True, "ellipsis", [], "The events-tracker login's \"Remember me\" checkbox was not used and has been removed.", author="u1")
    lend(EVENTSTRACKER, [ev1, (A, evq, "u1"), (A, "Not using - removed", "u1")], T_PHPFEATURE, SAME, EVERYCOOK)

    ec1 = (U, "Timeout for login? Is there a timeout for logged in users? If yes, please take it out. If no, then it's a bug as I have to login again after being inactive for a while (around 30mins)", "u1")
    # In its own thread, and still a trap: a general claim about PHP.
    rec(EVERYCOOK, [ec1], T_PHPFEATURE, False, SAME, [], None, author="u2")
    ec2 = (A, T_PHPFEATURE + "\nThis is because sessions hold data, that use memory, and if sessions never expires the memory could not freed.\nBut if you activate \"auto login\" on login screen, it should automatically log you in, after expiring of  Session. I Tested it, and it worked for me.", "u2")
    ecq = "I see the problem. Is there an option that we can make the expiration of session longer? For example that it expires only after two hours instead of currently 20-30mins?"
    rec(EVERYCOOK, [ec1, ec2], ecq, True, "ellipsis", [], "Is there an option to make EveryCook's session expire later, for example after two hours instead of the current 20-30 minutes?", author="u1")
    rec(EVERYCOOK, [ec1, ec2, (U, ecq, "u1")], "yes, would be possible, but why? what's the benefit of this?", True, "pronoun", ["this"], "Making EveryCook's session expire after two hours would be possible, but what would be the benefit?", author="u2")
    # Collected as a trap ("a general claim about websites"); made a follow-up by the second reader's adjudication
    # (helper r2df19, labelling.md §2 rules 1 and 6, as df18's xmpp-web row): the fragment never says what is 15-30min;
    # only the history (the session expiring after 20-30 minutes, two hours asked) makes it a claim about session timeouts.
    rec(EVERYCOOK, [ec1, ec2, (U, ecq, "u1"), (A, "yes, would be possible, but why? what's the benefit of this?", "u2")], T_NORMAL1530, True, "ellipsis", [], "On most websites a login session expires after 15-30 minutes of inactivity, so EveryCook's 20-30 minutes is normal.", author="u2")

    kb1 = (U, "Time out of log-in", "u1")
    kbq = "After several minutes of inactivity (not sure exactly how long) the system seems to be automatically logging me out. Is this intentional?"
    rec(KBPLUS, [kb1], kbq, True, "pronoun", ["the system", "this"], "After several minutes of inactivity KB+ seems to log me out automatically; is that intentional?", author="u1")
    kb2 = (U, kbq + " If the user is intentionally automatically logged out after x minutes of inactivity then there needs to be a clear warning/explanation about that somewhere, and a clear message on screen explaning what has happened, with a link to log back in again.", "u1")
    rec(KBPLUS, [kb1, kb2], "Default session timeout is 30 mins.. _however_ that is somewhat dependent upon your clock and the server clock being in sync.", True, "ellipsis", [], "KB+'s default session timeout is 30 minutes, though that partly depends on your clock and the server's being in sync.", author="u2")
    lend(KBPLUS, [kb1, kb2], T_NONEXPIRING, SAME, HOMER)

    zm1 = (U, "user account logs out too fast", "u1")
    rec(ZENMAGICK, [zm1], "Customers logged into their accounts are logged out really fast - probably around 15 minutes. This timeout should be either:\n1) lengthened\n2) variable by user\n3) eliminated", True, "ellipsis", [], "ZenMagick logs customers out of their accounts after about 15 minutes; the timeout should be lengthened, made variable by user, or eliminated.", author="u1")
    lend(ZENMAGICK, [zm1], T_EXTENDSESSION, SAME, DECIDIM)

    hm1 = (U, "web user logged out sometimes", "u1")
    hmq = "Sometimes the web user is logged out by a timeout.  Is it possible to eliminate timeouts by default?"
    rec(HOMER, [hm1], hmq, True, "ellipsis", [], "Sometimes the HOMER web user is logged out by a timeout; is it possible to eliminate the timeouts by default?", author="u1")
    hmq2 = "This is not really a logout but rather a session expiration detected upon activity."
    rec(HOMER, [hm1, (U, hmq, "u1")], hmq2, True, "pronoun", ["This"], "HOMER's occasional logout is not really a logout but a session expiration detected upon activity.", author="u2")
    # In its own thread, and still a trap: a personal stance, complete (cut before ", so I would exclude eliminating this mechanism", which leans on the thread).
    rec(HOMER, [hm1, (U, hmq, "u1"), (A, hmq2 + " Each access is governed by a JWT token with a default duration of 1h.", "u2")], T_NONEXPIRING, False, SAME, [], None, author="u2")

    de1 = (A, "Timing Adjustable for User Session", "u1")
    # In its own thread, and still a trap: a general accessibility requirement.
    rec(DECIDIM, [de1], T_EXTENDSESSION, False, SAME, [], None, author="u1")
    rec(DECIDIM, [de1, (A, T_EXTENDSESSION, "u1")], "Currently this is not a \"real\" problem in Decidim because the session cookie is valid as long as the browser session is open, i.e. until the browser is closed.", True, "pronoun", ["this"], "A session that expires without a way to extend it is currently not a real problem in Decidim, because the session cookie is valid until the browser is closed.", author="u2")

    ds1 = (U, "Extend user timeout", "u1")
    dsq = "At times, I find myself having to log in every 30 minutes or so. If you can extend the login time to 120 along with a signout warning message, it would be greatly appreciated."
    rec(DSBP, [ds1], dsq, True, "ellipsis", [], "I have to log in to DevSecBlueprint every 30 minutes or so; please extend the login time to 120 minutes with a sign-out warning message.", author="u1")
    rec(DSBP, [ds1, (U, dsq, "u1")], "I think this looks good to me. Thank you for looking into the matter.", True, "pronoun", ["this", "the matter"], "The change extending DevSecBlueprint's login timeout looks good to me; thank you for looking into it.", author="u1")
    # Lent as a trap; made a follow-up by the second reader's adjudication (helper r2df19, §2 rules 1 and 6): after a request
    # to extend the login time from 30 to 120 minutes the history supplies what is 15-30min (RainLoop's copy, whose history
    # never names a time or timeout, stays a trap, as df18's lent xmpp-web copy).
    rec(DSBP, [ds1, (U, dsq, "u1")], T_NORMAL1530, True, "ellipsis", [], "On most websites a login session times out after 15-30 minutes, so DevSecBlueprint logging users out every 30 minutes is normal.", qsrc=EVERYCOOK, author=None)

    # ---- local display: time zones, right-to-left layouts, font sizes ----
    qz1 = (U, "Display local time", "u1")
    qzq = "Hi thanks for the great work.\nIs there any option to extend it displaying local time instead of UTC?"
    rec(QUARTZ, [qz1], qzq, True, "pronoun", ["it"], "Is there any option to make QuartzNetWebConsole display local time instead of UTC?", author="u1")
    qzq2 = "There is no such option at the moment, but I'm always open to pull requests :)"
    rec(QUARTZ, [qz1, (U, qzq, "u1")], qzq2, True, "pronoun", ["such option"], "QuartzNetWebConsole has no option to display local time instead of UTC at the moment, but pull requests are welcome.", author="u2")
    # A topic shift after the refusal: a complete sentence.
    lend(QUARTZ, [qz1, (U, qzq, "u1"), (A, qzq2, "u2")], T_TZDISPLAY, SAME, OTTO)

    hs1 = (A, "Show local times", "u1")
    hsq = "A user has indicated that times presented in UTC are difficult to interpret."
    rec(HYDROSHARE, [hs1], hsq, True, "ellipsis", [], "A user has indicated that the times HydroShare presents in UTC are difficult to interpret.", author="u1")
    hs2 = (A, hsq + "  Figure out a way to show local times, where times are presented in HydroShare.  ", "u1")
    # In its own thread, and still a trap: a general remark about the internet.
    rec(HYDROSHARE, [hs1, hs2], T_LOCALDEF, False, SAME, [], None, author="u1")

    ot1 = (A, "fix: display time in user's timezone", "u1")
    # In its own thread, and still a trap: a general rule.
    rec(OTTO, [ot1], T_TZDISPLAY, False, SAME, [], None, author="u1")
    rec(OTTO, [ot1, (A, T_TZDISPLAY + " Data is still stored in UTC", "u1")], "Works like a charm! Thanks.", True, "ellipsis", [], "Otto's fix displaying times in the user's timezone works like a charm; thanks.", author="u2")
    lend(OTTO, [ot1, (A, T_TZDISPLAY + " Data is still stored in UTC", "u1"), (A, "Works like a charm! Thanks.", "u2")], T_LOCALDEF, SAME, HYDROSHARE)

    wt1 = (U, "Can you support RTL?", "u1")
    wtq = "This is effective for right-to-left languages, such as Hebrew and Arabic."
    rec(WEATHER, [wt1], wtq, True, "pronoun", ["This"], "RTL support in rocksdanister's weather app would serve right-to-left languages such as Hebrew and Arabic.", author="u1")
    wtq2 = "Does the layout not work out of the box with RTL when system language is Hebrew? I am new to RTL."
    rec(WEATHER, [wt1, (U, wtq, "u1")], wtq2, True, "pronoun", ["the layout"], "Does the weather app's layout not work out of the box with RTL when the system language is Hebrew?", author="u2")
    lend(WEATHER, [wt1, (U, wtq, "u1")], T_ANDROIDRTL, SAME, MIFOS)

    mf1 = (A, "Add RTL Support", "u1")
    # In its own thread, and still a trap: a general statement about Android.
    rec(MIFOS, [mf1], "**Summary:** \n\n" + T_ANDROIDRTL, False, SAME, [], None, author="u1")
    mf2 = (A, "**Summary:** \n\n" + T_ANDROIDRTL + "\n\nTo begin supporting RTL layouts in your app, set the android:supportsRtl attribute to the ```<application>``` element in your manifest file and set it “true\".", "u1")
    rec(MIFOS, [mf1, mf2], "**Observed behavior:** \n\nRight now there is no RTL support.", True, "ellipsis", [], "Right now the Mifos X field officer app has no RTL support.", author="u1")
    rec(MIFOS, [mf1, mf2, (A, "**Observed behavior:** \n\nRight now there is no RTL support.", "u1")], "@therajanmaurya can i fix this ?", True, "pronoun", ["this"], "Can I add RTL support to the Mifos X field officer app?", author="u2")
    lend(MIFOS, [mf1], T_WHATRTL, WHAT, KEENUI)

    ku1 = (U, "RTL", "u1")
    rec(KEENUI, [ku1], "Please add rtl version", True, "ellipsis", [], "Please add a right-to-left (RTL) version of Keen UI.", author="u1")
    # In its own thread, and still a trap: a definition question answerable alone.
    rec(KEENUI, [ku1, (U, "Please add rtl version", "u1")], T_WHATRTL, False, WHAT, [], None, author="u2")
    rec(KEENUI, [ku1, (U, "Please add rtl version", "u1"), (U, T_WHATRTL, "u2")], "Right to Left direction for Hebrew and Arabic language.", True, "ellipsis", [], "An RTL version of Keen UI means right-to-left direction, for Hebrew and Arabic.", author="u1")

    sb1 = (U, "[Feature] option for color and font and font size for readability", "u1")
    # In its own thread, and still a trap: a general claim about small text.
    rec(STYLEBOT, [sb1], T_SMALLISH, False, SAME, [], None, author="u1")
    sb2 = (U, "[Feature] option for color and font and font size for readability.\n" + T_SMALLISH + "\nplease add an option to customize it.", "u1")
    sbq = "+1, the readability button would be great, and I'd love if I could just bump up the font size!"
    rec(STYLEBOT, [sb1, sb2], sbq, True, "ellipsis", [], "+1 for Stylebot options for readability: I'd love to just bump up the font size.", author="u2")
    rec(STYLEBOT, [sb1, sb2, (U, sbq, "u2")], "@jez \nI think it is already added.", True, "pronoun", ["it"], "I think Stylebot already has the readability option to bump up the font size.", author="u1")

    nd1 = (U, "Increase range for font size option. I have vision problems, so I have my device with the larger screen size option selected, this increase the font in all my device but the font size in the app is fixed to determined size. Please consider extending the range for the text size option. Maybe 32. Thanks.", "u1")
    # In its own thread, and still a trap: a general statement about Android (the two options named in full).
    rec(NOVELDOKUSHA, [nd1], T_TWOOPTIONS, False, SAME, [], None, author="u2")
    nd2 = (A, T_TWOOPTIONS + "\nCan you try increasing font size in system settings and see if the text is big enough?", "u2")
    ndq = "The font size helps, but it breaks the UI of several other apps with a comfortable size."
    rec(NOVELDOKUSHA, [nd1, nd2], ndq, True, "pronoun", ["The font size", "it"], "Increasing Android's system font size (the first of the two accessibility options) helps with NovelDokusha, but it breaks the UI of several other apps.", author="u1")
    rec(NOVELDOKUSHA, [nd1, nd2, (U, ndq + " I'm ok with the font size for the UI, but it's hard if I have to read for a while.", "u1")], "Increased font size for reader from 24 max to 32 in commit 705cebdadc2812a0d4208fd05d2671e42f01aef7\nWill be available in next release", True, "ellipsis", [], "NovelDokusha's reader font size maximum was raised from 24 to 32 (commit 705cebdadc2812a0d4208fd05d2671e42f01aef7), available in the next release.", author="u2")

    hn1 = (U, "Could settings font size respect the system font size? It would be great to give users such a flexibility: **everyone could have a user experience of their choice**", "u1")
    hnq = "I suppose you mean Standard (default) item in font size settings."
    rec(HANDYNEWS, [hn1], hnq, True, "ellipsis", [], "Do you mean a Standard (default) item in Handy News Reader's font size settings that follows the system font size?", author="u2")
    hn3 = (A, "The article list font size = 18dp + settings. But the article text font size prefs is not a font size, but a zoom of webview = 100 + setting * 20. So these settings are different. May it will be better to rename article text font size pref to zoom?", "u2")
    hnq2 = "In this thread I mean the font-size of each text on this screen (which is only the beginning of a scrollable list of items):"
    rec(HANDYNEWS, [hn1, (A, hnq, "u2"), hn3], hnq2, True, "correction", ["this thread", "this screen"], "Could the font size of every text on Handy News Reader's settings screen (a scrollable list of items), not the article list or article text, respect the system font size?", author="u1")
    lend(HANDYNEWS, [hn1, (A, hnq, "u2"), hn3, (U, hnq2, "u1"), (A, "So do you mean the size of the text in preference window? I still don't understand :(", "u2")], T_SMALLISH, SAME, STYLEBOT)

    ep1 = (U, "Add font size option. **Please do not merge yet**\nFixes #400 and partially fixes #655 \n\n#### Screenshots\nLeft is the old (**large**) font and right is the new (**small**) font", "u1")
    epq = "Older teachers with less-than-perfect eyesight won't be pleased by this. At the very least, this should be an option and not a choice forced down their throats."
    rec(EPSILON, [ep1], epq, True, "pronoun", ["this"], "Older teachers with less-than-perfect eyesight won't like Epsilon's new small font; at the very least it should be an option, not forced on them.", author="u2")
    ep3 = (U, "Something like this?", "u1")
    ep4 = (U, "The preferences code seemed to change since the last time I added a new setting. Please don't merge this until I figure out how to pass KDFont through sharedPreferences.", "u1")
    rec(EPSILON, [ep1, (U, epq, "u2"), ep3, ep4], "Thank you @0b101 , that's definitely something we want to do! That being said, we had the exact same idea in mind as @boricj : the smaller font *has* to be an option, and the large font *has* to be the default value for this option 😄", True, "pronoun", ["that", "this option"], "A smaller font in Epsilon is definitely wanted, but as an option whose default value is the large font.", author="u3")
    lend(EPSILON, [ep1, (U, epq, "u2")], T_TWOOPTIONS, SAME, NOVELDOKUSHA)
