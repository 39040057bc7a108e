"""df5 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- e-mail: SMTP ports, app passwords, OAuth ----
GOTIFY = GH + "david-kalmakoff/gotify-smtp-emailer/issues/11"
MESH = GH + "Ylianst/MeshCentral/issues/1065"
EMAILJS = GH + "eleith/emailjs/issues/177"
GMAILBG = GH + "luongvo/GmailBackground/pull/4"
MUTT = GH + "LukeSmithxyz/mutt-wizard/issues/898"
SENDGRID = GH + "sendgrid/docs/issues/6005"
GMAILBTN = GH + "dlech/gmailbuttons/issues/27"
AUTOMX = GH + "rseichter/automx2/issues/9"
EXCAL = GH + "ExchangeCalendar/exchangecalendar/issues/47"
ASM3 = GH + "sheltermanager/asm3/issues/1540"
# ---- translation and Weblate ----
OPENREFINE = GH + "OpenRefine/OpenRefine/issues/1485"
SHIZUKU = GH + "thejaustin/ShizukuPlus/issues/382"
TUNER = GH + "tuner-labs/tuner/issues/92"
WEBTREES = GH + "fisharebest/webtrees/issues/5180"
SAFEEYES = GH + "slgobinath/safeeyes/pull/182"
GRAMO = GH + "FoedusProgramme/Gramophone/issues/414"
NAEV = GH + "naev/naev/issues/1587"
LTTRS = GH + "iNPUTmice/lttrs-android/issues/14"
PIPELINE = GH + "Tubefeeder/Pipeline/issues/132"
OPENLIB = GH + "dstark5/Openlib/issues/44"
# ---- keyboard shortcuts, dark mode, accessibility ----
OPENSESAME = GH + "open-cogsci/OpenSesame/issues/670"
ALTTAB = GH + "lwouis/alt-tab-macos/issues/2637"
SEQUEL = GH + "Sequel-Ace/Sequel-Ace/issues/1726"
MENUBAR = GH + "nvzqz/Menubar-Colors/issues/3"
WYS = GH + "objective-see/WhatsYourSign/issues/5"
LGWT = GH + "quii/learn-go-with-tests/issues/811"
WHYNOT = GH + "rcmaehl/WhyNotWin11/issues/313"
SEELE = GH + "bretth18/seeleseek/issues/55"
AO2 = GH + "accessibleapps/accessible_output2/pull/13"
QS = GH + "quicksilver/Quicksilver/issues/1292"
CANIUSE = GH + "Fyrd/caniuse/issues/1571"
# ---- CSV import/export, offline use ----
ONTRACK = GH + "inoda/ontrack/issues/11"
PROKEYS = GH + "GaurangTandon/ProKeys/issues/96"
PADH = GH + "madcowfred/padherder-issues/issues/455"
ODK = GH + "getodk/getodk/issues/608"
MERU = GH + "zoidsh/meru/issues/127"
KITE = GH + "kiteco/issue-tracker/issues/813"
BLESPAM = GH + "simondankelmann/Bluetooth-LE-Spam/issues/332"
# ---- time zones, daylight saving, cron ----
ESPO = GH + "espocrm/espocrm/issues/847"
CRUNZ = GH + "lavary/crunz/issues/198"
NODESCHED = GH + "node-schedule/node-schedule/issues/735"
LIEBIG = GH + "liebig/cron/issues/15"
NODECRON = GH + "kelektiv/node-cron/issues/270"
CLOCKER = GH + "n0shake/clocker/issues/10"
ARGUS = GH + "GadgetInspector/ARGUS/issues/1"
MOMENTTZ = GH + "moment/moment-timezone/issues/21"
APTZ = GH + "Alterplay/APTimeZones/issues/4"
FEINT = GH + "haizlin/fe-interview/issues/3380"
# ---- webhooks, feeds ----
TONE = GH + "kjdElectronics/fd-tone-notify/issues/22"
UPTIME = GH + "louy/terraform-provider-uptimerobot/issues/101"
NCNEWS = GH + "nextcloud/news/issues/712"
WTF = GH + "gaearon/whatthefuck.is/issues/208"
# ---- fonts and emoji ----
EMOJIONE = GH + "13rac1/emojione-color-font/issues/85"
ROFI = GH + "Mange/rofi-emoji/issues/52"
FIRACODE = GH + "tonsky/FiraCode/issues/1118"
# ---- game controllers, Bluetooth audio ----
PANDA = GH + "panda3d/panda3d/issues/1349"
PEGASUS = GH + "mmatyas/pegasus-frontend/issues/443"
PEGASUS92 = GH + "mmatyas/pegasus-frontend/issues/92"
SFPC = GH + "Madxbio97/SF-pc-port/issues/94"
APTX = GH + "regularhunter/libfreeaptx/issues/3"
PIXEL = GH + "PixelExperience/android-issues/issues/4024"
V4A = GH + "ShadySquirrel/ViPER4Android/issues/35"
NXBT = GH + "plutooo/nx-btred/issues/23"
# ---- printing and PDF ----
PROXYPRINT = GH + "alex-taxiera/proxy-print/issues/2"
CEF = GH + "salvadordf/CEF4Delphi/issues/455"
EPDF = GH + "fraserxu/electron-pdf/issues/93"
H2P = GH + "ChaosEvoker/html-to-pdf/issues/18"
PRINTJS = GH + "crabbly/Print.js/issues/49"
DOCFX = GH + "dotnet/docfx/issues/9842"
PDFTP = GH + "svishnevsky/PDFtoPrinter/issues/61"

# ---- subtitles, password databases, e-books, music tags ----
VC320 = GH + "RandomEngy/VidCoder/issues/320"
VC552 = GH + "RandomEngy/VidCoder/issues/552"
HANDBRAKE = GH + "HandBrake/HandBrake/issues/1414"
CASTNOW = GH + "xat/castnow/issues/57"
VIDEOJS = GH + "videojs/video.js/issues/1145"
KPDX = GH + "Kunzisoft/KeePassDX/issues/1480"
AUTHPASS = GH + "authpass/authpass/issues/176"
PYKEE = GH + "libkeepass/pykeepass/issues/311"
KEECH = GH + "brush701/keechallenge/issues/17"
KPXC = GH + "keepassxreboot/keepassxc/issues/1050"
OBSIDANN = GH + "elias-sundqvist/obsidian-annotator/issues/72"
LBOOK = GH + "driade/laravel-book/issues/13"
SUMATRA = GH + "sumatrapdfreader/sumatrapdf/issues/3382"
PDFJS = GH + "mozilla/pdf.js/issues/10655"
READER = GH + "hectorqin/reader/issues/128"
COG = GH + "losnoco/Cog/issues/159"
ID3 = GH + "squell/id3/issues/31"
NAVI = GH + "navidrome/navidrome/issues/308"
KUNST = GH + "sdushantha/kunst/issues/3"

# ---- clipboard history, offline maps, data export ----
PTRCM = GH + "CoreyHayward/PowerToys-Run-ClipboardManager/issues/10"
XCLIPPER = GH + "KaustubhPatange/XClipper/issues/62"
CLIPPED = GH + "davidmhewitt/clipped/issues/3"
OSMDROID = GH + "osmdroid/osmdroid/issues/287"
ROUTEME = GH + "route-me/route-me/issues/56"
GPXTRACKER = GH + "merlos/iOS-Open-GPX-Tracker/issues/215"
CGEO = GH + "cgeo/cgeo/issues/5880"
FOQOS = GH + "awaseem/foqos/issues/517"

SUBEDIT = GH + "SubtitleEdit/subtitleedit/issues/1436"
JUSTPLAYER = GH + "moneytoo/Player/issues/230"
KEECH27 = GH + "brush701/keechallenge/issues/27"
LAPIS = GH + "leafo/lapis/issues/589"

# Threads that only lend a question: the rest of each is no exchange, or none a df5 question fits.
QUESTION_ONLY: tuple[str, ...] = (GMAILBG, GRAMO, PIPELINE, OPENLIB, LGWT, QS, CANIUSE, PADH, ODK, MERU, KITE, BLESPAM, MOMENTTZ, APTZ, FEINT, UPTIME, WTF, ROFI, PEGASUS92, SFPC, CEF, PRINTJS, VIDEOJS, KPDX, PDFJS, KUNST, ROUTEME, FOQOS)

# ---- the bank: real questions from df5 threads, placed after another df5 thread ----
# Name their subject, or ask nothing of any project (traps wherever they go):
Q_SMTPS = "could you give me a topic about how to sending mail with smtps in gmail?"
Q_POSTEO = "Posteo recommends using SSL/TLS (465) instead of STARTTLS (587)"
Q_TB2FA = "Q: Has anyone filed a bug with Thunderbird proper to do 2FA? I'm thinking of doing so."
Q_WEBLATE = "How to use weblate?"
Q_HOSTEDWL = "Hosted Weblate is open source. Second option is Crowdin. (Close source) Both are free for open source projects."
Q_QS = "Is there any chance Quicksilver could be made with the text readable with VoiceOver?"
Q_CANIUSE = "It would be absolutely awesome if Can I Use included accessibility tools like Jaws (in IE on Windows) NVDA (in Firefox on Windows) support tables and VoiceOver on IOS & OSX."
Q_PADH = "Add an \"Import CSV\" option? I recently changed my PADHerder account and would love if I could export/import across accounts."
Q_CRONTZ = "how does cron timezone, machine timezone and node timezone affect each other ?"
Q_UTCGMT = "UTC时间和GMT有什么区别？"
Q_UPTIME = "Does uptimerobot_alert_contact support a payload for the webhook?"
Q_WTF = "WTF is a reverse proxy server?"
Q_ROFI = "my emojis won't show properly , some will show as black and white emojis but mostly will be rendered like unrecognized glyphs. The font I am using is FiraCode Nerd Font, how should I make this work?"
Q_XBOXDRV = "Playstation controllers are not natively supported by Qt but can work with xboxdrv to emulate a Xbox 360 controller."
Q_V4A = "My question is...does LDAC work with V4A?"
Q_CEF = "I use Chromium1.PrintToPDF(filename) to save the page as PDF file. Is it possible to choose portrait or landscape modes?"
Q_VIDCODER = "Can you add ass subtitles support in next VidCoder version?"
Q_VIDEOJS = "Is Video.js also supports SRT-files for subtitles?"
Q_YUBI = "Hi, I'm considering securing my KeePass DB with a Yubikey. If I do this, could I still sync my DB and open it with KeepassXC (Linux, diverse) and KeepassDX (android e/OS)?"
Q_TILES = "How to download tiles for certain area like LA for example from \"openstreet maps\" or other sources? for offline use in my application."
Q_PDFJS = "This is more a query than an issue. I want to know if PDF.js supports or plans to support book reader mode."
# Need the thread's project (follow-ups after a thread they fit):
F_GRAMO = "If I want to help with translation, do I just need to complete the translation in weblate and press save?"
F_PIPELINE = "Wouldn't it be better to use Hosted Weblate instead of Github pull request to translate the application?"
F_SHORTCUT = "I am using Mac. Is it possible to customize the keyboard shortcuts?"
F_DARK1 = "Can we please have dark mode support?"
F_DARK2 = "Can you please add dark mode support? :)"
F_CSVIMP = "Is there any possibility that we can import data that we store in csv to the web?"
F_OFFLINE1 = "Does this support offline mode?"
F_OFFLINE2 = "Do you support offline network ?"
F_OFFLINE3 = "Does It would work without Internet?"
F_DST1 = "Are there plans to support daylight savings?"
F_DST2 = "Hey, How are you dealing with the change of timezones for daylight saving?"
F_XINPUT = "Doesnt'work Gamepads with X-Input Support (Xbox One, Xbox Series Controller) ?"
F_LAND1 = "Is there any way to create the file in landscape instead of portrait?"
F_LAND2 = "Can i print a landscape PDF instead of the Portrait by default?"
F_EXPORT = "Hi, would it be possible to add an option to export the data?"
F_FLAC = "Does it work with flac files?"
F_REDX = "For some reason the red x from Emoji Version 1.0 seems to render as a `X`."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    TRAP_SAME, TRAP_OTHER, TRAP_FRESH = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    # ---- e-mail: SMTP ports and app passwords ----
    g1 = (U, "Gmail config. Good day. I am interested in an example of setting up for Gmail. At the moment it shows an error SMTP Emailer: smtp send error: could not send email: EOF")
    ga = (A, "May I ask how much time you have spent trying to figure out how to do this before submitting an issue? Please look up Gmail SMTP and Google app passwords.")
    gq = "I know about application passwords and they are set up on that mailbox.  Only port 587 is work?"
    ga2 = (A, "Port 587 worked for me.")
    rec(GOTIFY, [g1, ga], gq, True, "ellipsis", [], "I know about application passwords and they are set up on that Gmail mailbox. Does only port 587 work for sending Gmail with gotify-smtp-emailer?")
    g_all = [g1, ga, (U, gq), ga2]
    rec(GOTIFY, g_all, Q_SMTPS, False, TRAP_SAME, [], None, qsrc=GMAILBG)
    rec(GOTIFY, g_all, Q_POSTEO, False, TRAP_SAME, [], None, qsrc=MUTT)

    m1 = (U, "Gmail SMTP send issues. For some reason, I can't get the SMTP send to work with a Gmail Account. Any ideas? Heres the SMTP portion of my config.json file. \"smtp\": { \"host\": \"smtp.gmail.com\", \"port\": 587, \"from\": \"email@domain.org\", \"user\": \"email@domain.org\", \"pass\": \"passwordhere\", \"tls\": true }")
    m2 = (U, "Also, Less secure app access has been enabled")
    ma = (A, "Less Secure Apps functionality is slated to be removed in Feb of 2021, might be good to support their more current mechanisms as well.")
    ma2 = (A, "Try changing your port number to 465. This is what I use: \"smtp\": { \"host\": \"smtp.gmail.com\", \"port\": 465, \"from\": \"xxx@gmail.com\", \"user\": \"xxx@gmail.com\", \"pass\": \"xxxxx\", \"tls\": true }")
    m_all = [m1, m2, ma, ma2]
    rec(MESH, m_all, gq, True, "ellipsis", [], "I know about application passwords and they are set up on that Gmail mailbox. Does only port 587 work for MeshCentral's SMTP send with a Gmail account?", qsrc=GOTIFY)
    rec(MESH, m_all, Q_SMTPS, False, TRAP_SAME, [], None, qsrc=GMAILBG)
    rec(MESH, m_all, Q_POSTEO, False, TRAP_SAME, [], None, qsrc=MUTT)
    rec(MESH, m_all, Q_TB2FA, False, TRAP_SAME, [], None, qsrc=EXCAL)

    e1 = (U, "Gmail setup. I am curious how you setup gmail, you mention application specific password. I have created for front end apps but for a server specific implementation like Node, how would one do this?")
    ea = (A, "there are a few steps 1) create an application specific password (https://support.google.com/accounts/answer/185833?hl=en) 2) use ssl 3) use port 465 4) use 'smtp.gmail.com' after trying that, what problems do you run into?")
    eq = "I'm not sure but I can't seem to get App specific passwords anymore. Not from Gmail or Outlook. I used my normal password and it worked but I'm just not comfortable using that."
    # In its own thread, and still a trap: a report about Gmail's and Outlook's app passwords, not about emailjs.
    rec(EMAILJS, [e1, ea], eq, False, TRAP_SAME, [], None)
    rec(EMAILJS, [e1, ea], Q_POSTEO, False, TRAP_SAME, [], None, qsrc=MUTT)
    rec(EMAILJS, [e1, ea], gq, True, "ellipsis", [], "I know about application passwords and they are set up on that Gmail mailbox. Does only port 587 work for sending Gmail with emailjs?", qsrc=GOTIFY)

    mu1 = (U, "Posteo recommends using SSL/TLS (465) instead of STARTTLS (587). Hey there Luke. Just watching your old videos, and thinking to start using more text-based programs. I've seen that the domains list uses 587 for SMTP, while Posteo recommends using 465.")
    muq = "Or am I not getting something right?"
    mua = (A, "I'll change it. A lot of providers have moved from 587 to 465 just in the past years, so it's probably a hold-over from before. Most will work with both.")
    rec(MUTT, [mu1], muq, True, "ellipsis", [], "Am I not getting something right about mutt-wizard's domains list using port 587 for Posteo's SMTP while Posteo recommends using SSL/TLS on port 465?")
    rec(MUTT, [mu1, (U, muq), mua], Q_SMTPS, False, TRAP_SAME, [], None, qsrc=GMAILBG)

    sg1 = (U, "Integrating with the SMTP API. https://sendgrid.com/docs/API_Reference/SMTP_API/integrating_with_the_smtp_api.html The links to TLS Connections and SSL connections are dead. I can't think what they refer to, because TLS is basically SSL v4, so they are the same thing.")
    sgq = "Do you mean STARTTLS vs SSL/TLS, which are the options in Thunderbird?"
    sga = (A, "Thanks for bringing this to our attention. We're sorry for the confusion, but the links on this page appear to be better: https://sendgrid.com/docs/for-developers/sending-email/integrating-with-the-smtp-api/. We'll get the page you linked redirected to the current page.")
    rec(SENDGRID, [sg1], sgq, True, "ellipsis", [], "Do the dead TLS Connections and SSL connections links on SendGrid's Integrating with the SMTP API page mean STARTTLS vs SSL/TLS, which are the options in Thunderbird?")
    rec(SENDGRID, [sg1, (U, sgq), sga], Q_SMTPS, False, TRAP_SAME, [], None, qsrc=GMAILBG)
    rec(SENDGRID, [sg1, (U, sgq), sga], Q_WTF, False, TRAP_FRESH, [], None, qsrc=WTF)

    # ---- e-mail: OAuth and two-factor ----
    gb1 = (U, "Does not work with Oauth2 in TB 38. Thunderbird 38 introduced Oauth2 authentication for Gmail accounts. When selecting a message, you will see an error that says: closing socket 2 1 NO Empty username or password <random-token>")
    gba = (A, "You can work around this for now by not using Oauth2. There are a couple things you need to change. In you google account setting (this is under regular google account settings, not gmail settings), under Sign-in and Security > Connected Apps & Sites you need to enable less secure apps. Then in your Thunderbird Server Settings for your gmail account, you need to change the Authentication Method from Oauth2 to Normal Password. Then restart Thunderbird.")
    gbq = "And what if I DO NOT WANT to enable less secure apps?"
    gba2 = (A, "You have some options. 1. Add this feature yourself (and send me a pull request) 2. Hire someone to add this feature (and have him/her seed me a pull request) 3. Wait for someone else")
    rec(GMAILBTN, [gb1, gba], gbq, True, "ellipsis", [], "What can I do if I do not want to enable less secure apps to work around gmailbuttons not working with Oauth2 in Thunderbird 38?")
    rec(GMAILBTN, [gb1, gba, (U, gbq), gba2], Q_TB2FA, False, TRAP_SAME, [], None, qsrc=EXCAL)

    ax1 = (U, "Support per OAuth2. Thunderbird in the (hope near) future will support OAuth 2.0 Dynamic Client Registration Protocol: https://bugzilla.mozilla.org/show_bug.cgi?id=1602166 https://wiki.mozilla.org/Thunderbird:Autoconfiguration:ConfigFileFormat#OAuth2")
    axq = "Is possible to add support? Thank you for this nice product!"
    axa = (A, "It would be an interesting expansion. Alas, I am less optimistic than you when it comes to when Mozilla issue 1602166 might be resolved, let alone a Thunderbird version released that supports the new mechanism. I suggest not holding your breath in anticipation.")
    axa2 = (A, "I'll close this issue for the time being. I cannot really do much about it right now, due to the lack of both a server and a client which both support this particular authentication mechanism. We can revisit this later.")
    axq2 = "Hello, there are now multiple servers using oauth2, including Dovecot and Stalwart. It would be nice to revisit this now. Thanks!"
    rec(AUTOMX, [ax1], axq, True, "ellipsis", [], "Is it possible to add support for the OAuth 2.0 Dynamic Client Registration Protocol of Thunderbird's autoconfiguration to automx2?")
    rec(AUTOMX, [ax1, (U, axq), axa, axa2], axq2, True, "ellipsis", [], "There are now multiple servers using oauth2, including Dovecot and Stalwart: could automx2 revisit adding OAuth2 support now?")
    rec(AUTOMX, [ax1, (U, axq), axa, axa2], Q_TB2FA, False, TRAP_SAME, [], None, qsrc=EXCAL)

    x1 = (U, "O365 2FA support? Any chance of getting O365 2-factor auth support? (outside of the Application Password functionality which would already be supported)")
    xa = (A, "I don't think so, because currently there are few developers and it will need to have access to office 365 with 2-factor authentication enabled. Furthermore, current authentication process relies on Thunderbird code which make almost all the job to authenticate user (by using standard Basic/NTLM authentication through XML HTTP requests).")
    xa2 = (A, "Thank you for the feature suggestion. Unfortunately I'll have to close this as out of scope. This is far beyond the resources we currently have available.")
    x2 = "More and more mail providers start using 2FA. This should be at least in todo list."
    x3 = (U, "So... In the future when all mail platforms use mfa, where will TB be?")
    rec(EXCAL, [x1, xa, xa2], x2, True, "pronoun", ["This"], "More and more mail providers start using 2FA. O365 2-factor auth support in ExchangeCalendar should be at least in the todo list.")
    # A topic change inside the thread: a question about Thunderbird's own bug tracker, answerable without it.
    rec(EXCAL, [x1, xa, xa2, (U, x2), x3], Q_TB2FA, False, TRAP_SAME, [], None)

    as1 = (U, "Microsoft only supporting OAuth for SMTP from Sep 2025. A few of our customers use Outlook 365 to send their emails rather than our server. Microsoft have decided that they won't support basic auth anymore (for a load of alleged security reasons that are lies) and will only support OAuth.")
    asq = "Is it possible that we could support this?"
    rec(ASM3, [as1], asq, True, "pronoun", ["this"], "Is it possible that ASM (sheltermanager asm3) could support OAuth for sending emails through Outlook 365 SMTP?")
    rec(ASM3, [as1], Q_POSTEO, False, TRAP_SAME, [], None, qsrc=MUTT)
    rec(ASM3, [as1], Q_TB2FA, False, TRAP_SAME, [], None, qsrc=EXCAL)

    # ---- translation and Weblate ----
    o1 = (U, "Localization/Translation. REQUESTING to contribute FILIPINO/TAGALOG translation and CEBUANO translation.")
    oa = (A, "Hi @vinzruzell - you can contribute to existing translations and create new translations through a service called Weblate. Got to https://hosted.weblate.org/engage/openrefine/ and follow the instructions. There is already a Filipino translation which you could review, or you can start a new translation for Cebuano etc Thanks very much")
    oq = "HI. I have already completed the file. I would like to ask  if there is another that needs translation for filipino and tagalog?"
    rec(OPENREFINE, [o1, oa], oq, True, "ellipsis", [], "I have already completed the OpenRefine Filipino translation file on Weblate. Is there another OpenRefine file that needs translation for Filipino and Tagalog?")
    rec(OPENREFINE, [o1, oa], Q_WEBLATE, False, TRAP_FRESH, [], None, qsrc=WEBTREES)
    rec(OPENREFINE, [o1, oa], F_GRAMO, True, "ellipsis", [], "If I want to help with the OpenRefine translation, do I just need to complete the translation in Weblate and press save?", qsrc=GRAMO)
    rec(OPENREFINE, [o1, oa], Q_HOSTEDWL, False, TRAP_SAME, [], None, qsrc=OPENLIB)

    s1 = (U, "About translation. Hello, could you please send me the Weblate link so I can contribute to the translation, I couldn't find it here in git")
    sa = (A, "Translations are contributed directly via the `strings.xml` files in a pull request — there is no Weblate project set up at the moment. To contribute: fork the repo, copy `values/strings.xml` to a new `values-<your-locale>/` directory (or update an existing one), translate the `<string>` elements, and open a PR. If you'd like Weblate set up, happy to look into it — it would make ongoing contributions easier, especially for multiple languages.")
    sa2 = (A, "Closing — translations are contributed via PR to the `values-<locale>/strings.xml` files. Instructions are in the previous comment. Feel free to submit a PR at any time!")
    sq = "Thank you, master, but the translation I sent didn't translate the strings, and I've been asking for it. Can I redo the translation?"
    rec(SHIZUKU, [s1, sa, sa2], sq, True, "ellipsis", [], "The ShizukuPlus translation I sent didn't translate the strings. Can I redo the translation via a pull request to the `values-<locale>/strings.xml` files?")
    rec(SHIZUKU, [s1, sa], F_PIPELINE, True, "pronoun", ["the application"], "Wouldn't it be better to use Hosted Weblate instead of GitHub pull requests to translate ShizukuPlus?", qsrc=PIPELINE)
    rec(SHIZUKU, [s1, sa, sa2], Q_HOSTEDWL, False, TRAP_SAME, [], None, qsrc=OPENLIB)

    t1 = (U, "How can I add new language to weblate? Hi, I'd like to help with Spanish translation, but I can't find any button to add new languages in the UI of Weblate. Should I open a PR with the .po files?")
    tq = "PS: Is it possible to change in-app language? Or it just uses the system default?"
    ta = (A, "Added in v2")
    rec(TUNER, [t1], tq, True, "ellipsis", [], "Is it possible to change the in-app language of Tuner, or does it just use the system default?")
    rec(TUNER, [t1, (U, tq), ta], F_GRAMO, True, "ellipsis", [], "If I want to help with the Tuner translation, do I just need to complete the translation in Weblate and press save?", qsrc=GRAMO)
    rec(TUNER, [t1, (U, tq), ta], Q_HOSTEDWL, False, TRAP_SAME, [], None, qsrc=OPENLIB)

    w1 = (U, "How to use weblate? I want to add some new strings to be translated, but apparently I'm too thick for the weblate GUI. I did browse through (documentation)[https://docs.weblate.org/en/latest/user/basic.html] but it does not describe the process I'm looking for. So I have logged in, selected some base languages and I am here: https://translate.webtrees.net/projects/webtrees/webtrees-22/en/ There is a Translate button, but that merely gives a list of existing translations which need work? How can I add a new string to be translated?")
    wq = "Or is the string to be translated supposed to go through the webtrees build pipeline first?"
    rec(WEBTREES, [w1], wq, True, "pronoun", ["the string to be translated"], "Is a new string to be translated in webtrees' Weblate supposed to go through the webtrees build pipeline first?")
    rec(WEBTREES, [w1], Q_HOSTEDWL, False, TRAP_SAME, [], None, qsrc=OPENLIB)

    r1 = (U, "Update cs and sk translations. The commit history is bit messy, hope that's ok.")
    ra = (A, "@radek-sprta and @p-bo , Thanks for your contribution. As @p-bo suggested, I have created the Weblate account[1] so I hope it will be easy for translators in future. [1] https://hosted.weblate.org/projects/safe-eyes/translations/")
    r2 = (U, "Thanks @radek-sprta for very fruitful cooperation on fine tuning localization into czech, thanks @slgobinath for provide us with way for wider contributors how to translate - nice :)")
    rq = "Would it be possible to point at weblate from: https://slgobinath.github.io/SafeEyes/#translate please?"
    ra2 = (A, "@p-bo, I am waiting for the direct PUSH feature. Oce it is available, I will update the website.")
    rec(SAFEEYES, [r1, ra], r2[1] + " " + rq, True, "ellipsis", [], "Thanks @radek-sprta for very fruitful cooperation on fine tuning localization into czech, thanks @slgobinath for provide us with way for wider contributors how to translate - nice :) Would it be possible to point at the Safe Eyes Weblate project (https://hosted.weblate.org/projects/safe-eyes/translations/) from https://slgobinath.github.io/SafeEyes/#translate?")
    rec(SAFEEYES, [r1, ra, (U, r2[1] + " " + rq), ra2], Q_WEBLATE, False, TRAP_FRESH, [], None, qsrc=WEBTREES)
    rec(SAFEEYES, [r1, ra, (U, r2[1] + " " + rq), ra2], F_GRAMO, True, "ellipsis", [], "If I want to help with the Safe Eyes translation, do I just need to complete the translation in Weblate and press save?", qsrc=GRAMO)

    n1 = (U, "Add Naev to hosted.weblate.org. hosted.weblate.org is a web service based on Weblate (a FLOSS). Translators can use this site to translate strings online more efficiently. I suggest to add Naev to hosted.weblate.org. There are other FOSS projects present here, for example, Minetest.")
    na = (A, "Seems good to use something like this, but when I looked into this, there seemed to be a variety of services open source projects use for translations, and it wasn't clear which would be best. Do you have experience using Weblate or any of the alternatives?")
    na2 = (A, "https://weblate.org/en/hosting/ Looks like the hosted version of Weblate is at least €17/month, which is probably undesirable for Naev. Likewise, I don't think we want to be maintaining the infrastructure of self-hosting it.")
    nq = "Did you actually contact them? To my knowledge, they gladly host uncommercial FOSS projects for free (although they don't advertise that publicly)."
    rec(NAEV, [n1, na, na2], nq, True, "pronoun", ["them"], "Did the Naev developers actually contact Hosted Weblate? To my knowledge, Hosted Weblate gladly hosts uncommercial FOSS projects for free (although they don't advertise that publicly).")
    rec(NAEV, [n1, na, na2], Q_WEBLATE, False, TRAP_FRESH, [], None, qsrc=WEBTREES)
    rec(NAEV, [n1, na], F_PIPELINE, True, "pronoun", ["the application"], "Wouldn't it be better for Naev to use Hosted Weblate instead of GitHub pull requests to translate the game?", qsrc=PIPELINE)

    l1 = (U, "Translations. I recommend https://hosted.weblate.org/ as Crowdin and Transifex are proprietary and have dubious terms.")
    la = (A, "I’ve asked weblate to host this open source project for free in late February and I haven’t heard back yet.")
    lq = "At what address?"
    la2 = (A, "No address. There was a web form available here: https://hosted.weblate.org/hosting/ that I filled out. This automatically created an issue on their support tracker (that I’m not able to access with my weblate credentials it seems.) - But no reaction since.")
    rec(LTTRS, [l1, la], lq, True, "ellipsis", [], "At what address did you ask Weblate to host lttrs-android for free?")
    rec(LTTRS, [l1, la, (U, lq), la2], Q_WEBLATE, False, TRAP_FRESH, [], None, qsrc=WEBTREES)

    # ---- keyboard shortcuts ----
    os1 = (U, "Quick switcher not accessible through keyboard shortcut on MacOS. On MacOS, OpenSesame uses the same keyboard combo (Cmd+space) for the quick switcher as MacOS's own Spotlight search. The latter always has precedence, making OS quick switcher unreachable with a keyboard shortcut.")
    osq = "Do you think it's worthwhile to change the keyboard shortcut for MacOS, or even better: make all keyboard shortcuts customizable for the user?"
    osa = (A, "Thanks! Yes, making it customizable should be easy. PS. I've been doing quite a bit of work on 3.3, which is currently in the `pycode` branch, and which will make heavy use of the `opensesame-extension-ide`. This also has a new and much cleaner quick switcher.")
    rec(OPENSESAME, [os1], osq, True, "pronoun", ["the keyboard shortcut"], "Is it worthwhile to change OpenSesame's quick switcher keyboard shortcut (Cmd+space) for MacOS, or even better: make all OpenSesame keyboard shortcuts customizable for the user?")
    os_all = [os1, (U, osq), osa]
    rec(OPENSESAME, os_all, F_SHORTCUT, True, "ellipsis", [], "I am using Mac. Is it possible to customize OpenSesame's keyboard shortcuts?", qsrc=SEQUEL)
    rec(OPENSESAME, os_all, F_DARK1, True, "ellipsis", [], "Can OpenSesame please have dark mode support?", qsrc=LGWT)
    rec(OPENSESAME, os_all, Q_QS, False, TRAP_OTHER, [], None, qsrc=QS)

    at1 = (U, "Add customization shortcuts for arrow key. Possibly add customization shortcuts function instead of arrow key to select app.")
    ata = (A, "You can already customize shortcuts in Preferences > Controls 👍")
    atq = "Sorry, I didn't express it clearly, I mean using \"hjkl\" instead of arrow key to move app selection."
    ata2 = (A, "There is an open PR to add vim-style keys in addition to arrow keys: #1272")
    rec(ALTTAB, [at1, ata], atq, True, "correction", [], "Could AltTab add using \"hjkl\" instead of arrow keys to move app selection?")
    at_all = [at1, ata, (U, atq), ata2]
    rec(ALTTAB, at_all, F_DARK1, True, "ellipsis", [], "Can AltTab please have dark mode support?", qsrc=LGWT)
    rec(ALTTAB, at_all, Q_WTF, False, TRAP_FRESH, [], None, qsrc=WTF)
    rec(ALTTAB, at_all, Q_ROFI, False, TRAP_OTHER, [], None, qsrc=ROFI)

    sq1 = (U, "Customize Keyboard Shortcuts. I am using Mac. Is it possible to customize the keyboard shortcuts? For example, the \"Format SQL\" is like a 4-combination keys so I like to be able to change this to something else.")
    sqa = (A, "I suggest using a tool like BetterTouchTool if you want customized keyboard shortcuts in macOS apps. I don't foresee this feature coming to Sequel Ace anytime soon/ever unless a member of the community makes a PR to add it.")
    sqa2 = (A, "On a Mac, you can customize shortcuts in System Settings: https://support.apple.com/guide/mac-help/create-keyboard-shortcuts-for-apps-mchlp2271/mac")
    sq_all = [sq1, sqa, sqa2]
    rec(SEQUEL, sq_all, F_DARK2, True, "ellipsis", [], "Can you please add dark mode support to Sequel Ace?", qsrc=WYS)
    rec(SEQUEL, sq_all, F_OFFLINE3, True, "pronoun", ["It"], "Would Sequel Ace work without Internet?", qsrc=BLESPAM)
    rec(SEQUEL, sq_all, Q_WTF, False, TRAP_FRESH, [], None, qsrc=WTF)
    rec(SEQUEL, sq_all, Q_UPTIME, False, TRAP_OTHER, [], None, qsrc=UPTIME)

    # ---- dark mode ----
    mb1 = (U, "Dark Mode Support. It would be great if this supported dark mode on Mojave. I really like this tool!")
    mbq = "Any chance this will get an update?"
    rec(MENUBAR, [mb1], mbq, True, "pronoun", ["this"], "Any chance Menubar Colors will get an update to support dark mode on Mojave?")
    rec(MENUBAR, [mb1, (U, mbq)], Q_WTF, False, TRAP_FRESH, [], None, qsrc=WTF)
    rec(MENUBAR, [mb1, (U, mbq)], Q_UPTIME, False, TRAP_OTHER, [], None, qsrc=UPTIME)

    ws1 = (U, "Dark mode. Hello, Can you please add dark mode support? :) Thanks, -Dave")
    wsa = (A, "Mahalo for your patience! Just pushed some code that adds dark mode. If you want to test the beta (with the fixes/improvements): https://bitbucket.org/objective-see/deploy/downloads/WhatsYourSign_1.6.0_BETA.zip")
    wsa2 = (A, "Latest released version now supports dark mode 🖤")
    ws_all = [ws1, wsa, wsa2]
    rec(WYS, ws_all, F_OFFLINE3, True, "pronoun", ["It"], "Would WhatsYourSign work without Internet?", qsrc=BLESPAM)
    rec(WYS, ws_all, Q_CANIUSE, False, TRAP_OTHER, [], None, qsrc=CANIUSE)
    rec(WYS, ws_all, F_SHORTCUT, True, "ellipsis", [], "I am using Mac. Is it possible to customize WhatsYourSign's keyboard shortcuts?", qsrc=SEQUEL)

    # ---- accessibility ----
    wn1 = (U, "Screen Reader Accessibility is Missing. Describe the bug: Not accessible with a screen reader such as NVDA. To Reproduce: 1. Go to 'nvaccess.org' and install 'NVDA' 2. Launch the WhyNotWin11 app and try to see the results using the screen reader only. Expected behavior: The screen reader will let you hear the actual results.")
    wna = (A, "Please see #258 and comments")
    wnq = "Unfortunately, there are too many comments in there, and due to my visual impairment, my screen reader can't load all of them. Could you please tell me which is the most important in there? The shortcuts mentioned don't seem to work.."
    wna2 = (A, "This pull request was to add JAWS, NVDA andSapi5. It is not approved yet. NVDA compatibility was removed due to us being uncertain (it has different license than this software). It still needs to be reviewed and approved by Robert, but you can already download and test it.")
    rec(WHYNOT, [wn1, wna], wnq, True, "pronoun", ["in there"], "There are too many comments in WhyNotWin11 issue #258 for my screen reader to load all of them. Which is the most important comment in WhyNotWin11 #258 about screen reader support? The shortcuts mentioned there don't seem to work.")
    wn_all = [wn1, wna, (U, wnq), wna2]
    rec(WHYNOT, wn_all, Q_QS, False, TRAP_SAME, [], None, qsrc=QS)
    rec(WHYNOT, wn_all, Q_CANIUSE, False, TRAP_SAME, [], None, qsrc=CANIUSE)
    rec(WHYNOT, wn_all, F_DARK1, True, "ellipsis", [], "Can WhyNotWin11 please have dark mode support?", qsrc=LGWT)
    rec(WHYNOT, wn_all, F_OFFLINE2, True, "ellipsis", [], "Does WhyNotWin11 support an offline network?", qsrc=KITE)

    sea = (A, "Thank you for the detailed issue and for surfacing this to me! I'm happy to take this on and agree with everything you've stated here. Will reach out to the OP on reddit as well.")
    seq = "Have you heard anything back from the OP yet or notified them about the new release?"
    sea2 = (A, "last correspondence with the OP was on July 27th, but they said they'd downloaded and had been using the first release that contained the VoiceOver support changes. think it's safe to call this one done + closed")
    rec(SEELE, [sea], seq, True, "ellipsis", [], "Has the seeleseek maintainer heard anything back from the OP on reddit about VoiceOver screen reader support, or notified them about the new release?")
    se_all = [sea, (U, seq), sea2]
    rec(SEELE, se_all, Q_QS, False, TRAP_SAME, [], None, qsrc=QS)
    rec(SEELE, se_all, Q_CANIUSE, False, TRAP_SAME, [], None, qsrc=CANIUSE)
    rec(SEELE, se_all, F_DARK2, True, "ellipsis", [], "Can you please add dark mode support to seeleseek?", qsrc=WYS)

    ao1 = (U, "Fixing VoiceOver Support. Implemented two classes: VoiceOver, and SystemVoiceOver. The VoiceOver class leverages Apple Script to directly talk to the currently running instance of VoiceOver, where the SystemVoiceOver class uses NSSpeechSynthesizer to create a new instance of VoiceOver to be used when VoiceOver is inactive.")
    aoq = "@ctoth, thoughts on merging this? It certainly seems useful for those of us that develop for the Mac."
    ao2 = (U, "Given that I have not found any other working solution, I am ready to merge this pull request if one of the repository owners approves the changes and can merge this.")
    rec(AO2, [ao1], aoq, True, "pronoun", ["this"], "@ctoth, what are your thoughts on merging the accessible_output2 pull request that fixes VoiceOver support with the VoiceOver and SystemVoiceOver classes?")
    rec(AO2, [ao1, (U, aoq), ao2], Q_QS, False, TRAP_SAME, [], None, qsrc=QS)
    rec(AO2, [ao1, (U, aoq), ao2], Q_CANIUSE, False, TRAP_SAME, [], None, qsrc=CANIUSE)

    # ---- CSV export and import ----
    on1 = (U, "Support for data export? I saw the import `.csv` functionality in your README.")
    onq = "Does the same exist for exporting the local database? Would be a great feature!"
    ona = (A, "Not currently. I wouldn't build it myself as I don't have a need for it but I'd accept a PR!")
    rec(ONTRACK, [on1], onq, True, "pronoun", ["the same"], "Does ontrack have `.csv` functionality for exporting the local database, like its `.csv` import?")
    on_all = [on1, (U, onq), ona]
    rec(ONTRACK, on_all, Q_PADH, False, TRAP_SAME, [], None, qsrc=PADH)
    rec(ONTRACK, on_all, F_OFFLINE1, True, "pronoun", ["this"], "Does ontrack support offline mode?", qsrc=MERU)
    rec(ONTRACK, on_all, F_DARK2, True, "ellipsis", [], "Can you please add dark mode support to ontrack?", qsrc=WYS)

    pk1 = (U, "Option for export to csv")
    pkq = "Is it even possible?"
    pka = (A, "fixed in https://github.com/GaurangTandon/ProKeys/commit/46bda8f80ad07b12e0701074f39214441a32480f")
    rec(PROKEYS, [pk1], pkq, True, "ellipsis", [], "Is an option for exporting ProKeys snippets to CSV even possible?")
    pk_all = [pk1, (U, pkq), pka]
    rec(PROKEYS, pk_all, F_CSVIMP, True, "ellipsis", [], "Is there any possibility that we can import data that we store in CSV into ProKeys?", qsrc=ODK)
    rec(PROKEYS, pk_all, Q_PADH, False, TRAP_SAME, [], None, qsrc=PADH)
    rec(PROKEYS, pk_all, F_OFFLINE3, True, "pronoun", ["It"], "Would ProKeys work without Internet?", qsrc=BLESPAM)

    # ---- time zones, daylight saving, cron ----
    es1 = (U, "Cron jobs timezone. I noticed that cron jobs are started at incorrect time and looks like it is a timezone issue. My timezone iz GMT+2,  I set job to run at 20 15 * * * but it runs at 17:20 instead of 15:20")
    esa = (A, "It's not supported. You need to make a convertation manually.")
    esa2 = (A, "Cron jobs run on UTC time. I was confused about this as well, but it actually makes things a little easier once you realize that’s how it works.")
    esq = "I udnerstand that I can set the job time in UTC. But after time changes from Winter to Summer time in my zone - 1hour offset will appear for the job... and I will need to adjust job running time twice a year, right ?"
    esa3 = (A, "Unfoerunately yes, Maybe if future we will add an option to apply timezone. Now we have no such an ability. Some technical constraints.")
    rec(ESPO, [es1, esa, esa2], esq, True, "ellipsis", [], "I understand that I can set the EspoCRM cron job time in UTC. But after the change from winter to summer time in my zone a 1 hour offset will appear for the job, so will I need to adjust the EspoCRM job running time twice a year?")
    es_all = [es1, esa, esa2, (U, esq), esa3]
    rec(ESPO, es_all, Q_CRONTZ, False, TRAP_SAME, [], None, qsrc=NODECRON)
    rec(ESPO, es_all, Q_UTCGMT, False, TRAP_FRESH, [], None, qsrc=FEINT)

    cz1 = (U, "Can't get cron() to work correctly. Crunz version: 1.11.1 PHP version: 7.2 Description: Can't get `->cron()` to work. I used `->cron('16 15 13 * *')`, which should have fired at 3:16pm today (13th), but didn't. I tried it several times, at different times, setting it a few minutes ahead. I know the server has the correct time. Why would it not be working?")
    cz2 = "Yes, it is set correctly, to UTC - 8h, which is US Pacific Time. Could it be that it is taking the server's time and adding 8 hours to that?"
    cz3 = "Yup, that's it! Just tested it, and used a time 8 hours in advance, and it triggered it. So, I should set the UTC to 0."
    cza = (A, "Could you paste content of your `crunz.yml`?")
    czq = "All of it?"
    rec(CRUNZ, [cz1], cz2, True, "pronoun", ["it"], "The Crunz timezone is set to UTC - 8h, which is US Pacific Time. Could it be that Crunz is taking the server's time and adding 8 hours to that, so my `->cron('16 15 13 * *')` task does not fire at 3:16pm?")
    rec(CRUNZ, [cz1, (U, cz2)], cz3, True, "ellipsis", [], "Crunz triggered the task when I used a time 8 hours in advance. So, should I set the Crunz timezone to UTC 0?")
    rec(CRUNZ, [cz1, (U, cz2), (U, cz3), cza], czq, True, "ellipsis", [], "Should I paste all of the content of my `crunz.yml`?")
    rec(CRUNZ, [cz1, (U, cz2), (U, cz3)], Q_CRONTZ, False, TRAP_SAME, [], None, qsrc=NODECRON)
    rec(CRUNZ, [cz1, (U, cz2), (U, cz3)], F_DST1, True, "ellipsis", [], "Are there plans for Crunz to support daylight savings?", qsrc=MOMENTTZ)

    ns1 = (U, "Timezones to UTC using cronstrings. Hi, I can't seem to find this in the docs, but does the system use the server time if set to run at 5PM, or UTC?")
    nsq = "I only noticed the timezone stuff when you make rules, but what about if I want it to run everything as UTC (I use cron strings)."
    ns2 = (U, "Found it. Thanks.")
    rec(NODESCHED, [ns1], nsq, True, "ellipsis", [], "I only noticed node-schedule's timezone options when you make rules, but what if I want node-schedule to run everything as UTC when I use cron strings?")
    rec(NODESCHED, [ns1, (U, nsq), ns2], Q_CRONTZ, False, TRAP_SAME, [], None, qsrc=NODECRON)
    rec(NODESCHED, [ns1, (U, nsq), ns2], F_DST1, True, "ellipsis", [], "Are there plans for node-schedule to support daylight savings?", qsrc=MOMENTTZ)

    lb1 = (U, "Cron jobs running at UTC time. I'm on Eastern US time, the server is set to ET, but the jobs are running 5 hours out of whack. It appears the library uses the timestamp which is based off UTC time.")
    lbq = "Is there a way to make it respect the timezone of the system it's on?"
    rec(LIEBIG, [lb1], lbq, True, "pronoun", ["it"], "Is there a way to make the liebig/cron library respect the timezone of the system it's on instead of UTC?")
    rec(LIEBIG, [lb1, (U, lbq)], F_DST1, True, "ellipsis", [], "Are there plans for the liebig/cron library to support daylight savings?", qsrc=MOMENTTZ)
    rec(LIEBIG, [lb1, (U, lbq)], Q_CRONTZ, False, TRAP_SAME, [], None, qsrc=NODECRON)

    nc1 = (U, "how does cron timezone, machine timezone and node timezone affect each other ? I have a job scheduled to run 23:00 hours everyday in Asia/Kolkata timezone. Gave the timezone as : \"Asia/Kolkata\" and the cron pattern as : \"0 0 23 * * *\". It works fine if the server timezone is set to Asia/Kolkata but not if the server timezone is UTC. When the server is set according to UTC it runs at 4:30 am in the morning which is because \"Asia/Kolkata\" is 5:30 ahead of the UTC. Am i missing something ?")
    ncq = "What does timezone parameter do  and how does the system time affect it?"
    nc2 = (U, "I have the same problem ! I have the following cron pattern : '00 00 06 * * 1-5' and the timezone set to Asia/Calcutta. My server's timezone is UTC. My cron gets executed twice, once at 6 AM IST which is the expected behaviour and once at 11 30 AM IST (i.e. 6 AM GMT ).")
    nca = (A, "That obviously shouldn't happen. I'll keep this ticket open so that I can, hopefully, remember to look into it.")
    rec(NODECRON, [nc1], ncq, True, "ellipsis", [], "What does node-cron's CronJob timezone parameter do, and how does the system time affect it?")
    rec(NODECRON, [nc1, (U, ncq), nc2, nca], F_DST2, True, "ellipsis", [], "How is node-cron dealing with the change of timezones for daylight saving?", qsrc=APTZ)
    rec(NODECRON, [nc1, (U, ncq), nc2, nca], Q_UTCGMT, False, TRAP_FRESH, [], None, qsrc=FEINT)

    cl1 = (U, "Add UTC as an available timezone. I would definitely set UTC as my favorite timezone.")
    cla = (A, "According to this [article](https://www.timeanddate.com/time/gmt-utc-time.html), GMT and UTC both share the same time in practice. GMT is available in Clocker. You can search for GMT under the Search for Timezone(s) tab, add it, and rename it to UTC. Hope this helps.")
    clq = "Got it. I thought GMT changes in-timezone for daylight savings but it looks like the UK switches to a new timezone during the summer months (BST). Thanks!"
    # In its own thread, and still a trap: what the user learnt is about UK time, not about Clocker.
    rec(CLOCKER, [cl1, cla], clq, False, TRAP_SAME, [], None)
    rec(CLOCKER, [cl1, cla], Q_UTCGMT, False, TRAP_FRESH, [], None, qsrc=FEINT)
    rec(CLOCKER, [cl1, cla], F_DST1, True, "ellipsis", [], "Are there plans for Clocker to support daylight savings?", qsrc=MOMENTTZ)

    ar1 = (U, "Incorrect use of GMT. Please change GMT into UTC. Per: https://en.wikipedia.org/wiki/Greenwich_Mean_Time English speakers often use GMT as a synonym for Coordinated Universal Time (UTC): in modern usage, this is incorrect – GMT is now a time zone, not a time standard")
    ara = (A, "The name `gmtoffset`was taken from the knowledgeC.db where Apple developers named a field to reflect the difference to UTC time. Where gmtoffset is available, it is taken from this database. In cases where no gmtoffset is in the database, for example health_secure.db, the value of this parameter is used to adjust timestamps. You are correct that the naming Is not correct and in fact it is UTC, but in context of Apples own naming scheme I choose this name.")
    arq = "Then explain this discrepancy (in the documentation) since it leads to unnecessary ambiguity if GMT includes DST correction or not."
    ara2 = (A, "I added an explaining paragraph to the README. Thanks for your input!")
    arq2 = "This description is not clear to me. Time zone 'Europe/Amsterdam' is CET (UTC+1) and CEST (UTC+2) with DST correction and GMT (UTC) and with DST correction (UTC+1) so what does GMTOFSSET represent ?"
    rec(ARGUS, [ar1, ara], arq, True, "pronoun", ["this discrepancy"], "Could ARGUS explain in its documentation the discrepancy that its `gmtoffset` parameter is named GMT but is in fact UTC, since it leads to unnecessary ambiguity about whether GMT includes DST correction or not?")
    rec(ARGUS, [ar1, ara, (U, arq), ara2], arq2, True, "pronoun", ["This description"], "The explaining paragraph in the ARGUS README is not clear to me. Time zone 'Europe/Amsterdam' is CET (UTC+1) and CEST (UTC+2) with DST correction and GMT (UTC) and with DST correction (UTC+1), so what does ARGUS's GMTOFFSET parameter represent?")
    rec(ARGUS, [ar1, ara, (U, arq), ara2], F_DST2, True, "ellipsis", [], "How is ARGUS dealing with the change of timezones for daylight saving?", qsrc=APTZ)
    rec(ARGUS, [ar1, ara, (U, arq), ara2], Q_UTCGMT, False, TRAP_FRESH, [], None, qsrc=FEINT)

    # ---- webhooks, feeds ----
    tn1 = (U, "Allow Discord Support For Webhooks. I added a Discord webhook URL to the webhook field, but this doesnt seem to work. Nothing gets sent and I'm assuming it's because it needs the `content` field in the payload with all of the necessary data.")
    tnq = "Can Discord be supported for this?"
    tna = (A, "The details of the match as well as the audio are made available in the webhook. You will need to massage this data to fit an external service such as discord. This can be done either by editing the code, adding a custom external program to push the data to discord in the format you need, or using an external service that can essentially forward the webhook to intergrate with other apps. IFTT comes to mind.")
    rec(TONE, [tn1], tnq, True, "pronoun", ["this"], "Can Discord webhooks be supported by fd-tone-notify's webhook field?")
    rec(TONE, [tn1, (U, tnq), tna], Q_UPTIME, False, TRAP_SAME, [], None, qsrc=UPTIME)
    rec(TONE, [tn1, (U, tnq), tna], F_OFFLINE2, True, "ellipsis", [], "Does fd-tone-notify support an offline network?", qsrc=KITE)

    nn1 = (U, "Option for downloading the full article behind rss feed. Hey. Is it possible to include an option so the news app tries to parse the actual article that lies behind some rss feeds? I mean like the text of the link that will be opened if one clicks one the title of one article. I can imagine that its not easy because it depends on the individual frontend of the specifig website. But if there is a trick or a possibility to include it into the app, let me know. Thanks.")
    nna = (A, "That's what the \"full text\" option in the feed settings does.")
    nnq = "Ok thank you. But is it possible to enable this globally?"
    nnq2 = "And it seems like it only refreshes articles to only 3 days ago with the new \"full text\" feature enabled. Is there a occ command or something to refresh literally every article with the new full text feature enabled?"
    rec(NCNEWS, [nn1, nna], nnq, True, "pronoun", ["this"], "Is it possible to enable the \"full text\" feed option of the Nextcloud News app globally?")
    rec(NCNEWS, [nn1, nna, (U, nnq)], nnq2, True, "ellipsis", [], "The Nextcloud News app seems to only refresh articles from the last 3 days with the \"full text\" feed option enabled. Is there an occ command or something to refresh literally every article with the full text option enabled?")
    rec(NCNEWS, [nn1, nna, (U, nnq)], F_OFFLINE1, True, "pronoun", ["this"], "Does the Nextcloud News app support offline mode?", qsrc=MERU)

    # ---- fonts and emoji ----
    mo1 = (U, "On Linux ask for a different font. I am using the Oxygen font that doesn't include emoji but when I execute the install I get to many issue on font rendering for different sizes so I changed all the config file and replace to Oxygen. Ii will be useful to have better info for that during the installer")
    moa = (A, "I'm not sure how this would be better implemented in the installer. I provide a package, an installer, and just the bare font. I cannot support custom installs though.")
    mo2 = "The fontconfig file contain Bitstream hardcoded maybe the installer can ask for a different font to use it on it :-)"
    moa2 = (A, "The new fontconfig 2.12.5 includes rules to mark \"Emoji One\" (and a number of other freely available emoji fonts) as an emoji font. If pango is in the stack (for GTK+ applications for example), an \"emoji\" font will automatically be selected for emoji codepoints. The fonts.conf should probably not be installed with this version of fontconfig.")
    moq = "@hadess Just to make sure that I understand you correctly. This means that fontconfig will now automatically use emojies from \"Emoji One\" for all; even if they also exist in \"DejaVu\" for instance?"
    rec(EMOJIONE, [mo1, moa], mo2, True, "ellipsis", [], "The EmojiOne Color fontconfig file contains Bitstream hardcoded: maybe the EmojiOne Color installer can ask for a different font to use in it?")
    rec(EMOJIONE, [mo1, moa, (U, mo2), moa2], moq, True, "pronoun", ["This"], "Does fontconfig 2.12.5 now automatically use emojis from \"Emoji One\" for all emoji codepoints, even if they also exist in \"DejaVu\" for instance?")
    rec(EMOJIONE, [mo1, moa, (U, mo2), moa2], Q_ROFI, False, TRAP_SAME, [], None, qsrc=ROFI)
    rec(EMOJIONE, [mo1, moa], F_REDX, True, "ellipsis", [], "For some reason the red x from Emoji Version 1.0 seems to render as a `X` with the EmojiOne Color font.", qsrc=FIRACODE)

    fc1 = (U, "❌ emoji seems to not be supported. For some reason the red x from Emoji Version 1.0 seems to render as a `X`. I tried a few other emoji and they all seem to work fine so it's something to do with ❌  specifically I think.")
    fca = (A, "Most likely a fallback font kicking in. Does it render as X if you change to another font?")
    fc2 = (U, "Yep, that was it!")
    rec(FIRACODE, [fc1, fca, fc2], Q_ROFI, False, TRAP_SAME, [], None, qsrc=ROFI)
    rec(FIRACODE, [fc1, fca, fc2], Q_V4A, False, TRAP_OTHER, [], None, qsrc=V4A)

    # ---- game controllers ----
    pd1 = (U, "Support for PlayStation Gamepad. There doesn't seem to be support for PlayStation controllers ( ie Dualshock 4). Use Case: When I connect a PlayStation Controller and open the Device Tester sample, the controler is recognized as \"Wireless Controller\" but does not accept any input.")
    pda = (A, "Which OS?  Which game controller?")
    pdq = "The controller is DualShock 4 on Windows"
    pda2 = (A, "Could you give more information?  Run `device_tester.py` in the gamepad samples folder, what do you see exactly?  And what is printed to the console?")
    rec(PANDA, [pd1, pda], pdq, True, "ellipsis", [], "In panda3d the PlayStation controller, a DualShock 4 on Windows, is recognized as \"Wireless Controller\" by the Device Tester sample but does not accept any input.")
    pd_all = [pd1, pda, (U, pdq), pda2]
    rec(PANDA, pd_all, Q_XBOXDRV, False, TRAP_SAME, [], None, qsrc=PEGASUS92)
    rec(PANDA, pd_all, F_XINPUT, True, "ellipsis", [], "Don't gamepads with X-Input support (Xbox One, Xbox Series Controller) work in panda3d?", qsrc=SFPC)

    pg1 = (U, "Add Native PS4 Controller Support. Unlike PS3 controllers that use it's own propietary cables, PS4 controllers are USB, meaning it can be hooked up to any device with USB 2.0 or 3.0. In non-native games, it uses Directinput for its controls, meaning it needs a program like x360ce or DS4Windows/InputMapper for Xinput support.")
    pga = (A, "Yes, DirectInput is not too well supported at the moment, but I'd like to improve that in the future. I think this is a duplicate of #196, so closing for now (but feel free to leave comments if that issue doesn't really match).")
    pgq = "Some PC games have native DS4 support, there's also a list of supported games at https://pcgamingwiki.com/wiki/List_of_games_that_support_DualShock_4, so it might be possible to write an API that supports it."
    pga2 = (A, "Yes, there was an idea to replace the whole gamepad handling to something like SDL2, which would support all kinds of gamepad APIs in a crossplatform way. It's still on the roadmap, but shouldn't be too far away now.")
    rec(PEGASUS, [pg1, pga], pgq, True, "pronoun", ["it"], "Some PC games have native DualShock 4 support (list at https://pcgamingwiki.com/wiki/List_of_games_that_support_DualShock_4), so might it be possible to write an API in Pegasus that supports the PS4 controller natively?")
    rec(PEGASUS, [pg1, pga, (U, pgq), pga2], Q_XBOXDRV, False, TRAP_SAME, [], None, qsrc=PEGASUS92)
    rec(PEGASUS, [pg1, pga, (U, pgq), pga2], F_XINPUT, True, "ellipsis", [], "Don't gamepads with X-Input support (Xbox One, Xbox Series Controller) work in Pegasus?", qsrc=SFPC)

    # ---- Bluetooth audio codecs ----
    ap1 = (U, "Add support for aptX Adaptive. aptX Adaptive was released back in 2018 as a middle ground for aptX HD and the now deprecated aptX Low Latency. Some high end Bluetooth headsets released in the past couple of years have support for this technology and it makes latency sensitive tasks such as gaming possible while still retaining good sound quality. Please consider adding support for this codec.")
    apq = "Any updates here? Would love to use AptX Adaptive on the Steam Deck."
    ap2 = (U, "Found this also looking for ways to reduce latency on my Steam Deck. AptX Adaptive seems to be only solution that's not currently deprecated.")
    rec(APTX, [ap1], apq, True, "ellipsis", [], "Are there any updates on adding aptX Adaptive support to libfreeaptx? Would love to use AptX Adaptive on the Steam Deck.")
    rec(APTX, [ap1, (U, apq), ap2], Q_V4A, False, TRAP_SAME, [], None, qsrc=V4A)

    px1 = (U, "No sound from headphones or speakers when connected via LDAC. Expected Behavior: Sound coming from headphones or speakers when connected via LDAC. Current Behavior: No sound when connected to headphones or speakers with LDAC codec. Operations such as playback and stop are accepted.")
    pxa = (A, "AOSP BT doesn't support LDAC, there is nothing we can do")
    pxq = "@ReallySnow If AOSP BT doesn't support LDAC, could you remove the LDAC option from setting, only reserve AAC for crosshatch and blueline  to make HD audio profile work."
    rec(PIXEL, [px1, pxa], pxq, True, "ellipsis", [], "If AOSP Bluetooth doesn't support LDAC, could PixelExperience remove the LDAC option from settings and only reserve AAC for crosshatch and blueline, to make the HD audio profile work?")
    rec(PIXEL, [px1, pxa], Q_V4A, False, TRAP_SAME, [], None, qsrc=V4A)

    v1 = (U, "I have 2 indentical 6P'S running Nitrogen OS with 8.1 and Elemental X. One has APTX headphones and works well with V4A. But the other does not work when I have LDAC enabled with my Sony bluetooth speaker, but works fine when I disable HD audio in Bluetooth settings.")
    # The question names its subject in full: a trap even after its own opening lines.
    rec(V4A, [v1], Q_V4A, False, TRAP_SAME, [], None)

    nx1 = (U, "Noticable audio latency with Sound Blaster X7. First off, I want to say how much I appreciate this project, as this has been one of my most wanted features on switch since day one. However, as it stands the audio latency is very noticeable. I don't know if this is a device to device issue, or something that can be improved down the line. The X7 does support aptx, though I don't know if there's any way to hack in support for it.")
    nxq = "Same happens with Creative Aurvana Platinum, maybe Creative brand issue overall?"
    rec(NXBT, [nx1], nxq, True, "ellipsis", [], "Noticeable audio latency with nx-btred also happens with the Creative Aurvana Platinum: is it maybe a Creative brand issue overall?")
    rec(NXBT, [nx1, (U, nxq)], Q_UPTIME, False, TRAP_OTHER, [], None, qsrc=UPTIME)

    # ---- printing and PDF ----
    pp1 = (U, "Any options to add Landscape for print. Is there any way to create the file in landscape instead of portrait?")
    ppa = (A, "@thisfcknguy you can set your page dimensions to be whatever, including something wider. Does that work?")
    pp2 = (U, "OMG yes, you are my hero XD")
    rec(PROXYPRINT, [pp1, ppa, pp2], F_DARK2, True, "ellipsis", [], "Can you please add dark mode support to proxy-print?", qsrc=WYS)

    ep1 = (U, "How can I set the exact margins? It seems that I can only determine the margin type (0, 1 or 2) But in chrome it is OK to set them, and I want to have control on them (such as `margin-left`, `margin-right`, `margin-top` and `margin-bottom`).")
    epa = (A, "I think you can use CSS `@page` rule. Something like this @page { size: A5; margin: 3mm; } Or media query `@media print`")
    epq = "Yeah, it works. Thanks a lot! But I found that if I set page size in CSS, then the argument in command line `--landscape` will be no use. It seems that I should write something like this if I need landscape: @page { size: A5 Landscape; margin: 3mm; }"
    epa2 = (A, "Glad to help. And yeah it just overwrites the print config just like it does in chrome.")
    rec(EPDF, [ep1, epa], epq, True, "ellipsis", [], "With electron-pdf, if I set the page size in a CSS @page rule, is the `--landscape` command line argument of no use, so that I should write @page { size: A5 Landscape; margin: 3mm; } if I need landscape?")
    rec(EPDF, [ep1, epa, (U, epq), epa2], Q_CEF, False, TRAP_SAME, [], None, qsrc=CEF)
    rec(EPDF, [ep1, epa, (U, epq), epa2], Q_ROFI, False, TRAP_OTHER, [], None, qsrc=ROFI)

    h1 = (U, "set page horitzontal. can i set the page horitzontal for pdf?")
    hq = "and margins-paddings can it chang by default?"
    h2 = (U, "Thaks for fast answer!")
    rec(H2P, [h1], hq, True, "ellipsis", [], "Can html-to-pdf change the margins and paddings of the PDF from the default?")
    rec(H2P, [h1, (U, hq), h2], Q_CEF, False, TRAP_SAME, [], None, qsrc=CEF)
    rec(H2P, [h1, (U, hq), h2], F_LAND2, True, "ellipsis", [], "Can I print a landscape PDF with html-to-pdf instead of the portrait by default?", qsrc=PRINTJS)

    dx1 = (U, "[Feature Request] Print PDF's in landscape orientation and using specific page size. How difficult will it be to extend to the existing PDF printing logic to specify the orientation and page size of the page that should be used?  Thinking of adding `pdfOrientation: landscape | portrait`  setting.  If not specified it should default to `portrait`.  For size, using something like `pdfPageSize:  A0 | A1 .. | Letter`")
    dxq = "If possible, any pointers where to start looking at adding the support to the existing code base?"
    dxa = (A, "I've confirmed it can change page size and orientation 1. Set PagePdfOptions's `PreferCSSPageSize` property to `true`. https://github.com/dotnet/docfx/blob/464b947169eee016e4ca166cbae3f6a82f6178eb/src/Docfx.App/PdfBuilder.cs#L169 2. Edit custom template's main.css")
    dxa2 = (A, "Make sense to me to set `PreferCSSPageSize` to `true`.")
    rec(DOCFX, [dx1], dxq, True, "ellipsis", [], "Any pointers where to start looking at adding support for PDF orientation and page size settings to the existing docfx code base?")
    dx_all = [dx1, (U, dxq), dxa, dxa2]
    rec(DOCFX, dx_all, Q_CEF, False, TRAP_SAME, [], None, qsrc=CEF)
    rec(DOCFX, dx_all, F_LAND2, True, "ellipsis", [], "Can I print a landscape PDF with docfx instead of the portrait by default?", qsrc=PRINTJS)
    rec(DOCFX, dx_all, F_DARK1, True, "ellipsis", [], "Can docfx please have dark mode support?", qsrc=LGWT)

    pt1 = (U, "Problem with landscape printing. I'm using .NET 6.0 and PDFtoPrinter 1.5.0. For portrait PDF printing, no problem, but for a file with landscape pages, when printing, all pages comes out in portrait.")
    ptq = "There is some configuration to change the orientation, or something like that?"
    pta = (A, "Hi @Guilherme1909 Sorry, this is not supported now. The only option is using your own \"PDF-XChange Viewer Settings.dat\" file. More information is here https://mendelson.org/pdftoprinter.html")
    rec(PDFTP, [pt1], ptq, True, "ellipsis", [], "Is there some configuration in PDFtoPrinter to change the orientation so that landscape pages print in landscape, or something like that?")
    rec(PDFTP, [pt1, (U, ptq), pta], Q_CEF, False, TRAP_SAME, [], None, qsrc=CEF)
    rec(PDFTP, [pt1, (U, ptq), pta], F_LAND1, True, "ellipsis", [], "Is there any way to create the file in landscape instead of portrait with PDFtoPrinter?", qsrc=PROXYPRINT)

    # ---- subtitles ----
    vc1 = (U, "Subtitles .ASS file. Can you add ass subtitles support in next VidCoder version?")
    vca = (A, "VidCoder exposes the functionality of HandBrake. To get that feature, you'd need to ask the [HandBrake team](https://handbrake.fr/community.php) to add it.")
    rec(VC320, [vc1, vca], Q_VIDEOJS, False, TRAP_SAME, [], None, qsrc=VIDEOJS)
    rec(VC320, [vc1, vca], Q_YUBI, False, TRAP_OTHER, [], None, qsrc=KPDX)

    hb1 = (U, "Feature Request ( ass Subtitles ). As we know vidcoder have only srt subtitle but there is few people use it , the most use ass subtitles cz it have more futures with aegisub software , I translate anime and encode episodes from mkv to mp4 with ass subs but the subs didnt show up. when i try to import subtitles she shows me only srt , i cant select ass subtitles. My Request: i want vidcoder support ( ass ) subtiles also when import Thanks")
    hba = (A, "You can't import SSA, but if it's already present in the source file, it can be passed through (mkv), or Burned in (mp4) If that's not working, please provide a log. We also already have an open case for adding ssa file inport.  #1178")
    hb2 = (U, "thank you i hope they do in next update :D")
    rec(HANDBRAKE, [hb1, hba, hb2], Q_VIDCODER, False, TRAP_SAME, [], None, qsrc=VC320)
    rec(HANDBRAKE, [hb1, hba, hb2], Q_VIDEOJS, False, TRAP_SAME, [], None, qsrc=VIDEOJS)

    v5 = (U, "[Feature Request] Optional Subtitle Conversion. This is a really big ask since it's unlike Handbrake will ever do it (so some kind of pre-processing would need to be done) but I'd like to see an option to convert SSA/ASS (and maybe other formats) to SRT on the fly. My use-case is more and more MKVs seem to have SSA subtitle tracks embedded, but I use MP4 (device compatibility reasons) containers which does not permit those.")
    v5a = (A, "Looks like they added it to the core a few months ago: https://github.com/HandBrake/HandBrake/pull/1790 I'll work on getting support for it in VidCoder.")
    v52 = (U, "Wow, really? Awesome! Never thought they'd do that...")
    rec(VC552, [v5, v5a, v52], Q_VIDEOJS, False, TRAP_SAME, [], None, qsrc=VIDEOJS)
    rec(VC552, [v5, v5a, v52], F_OFFLINE1, True, "pronoun", ["this"], "Does VidCoder support offline mode?", qsrc=MERU)

    k1 = (U, "subtitles should support being read with encoding. My subtitles are written in Arabic (Windows-1256) code-pages. Kindly allow a setting to specify the code-page to read the text file with. As a second more advanced phase, it would be awesome to heuristically guess the file code-page and apply it by default")
    kq = "Ok, what I need has landed as bb1d93f1604f08bc26f74f9cb569e463f120a56b in https://github.com/Ivshti/srt2vtt/commits/master .. @xat Would you kindly merge this and push a shiny release :)"
    ka = (A, "@kim0 That commit would at first needed to get merged into the official srt2vtt project ( which is not a project of mine ) over here https://github.com/deestan/srt2vtt and then get published on npm. There is also another srt-to-vtt module by mafintosh https://github.com/mafintosh/srt-to-vtt which got published recently. I'll have a closer look at that one too.")
    ka2 = (A, "@kim0 Sorry for spamming you :-D Just noticed that Arabic does not seem to be supported by the charset detection lib used in that commit. https://github.com/aadsm/jschardet")
    rec(CASTNOW, [k1], kq, True, "pronoun", ["this"], "The subtitle code-page setting I need has landed as commit bb1d93f1604f08bc26f74f9cb569e463f120a56b in https://github.com/Ivshti/srt2vtt/commits/master. @xat, would you kindly merge it into castnow and push a release?")
    rec(CASTNOW, [k1, (U, kq), ka, ka2], Q_VIDCODER, False, TRAP_SAME, [], None, qsrc=VC320)
    rec(CASTNOW, [k1, (U, kq), ka, ka2], Q_VIDEOJS, False, TRAP_SAME, [], None, qsrc=VIDEOJS)

    # ---- password databases and YubiKeys ----
    au1 = (U, "Add YubiKey support. Currently I'm using [KeePassXC](https://keepassxc.org/project/) on my desktop and it would be great to be able to unlock the key file with the YubiKey also on iOS/Android")
    aua = (A, "Do you have any more details/documentation how KeePassXC has implemented YubiKey? What exactly do you mean with unlock the key file? So you have a master password, key file AND YubiKey? :-)")
    auq = "To unlock the key file with a YubiKey you will need the master password and the YubiKey. On the [KeePassXC FAQ site](https://keepassxc.org/docs/#faq-yubikey-2fa) there you will find more information."
    aua2 = (A, "hmm.. thanks for the links.. although I couldn't quite find an obvious description of how the challenge keepassxc uses actually looks like. It's definitely something worth considering. Right now not really a high priority for me personally, would be happy to support anyone who wants to give it a try though ;-)")
    rec(AUTHPASS, [au1, aua], auq, True, "ellipsis", [], "To unlock the KeePassXC key file with a YubiKey, as I would like to in AuthPass on iOS/Android, you need the master password and the YubiKey (more in the KeePassXC FAQ, https://keepassxc.org/docs/#faq-yubikey-2fa).")
    rec(AUTHPASS, [au1, aua, (U, auq), aua2], Q_YUBI, False, TRAP_SAME, [], None, qsrc=KPDX)
    rec(AUTHPASS, [au1, aua, (U, auq), aua2], F_OFFLINE1, True, "pronoun", ["this"], "Does AuthPass support offline mode?", qsrc=MERU)

    py1 = (U, "Support for Yubikey / Hardware Key. Are there any thoughts on supporting Yubikey for challenge response as second factor?")
    pya = (A, "I don't think so, this is library for manipulate with KeePass database, not whole App.")
    py2 = (U, "Sure, but the app uses the yubikey to hash the password to increase entropy. So to say: \"Make a short easy to remember password strong\" and hence it would be nice, if the same hashing function could be used by the lib.")
    pya2 = (A, "what about using this library together with Yubikey library? https://yubico-client.readthedocs.io/en/latest/")
    pyq = "I've managed to add Yubikey support into a hacked version of Secrets. In order to implement it in a sane way that is compatible with the KeepassXC implementation i need access to the master seed of the database prior to unlocking it. This seed is used in Yubikeys challenged-response mechanism. Could you please provide it?"
    rec(PYKEE, [py1, pya, py2, pya2], pyq, True, "pronoun", ["it"], "To add Yubikey challenge-response support compatible with KeePassXC, I need access to the master seed of the database prior to unlocking it. Could pykeepass please provide the database's master seed before unlocking?")
    rec(PYKEE, [py1, pya], Q_YUBI, False, TRAP_SAME, [], None, qsrc=KPDX)

    kc1 = (U, "Improve security with rolling Challenge-Response, HMAC into Scrypt function. Considering a brute force threat model I would advice for the following changes: - Do not store the symmetric key, ever. - Use the output of the CR from the YubiKey into a DK = scrypt(Passphrase,Salt,N,p,dkLen); Use the user's password as passprhase and the CR output in Salt. - Save the new challenge, re-encrypt and save the password database")
    kcq = "Whilst a great idea from a security POV, and please correct me if I'm wrong, but don't systems like this have a chance to go out of sync between multiple databases (Similar to OtpKeyProv's problem?)."
    rec(KEECH, [kc1], kcq, True, "pronoun", ["systems like this"], "Doesn't a rolling YubiKey challenge-response scheme, where a new challenge is saved each time the password database is re-encrypted, have a chance to go out of sync between multiple databases (similar to OtpKeyProv's problem)?")
    rec(KEECH, [kc1], Q_YUBI, False, TRAP_SAME, [], None, qsrc=KPDX)

    kx1 = (A, "Add ability to use more than one connected Yubikey. Expected Behavior: Multiple Yubikey's connected to the system would be polled and made available to KeePassXC. Also, the YubiKey would only be \"held\" during active Challenge/Response actions. Current Behavior: Only the first connected Yubikey is used and the Yubikey is held open for the duration of KeePassXC running regardless of whether it is being used or not.")
    kxq = "I absolutely would appreciate this! Does it mean, it is possible to connect more than one key to a database in the case my key gets broken or even lost?"
    kxa = (A, "@knaggit no, this will allow to select which Yubikey use if there are more then 1 actually connected. You should backup your Yubikey CR secret in an offline storage")
    kxq2 = "I want to use 2 Yubikeys with different HMAC Secrets for 2 different databases. 1 for work, 1 for private use. If I connect both Yubikeys via USB. Still only 1 is shown in the CR dropdown, even after hitting the reload button. Is this normal, or I am doing something wrong?"
    rec(KPXC, [kx1], kxq, True, "pronoun", ["it"], "Does KeePassXC's planned support for more than one connected Yubikey mean it is possible to connect more than one key to a database in case my key gets broken or even lost?")
    rec(KPXC, [kx1, (U, kxq), kxa], kxq2, True, "ellipsis", [], "I want to use 2 Yubikeys with different HMAC secrets for 2 different KeePassXC databases. If I connect both Yubikeys via USB, still only 1 is shown in KeePassXC's challenge-response dropdown, even after hitting the reload button. Is this normal, or am I doing something wrong?")

    # ---- e-book readers ----
    ob1 = (U, "changing font size in the epub reader. Hello, I have poor eyesight so I need to be able to increase the font size in the epub reader.")
    obq = "Is this currently possible? Thank you!"
    oba = (A, "I don't think it's possible right now... I will add it to the todo list.")
    ob2 = (U, "I greatly appreciate it!")
    obq2 = "Yep! This would be great! And to be able to reformat it to remove all the whitespace around the book text"
    rec(OBSIDANN, [ob1], obq, True, "pronoun", ["this"], "Is it currently possible to increase the font size in the Obsidian Annotator epub reader?")
    rec(OBSIDANN, [ob1, (U, obq), oba, ob2], obq2, True, "pronoun", ["This", "it"], "Increasing the font size in the Obsidian Annotator epub reader would be great, and so would being able to reformat the book to remove all the whitespace around the book text.")
    rec(OBSIDANN, [ob1, (U, obq), oba, ob2], Q_PDFJS, False, TRAP_SAME, [], None, qsrc=PDFJS)

    lk1 = (U, "Font size. Font size is too small in pdf printed version.")
    lkq = "Can you please make a version for print? or how can I edit on _.epub_ version? if it is editable format."
    lka = (A, "Hello. You're right, maybe the font size is small on PDF. I've updated the code to generate PDFs with font size 14 instead of 12; already uploaded. Do you think it's better now? Also, you can convert an epub to PDF with programs like Calibre. It may let you adjust the font size at your will.")
    rec(LBOOK, [lk1], lkq, True, "ellipsis", [], "The font size is too small in the laravel-book PDF version: can you please make a version for print, or how can I edit the laravel-book .epub version, if it is an editable format?")
    rec(LBOOK, [lk1, (U, lkq), lka], Q_PDFJS, False, TRAP_SAME, [], None, qsrc=PDFJS)

    su1 = (U, "Changing the fontsize. Hello. Thx you for a great epub reader, but I am having trouble changing the font size on the advance options There is no EbookUI option in my text file and dont know where to put it. Please help. I would like to make one book to have less font size than is current")
    sua = (A, "current [pre-]release does not have such an option, and would not be possible for PDF you would need to use an old version to alter txt/ebook font size perhaps 3.1 or 3.2 are better for such usage")
    rec(SUMATRA, [su1, sua], Q_PDFJS, False, TRAP_SAME, [], None, qsrc=PDFJS)
    rec(SUMATRA, [su1, sua], Q_PADH, False, TRAP_OTHER, [], None, qsrc=PADH)

    rd1 = (U, "epub 字体相关问题. 本地导入的epub文件无法调整“正文字体”、“字体大小”和“段落间距”。在IOS中，字体过小 版本：docker-compose 多用户 v2.2.2-05310144")
    rdq = "同版本，chrome测试epub，的确无法调整字体大小，也不能调正文背景色，点击黑夜模式正文也不生效。"
    rec(READER, [rd1], rdq, True, "ellipsis", [], "reader 的 docker-compose 多用户 v2.2.2-05310144 版本，chrome 测试 epub，的确无法调整字体大小，也不能调正文背景色，点击黑夜模式正文也不生效。")

    # ---- music tags and album art ----
    cg1 = (U, "No embedded art support for FLAC. No album art in Info Inspector window with FLAC files. Try the same sequence with MP3 or MP4 files - art is visible. Expected behavior: Album art should be visible for FLAC files just as it is for MP3 files. The FLAC files *do* have album art embedded in them.")
    cga = (A, "This should be implemented now, and there is also now a handy `Reload tags` action in the Playlist context menu so you don't need to remove and re-add the affected tracks.")
    cg2 = (U, "That was fast!  Thanks - works now.  :-)")
    cgq = "Nice! I was curious about this, but I was assuming it was reading metadata from the Apple APIs, since I don't see embedded album art in FLACs from Apple apps either."
    rec(COG, [cg1, cga, cg2], cgq, True, "pronoun", ["it"], "Was Cog reading FLAC metadata from the Apple APIs? I don't see embedded album art in FLACs from Apple apps either.")
    rec(COG, [cg1, cga, cg2], Q_XBOXDRV, False, TRAP_OTHER, [], None, qsrc=PEGASUS92)

    i1 = (U, "Q: Any chance for FLAC comaptibility? This is perfect as part of a script that does various maintenance tasks on my music library, I was a bit disappointed it isn't working on FLAC files which also use id3v2 tags.")
    iq = "Any chance for a future release that supports that as well?"
    rec(ID3, [i1], iq, True, "pronoun", ["that"], "Any chance for a future release of squell/id3 that supports FLAC files as well?")

    nv1 = (U, "Cannot extract album art from FLAC files with both ID3 tags and Vorbis annotations. I'm facing this issue where an album art isn't showing in my library. This album art is in the album folder as a cover.jpg image AND is embed in the id3 tags. This is the only album to have this issue, I manage all my albums with BlissHQ and everything is ok. Using v 0.19.0 docker container")
    nva = (A, "What is the type of the files? mp3? Can you send me one of the files? (Also just to be clear: Navidrome **only** gets embedded album art, it does not read album art from external files (cover.jpg))")
    nvq = "That are .flac files. Here is the album https://droppy.nasdoury.ovh/$/bNt6x"
    rec(NAVI, [nv1, nva], nvq, True, "ellipsis", [], "The album whose art Navidrome does not show is .flac files; the album is at https://droppy.nasdoury.ovh/$/bNt6x")
    rec(NAVI, [nv1, nva, (U, nvq)], F_FLAC, True, "pronoun", ["it"], "Does Navidrome work with flac files?", qsrc=KUNST)
    rec(NAVI, [nv1, nva, (U, nvq)], Q_PADH, False, TRAP_OTHER, [], None, qsrc=PADH)

    # ---- clipboard history ----
    pc1 = (U, "[Feature Request] Clipboard history duration. Hello! Thank you so much for making this plugin. It has been a huge help each and every day. I've noticed that the clipboard history seems to automatically clear itself pretty frequently.")
    pcq = "Is there a way I can set a custom duration? e.g. 24 hours, 3 days, 7 days, etc."
    pca = (A, "Unfortunately the Windows Clipboard history has a hard limit of 25 items with seemingly no way to increase this which is very annoying. Unfortunately that means that there isn't a quick fix for this with the current implementation unless Windows increases this limit. I will definitely take a look into this and see if there is something I can implement to store the clipboard history for longer though as this would be really useful!")
    pc2 = (U, "Ah, yeah, that's too bad that there is a limit there. Thanks for your reply!")
    rec(PTRCM, [pc1], pcq, True, "ellipsis", [], "Is there a way I can set a custom duration for the clipboard history of the PowerToys Run Clipboard Manager plugin, e.g. 24 hours, 3 days, 7 days?")
    rec(PTRCM, [pc1, (U, pcq), pca, pc2], F_EXPORT, True, "ellipsis", [], "Would it be possible to add an option to export the clipboard history data of the PowerToys Run Clipboard Manager plugin?", qsrc=FOQOS)
    rec(PTRCM, [pc1, (U, pcq), pca, pc2], Q_TILES, False, TRAP_OTHER, [], None, qsrc=ROUTEME)

    xc1 = (U, "save clipboard history permanently. Is your feature request related to a problem? now xclipper can just save limited amount of clipboard history. Describe the solution you'd like: xclipper save clipboard history permanently")
    xca = (A, "I don't understand the limited amount of history here. Do you mean the number of items displayed when the app is open?")
    xq1 = "here's a self-explanatory question: how can i see a piece of content i copied from 2 months ago?"
    xq2 = "no, we mean the total possible number of items can be displayed, can you make xclipper store clipboards indefinitely with unlimited amount?"
    rec(XCLIPPER, [xc1, xca], xq1, True, "ellipsis", [], "How can I see a piece of content I copied 2 months ago in XClipper's clipboard history?")
    rec(XCLIPPER, [xc1, xca, (U, xq1)], xq2, True, "correction", [], "Not the number of items displayed when the app is open, but the total number of items XClipper can keep: can XClipper store clipboard history indefinitely, with an unlimited number of items?")
    rec(XCLIPPER, [xc1, xca, (U, xq1), (U, xq2)], F_EXPORT, True, "ellipsis", [], "Would it be possible to add an option to export XClipper's clipboard data?", qsrc=FOQOS)

    cp1 = (A, "Allow storing copied image history. Should be able to store a history of images that have been copied to the clipboard as well as text.")
    cpq = "I hope you add this feature soon. It's essential to me. Thanks!"
    rec(CLIPPED, [cp1], cpq, True, "pronoun", ["this feature"], "I hope Clipped adds storing a history of copied images, as well as text, soon. It's essential to me.")

    # ---- offline maps ----
    od1 = (U, "Download map for city or country. Hello, I want to use offline map functionality in which before open app,we can download map of specific City or country. so we can offline map for that city.")
    odq = "So is this possible by osmdroid ?"
    oda = (A, "read the wiki article for offline maps")
    odq2 = "Yes read wiki article from https://github.com/osmdroid/osmdroid/wiki/Offline-Map-Tiles But not getting idea how it work for my case."
    oda2 = (A, "You'll need to use some kind of geocoding service to turn the location to a geographic bounds (lat/lon) then use either mobac or the cache manager from osmbonus pack to download that region.")
    rec(OSMDROID, [od1], odq, True, "pronoun", ["this"], "Is it possible with osmdroid to download the map of a specific city or country before opening the app, for offline use?")
    rec(OSMDROID, [od1, (U, odq), oda], odq2, True, "ellipsis", [], "I read the osmdroid wiki article on offline map tiles (https://github.com/osmdroid/osmdroid/wiki/Offline-Map-Tiles) but I don't get how it works for downloading the map of a specific city or country before opening the app.")
    rec(OSMDROID, [od1, (U, odq), oda, (U, odq2), oda2], Q_TILES, False, TRAP_SAME, [], None, qsrc=ROUTEME)

    gt1 = (U, "Download map region to offline cache. HI, first of all thanks for your app, it's great. However, I have an enhancement request. It would be awesome, if you could download a selected region \"automatically\" to the map cache. Currently you have to scroll through the tiles in various zoom levels. If I want to download the map for a larger area, this is quite difficult.")
    gtq = "Would it be possible to implement such \"area download\" feature, like the Google Maps app has (see attached screenshot)?"
    gta = (A, "I could vaguely remember that OpenStreetMap discourages that on their APIs. Apple Maps API don't allow such batch downloads too. Not sure about the other map tiles though.")
    rec(GPXTRACKER, [gt1], gtq, True, "pronoun", ["such \"area download\" feature"], "Would it be possible to implement in Open GPX Tracker a feature to download a selected map region to the offline map cache, like the Google Maps app has?")
    rec(GPXTRACKER, [gt1, (U, gtq), gta], Q_TILES, False, TRAP_SAME, [], None, qsrc=ROUTEME)
    rec(GPXTRACKER, [gt1, (U, gtq), gta], F_EXPORT, True, "ellipsis", [], "Would it be possible to add an option to export the data of Open GPX Tracker?", qsrc=FOQOS)

    cx1 = (U, "Option to use OpenStreetMap instead Google maps for offline storage. Could we have an option to generate the offline map using OpenStreetMap instead Google maps? c:geo version is 2016-08-03-RC")
    cxa = (A, "Wouldn't be an option to use an OSM-based offline map instead? These static maps came from a time, when there were no other offline map options, which I would consider much superior nowadays.")
    cxa2 = (A, "Is there a OSM source for static maps?")
    cxq = "Is the offline image generated in the client when the user asks to store the cache? (ie, it downloads only a small area) I guess it's possible to use the default OSM tiles http://wiki.openstreetmap.org/wiki/Tile_usage_policy"
    cxq2 = "Or maybe we can see if we can get a permission to use OSM Landscape or OSM Outdoors tiles: They look nicer."
    rec(CGEO, [cx1, cxa, cxa2], cxq, True, "ellipsis", [], "Is c:geo's offline static map image generated in the client when the user asks to store the cache (so it downloads only a small area)? I guess it's possible to use the default OSM tiles for c:geo's static maps (http://wiki.openstreetmap.org/wiki/Tile_usage_policy).")
    rec(CGEO, [cx1, cxa, cxa2, (U, cxq)], cxq2, True, "ellipsis", [], "Or maybe c:geo can get a permission to use OSM Landscape or OSM Outdoors tiles for its offline static maps: they look nicer.")
    rec(CGEO, [cx1, cxa, cxa2, (U, cxq)], Q_TILES, False, TRAP_SAME, [], None, qsrc=ROUTEME)

    # ---- more threads' own next messages (subtitles, HMAC) ----
    se1 = (U, "options ass / ssa ? If : [screenshot] SAME [screenshot] will be very convenient")
    sea1 = (A, "If you're saying that all of the SSA/ASS options should be available in Settings, then I agree :+1: . By the way, Tahoma doesn't have italic, so you'll get automatically angled text that looks nasty if there are italics in your subs.")
    seq1 = "Yes, I am saying that all of the SSA/ASS options should be available in Settings Every convert, to adjust, very laborious"
    rec(SUBEDIT, [se1, sea1], seq1, True, "ellipsis", [], "All of Subtitle Edit's SSA/ASS options should be available in Settings: adjusting them at every convert is very laborious.")

    jp1 = (U, "Same subtitles different shot in mpv and \"just video\". Same scene with same subtitle are different in mpv and just video.")
    jpa = (A, "Is that really the same subtitle (language) track in both cases?")
    jpq = "Yes, I double checked The version I am using right now is 0.73 from fdroid. Let me check it on the latest version."
    rec(JUSTPLAYER, [jp1, jpa], jpq, True, "ellipsis", [], "Yes, the same subtitle track looks different in mpv and Just Player: I double checked. The Just Player version I am using right now is 0.73 from F-Droid; I will check it on the latest version.")

    h27 = (U, "Question about the shared secret. If I read the explanations correctly, KeeChallenge does this with the secret:: S = AESdec(ciphertext = Se, key = HMAC(message = C, key = S)) Se = AESenc(plaintext = S, key = HMAC(message = C, key = S)) where: - S is the shared secret - Se is the encrypted shared secret - C is the challenge. Se and C are stored in the XML file S is stored in the yubikey, it is also a key that protects the password database. However, HMAC is usually used to verify authentication and data integrity of a message, not to generate an encryption key.")
    h27q = "Is there proof that it is secure to use the HMAC result as an AES-key to protect the secret, to store the challenge and the encrypted secret in an XML file and to use the secret also as the key to the password database?"
    rec(KEECH27, [h27], h27q, True, "ellipsis", [], "Is there proof that it is secure for KeeChallenge to use the HMAC result as an AES key to protect the YubiKey shared secret, to store the challenge and the encrypted secret in an XML file, and to use the secret also as the key to the password database?")

    lp1 = (U, "Session signing HMAC SHA1. With Google's recentish proof of concept in breaking SHA1, it might be wise to change the encryption algorithm used for sessions.")
    lpa = (A, "sessions aren't encrypted with sha1, but signed with it. But yeah, I agree, we should upgrade. It appears openresty only has a sha1 hmac right now: https://github.com/openresty/lua-nginx-module#ngxhmac_sha1")
    lpq = "Would you be switching to SHA256, or just whatever becomes available whenever it becomes available, or have no idea right now ?"
    rec(LAPIS, [lp1, lpa], lpq, True, "ellipsis", [], "Would Lapis be switching its session signing from HMAC-SHA1 to SHA256, or just to whatever becomes available in openresty whenever it becomes available, or is there no idea right now?")
