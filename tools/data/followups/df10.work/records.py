"""df10 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- music players and casting: ReplayGain, gapless, Chromecast ----
FEISHIN = GH + "jeffvli/feishin/issues/1576"
PRAGHA = GH + "pragha-music-player/pragha/pull/36"
FINDROID = GH + "jarnedemeulemeester/findroid/issues/125"
VOICE = GH + "PaulWoitaschek/Voice/issues/478"
PIXEL = GH + "PixelPlayerHQ/PixelPlayer/issues/318"
# ---- feeds: RSS and Atom ----
FENIX = GH + "mozilla-mobile/fenix/issues/16024"
TWIN = GH + "phaazon/this-week-in-neovim.org/issues/13"
# ---- IPv6 ----
DNS129 = GH + "julian-klode/dns66/issues/129"
DNS378 = GH + "julian-klode/dns66/issues/378"
IPTV = GH + "peterpt/IPTV-CHECK/issues/12"
V6HOSTS = GH + "ipv6-hosts/ipv6-hosts/issues/147"
# ---- TOTP second factor ----
OPENEATS = GH + "open-eats/OpenEats/issues/63"
GLPI = GH + "InfotelGLPI/accounts/issues/96"
# ---- WebDAV sync and S3-compatible storage (MinIO) ----
PASSANDROID = GH + "ligi/PassAndroid/issues/276"
UBLACKLIST = GH + "iorate/ublacklist/issues/274"
CONNOTES = GH + "ohle/connotes/issues/11"
LAVERNA = GH + "Laverna/laverna/issues/834"
MULTICA = GH + "multica-ai/multica/issues/1593"
# ---- Vim key bindings in editors ----
NIGHTCODE = GH + "oakes/Nightcode/issues/96"
PTEXT = GH + "proh14/ptext/issues/13"
DEEPIN = GH + "linuxdeepin/deepin-editor/issues/55"
MOEDITOR = GH + "Moeditor/Moeditor/issues/173"
MAK = GH + "inns/mak/issues/19"
# ---- CJK input methods (IME) ----
TYPINGAID = GH + "ManiacDC/TypingAid/issues/3"
ROOTSHELL = GH + "kitknox/rootshell/issues/63"
WINUI = GH + "microsoft/microsoft-ui-xaml/issues/8202"
MACHINERY = GH + "OurMachinery/themachinery-public/issues/406"
FCTB = GH + "PavelTorgashov/FastColoredTextBox/issues/102"
PHOENIXPE = GH + "PhoenixPE/PhoenixPE/issues/178"
# ---- GPX export ----
SIGNALK = GH + "meri-imperiumi/signalk-logbook/issues/59"
WORKOUT = GH + "jovandeginste/workout-tracker/issues/43"
ORGANIC = GH + "organicmaps/organicmaps/issues/2467"
# ---- camera RAW files ----
PHOTOPEA = GH + "photopea/photopea/issues/3044"
VITALBUM = GH + "joel16/VITAlbum/issues/1"
CAMERAVIEW = GH + "natario1/CameraView/pull/691"
# ---- ESC/POS receipt printers ----
PYESCPOS = GH + "python-escpos/python-escpos/issues/708"
NODETHERMAL = GH + "Klemen1337/node-thermal-printer/issues/89"
RNESCPOS = GH + "leesiongchan/react-native-esc-pos/issues/7"
AUTH = GH + "mike42/Auth/issues/17"
PORTAKAL = GH + "productdevbook/portakal/issues/3"
# ---- PostgreSQL next to SQLite ----
MORANGO = GH + "learningequality/morango/issues/54"
INVOICE = GH + "piratuks/invoice-builder/issues/15"
KLANGK = GH + "mcdonc/klangk/issues/465"
LIBRETR = GH + "LibreTranslate/LibreTranslate/issues/104"
FORKPI = GH + "kieferyap/forkpi/pull/4"
# ---- terminals: Nerd Font glyphs, 24-bit colour ----
RATTY = GH + "orhun/ratty/issues/101"
CRABFETCH = GH + "LivacoNew/CrabFetch/issues/60"
ANSITERM = GH + "ogham/rust-ansi-term/issues/9"
IMG2ASCII = GH + "IonicaBizau/image-to-ascii-cli/issues/15"
MINTTY = GH + "mintty/mintty/issues/431"
TERMGFX = GH + "m-j-w/TerminalGraphics.jl/issues/1"
# ---- chat bridges, drag and drop, notebooks ----
MATRIXORG = GH + "matrix-org/matrix.org/issues/822"
SOLA = GH + "Lokathor/sola_kesto/issues/10"
HUMBUG = GH + "m6r-ai/humbug/issues/112"
TEAMS = GH + "OfficeDev/microsoft-teams-library-js/issues/468"
MLFLOW = GH + "mlflow/mlflow/issues/9650"
# ---- plural forms in i18n libraries ----
LVI18N = GH + "martinlindhe/laravel-vue-i18n-generator/issues/89"
ABIDE = GH + "mozilla/i18n-abide/issues/58"
OSMID = GH + "openstreetmap/iD/issues/597"
JQLANG = GH + "Irrelon/jquery-lang-js/issues/27"
I18NEXPRESS = GH + "koalazak/i18n-express/issues/24"
I18NEXT = GH + "i18next/i18next/issues/330"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df10 threads, placed after another df10 thread ----
# Name their subject, or ask nothing of any project (traps wherever they go):
Q_MPV = "MPV is guaranteed to work properly with ReplayGain as it supports it natively."
Q_ATOM = "Atom feeds are not less popular than RSS feeds and in fact Atom is the preferred standard…"
Q_MINIO = "\"Minio is a distributed object storage server built for cloud applications and is compatible with s3 buckets\""
Q_ESCSTD = "I think ESC/POS is kinda like a standard"
Q_TOTPREQ = "Some accounts now have TOTP/Google Authenticator requirements"
Q_NBGH = "Github has a nice implementation of a ipynb preview"
Q_CR2 = "CR2 format is made by Canon and is not publicly described."
Q_DNG = "Photopea supports DNG very well."
Q_TRUECOLOR = "truecolour means that you can display 16 milion different colours at the same time."
Q_NERDSPOT = "Apparently some icons are in a different spot in newer versions of nerd fonts..."
Q_SQLITE = "SQLite is nice, but if you want/need a centralized DB backend for your infrastructure, where you can take care to your backups PostgreSQL is the way to go."
Q_SQLSCALE = "SQLite works well for single-server deployments, but PostgreSQL would enable horizontal scaling and is a better fit for production multi-server setups."
Q_MATTER = "The bot matterbridge is able to bridge to many other protocol (despite the name hinting something different)."
Q_PLURALRULES = "From what I read, plural rules are different depending on languages and lots of work and thoughts already on the subject."
Q_CANON = "Canon does not want anyone to open the CR2 files."
Q_PALETTE = "The 256 colour palete is configured at start, and it's a 666 cube of colours, each of them defined as a 24bit (888 rgb) colour."
Q_VUEXI18N = "in the github page of vuex.i18n is written they support pluralization."
Q_RSSOBS = "rss feeds, contrary to what some people at Mozilla think, are not obsolete."
Q_FENIXRSS = "I can't view any rss feeds with fenix."
Q_ROUTERS = "不是所有的路由器都支持ipv6。"
Q_DNS66LTE = "Conversely, when switching from Wi-Fi to LTE, dns66 will not work with IPv6 support \"On\"."
Q_DEEPINEMACS = "I see there is an emacs mode for the Deepin editor."
# Need the thread's project (follow-ups after a thread they fit):
F_CHROMECAST = "Any plans to add Chromecast support?"
F_VIM = "Could VIM key bindings be easily supported?"
F_VIMPREF = "A vim-mode preference would be very nice."
F_TOTP = "Is it possible to support TOTP support for a second factor authentication?"
F_WEBDAV = "It would be great to have a “WebDAV” option. Please take it into consideration. ❤"
F_NOTIMPL = "so this feature will not be implement?"
F_ATOMFEED = "Atom feed support would be cool"
F_GPX = "would it be possible to provide a GPX export of the tracks for the day?"
F_GPXW = "Loving the app, would it be possible to add functionality to export a gpx file from a workout please?"
F_PLURAL = "Would be great to see plural forms implemented."
F_PLURALRULES = "But I'd like to have support for a forme of pluralization rules"
F_POSTGRES = "Please add support for PostgreSQL as database backend in addition the the SQLite backend."
F_MINIO = "I wonder if you would consider to add Minio support (https://www.minio.io) for the backend."
F_RAW = "Would be nice to have RAW Photo support."
F_GOOGLEIME = "i'm using google chinese input, but unable to use the default ctrl-space to toggle the IME on and off, unlike when using other input controls. any help is appreciated. thank you!"
F_XTERM24 = "When TERM is `xterm-24bits`, the result is awful. It's even worse than `xterm-256color`!"
F_NERD = "i want nerd font support"
F_IPV6CN = "不支持ipv6吗？"
F_HELPWANTED = "I would like to see this re-assessed, and maybe flagged \"help wanted\" from someone fluent in internationalization stuff."
F_NCR = "I am trying to use NCR printer? can I set this?"
F_PSD = "Oh and PSD Photoshop support."
F_KILLA = "Just to say this would be a killa feature on top so many killer features."
F_PERF = "Does it have any negative performance affects?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, FRESH = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    # ---- music players and casting ----
    fe1 = (U, "[Bug]: Non-seamless playback between tracks and Replaygain volume jumps")
    fea = (A, "Sorry for the silence on this - I'll prioritize debugging this on the next release. My library isn't tagged with ReplayGain values so I've been putting it off for the longest time. MPV is guaranteed to work properly with ReplayGain as it supports it natively. The web player uses a custom implementation.")
    fea2 = (A, "The volume jump issue should be resolved. Native gapless playback however is not supported in the web player. I recommend using the desktop app and using the mpv player if you need true gapless.")
    rec(FEISHIN, [fe1, fea, fea2], F_CHROMECAST, True, "ellipsis", [], "Any plans to add Chromecast support to Feishin?", qsrc=VOICE)
    rec(FEISHIN, [fe1, fea, fea2], Q_RSSOBS, False, OTHER, [], None, qsrc=FENIX)
    rec(FEISHIN, [fe1, fea], Q_CANON, False, OTHER, [], None, qsrc=PHOTOPEA)

    pr1 = (U, "gapless playback feature. Add gapless playback for audio files that natively support it to pragha. Comments welcome ;)")
    rec(PRAGHA, [pr1], Q_MPV, False, SAME, [], None, qsrc=FEISHIN)
    rec(PRAGHA, [pr1], F_CHROMECAST, True, "ellipsis", [], "Any plans to add Chromecast support to the Pragha music player?", qsrc=VOICE)
    rec(PRAGHA, [pr1], Q_SQLITE, False, OTHER, [], None, qsrc=INVOICE)

    fd1 = (U, "[Feature request] Chromecast support. Hi! I'd like to add a feature request for Chromecast support.")
    fdq = "I'm dumb, it's a planned feature, sorry"
    rec(FINDROID, [fd1], fdq, True, "pronoun", ["it"], "Chromecast support is already a planned feature of Findroid, sorry for the request.")
    rec(FINDROID, [fd1, (U, fdq)], Q_DNS66LTE, False, OTHER, [], None, qsrc=DNS129)
    rec(FINDROID, [fd1, (U, fdq)], Q_DNG, False, OTHER, [], None, qsrc=PHOTOPEA)

    vo1 = (U, "[Feature request]. Any plans to add Chromecast support? Thanks!")
    voa = (A, "#76 #332 #165")
    rec(VOICE, [vo1, voa], Q_MPV, False, SAME, [], None, qsrc=FEISHIN)
    rec(VOICE, [vo1, voa], F_WEBDAV, True, "ellipsis", [], "It would be great if the Voice audiobook player had a WebDAV option.", qsrc=UBLACKLIST)
    rec(VOICE, [vo1, voa], Q_PALETTE, False, OTHER, [], None, qsrc=ANSITERM)

    px1 = (U, "[Feature Request] Chromecast Support. In 0.0.2 the changelog it mentions Chromecast support and I was hoping 0.0.3 would open up the feature. Just to say this would be a killa feature on top so many killer features.")
    pxa = (A, "It's implemented, it was disabled because it caused issues during playback, it will be fixed by beta 4 probably")
    rec(PIXEL, [px1, pxa], Q_MPV, False, SAME, [], None, qsrc=FEISHIN)
    rec(PIXEL, [px1, pxa], F_NOTIMPL, True, "pronoun", ["this feature"], "So will PixelPlayer's Chromecast support not be enabled?", qsrc=UBLACKLIST)
    rec(PIXEL, [px1, pxa], Q_ROUTERS, False, OTHER, [], None, qsrc=V6HOSTS)

    rec(FINDROID, [fd1, (U, fdq)], F_KILLA, True, "pronoun", ["this"], "Chromecast support would be a killer feature of Findroid on top of its many others.", qsrc=PIXEL)
    rec(VOICE, [vo1, voa], F_KILLA, True, "pronoun", ["this"], "Chromecast support would be a killer feature of the Voice audiobook player on top of its many others.", qsrc=PIXEL)

    # ---- feeds ----
    fx1 = (U, "RSS support. Didn't see a request for this yet, so I propose it now. I can't view any rss feeds with fenix. Add-ons for this do exist, they aren't available for fenix tho. rss feeds, contrary to what some people at Mozilla think, are not obsolete.")
    fxa = (A, "Am I right in assuming that you use RSS synonymously for feeds in general? Because Atom feeds are not less popular than RSS feeds and in fact Atom is the preferred standard…")
    fxq = "@cadeyrn yes, you're right. My bad. Please read 'rss' as 'rss/atom' . Or simply as 'feed'."
    rec(FENIX, [fx1, fxa], fxq, True, "correction", [], "Firefox for Android (Fenix) should support viewing feeds in general, RSS and Atom, not only RSS.")
    rec(FENIX, [fx1, fxa, (U, fxq)], F_ATOMFEED, True, "ellipsis", [], "Atom feed support in Firefox for Android (Fenix) would be cool.", qsrc=TWIN)
    rec(FENIX, [fx1, fxa, (U, fxq)], Q_DEEPINEMACS, False, OTHER, [], None, qsrc=DEEPIN)

    tw1 = (U, "Atom feed. Atom feed support would be cool")
    twa = (A, "There is already an RSS feed. I don’t plan on adding anything else, but if you want to do it and it doesn’t add too much complexity nor too many dependencies, feel free to open a PR and reference this closed issue.")
    rec(TWIN, [tw1, twa], Q_ATOM, False, SAME, [], None, qsrc=FENIX)
    rec(TWIN, [tw1, twa], Q_VUEXI18N, False, OTHER, [], None, qsrc=LVI18N)
    rec(TWIN, [tw1, twa], F_NOTIMPL, True, "pronoun", ["this feature"], "So Atom feed support will not be implemented on this-week-in-neovim.org?", qsrc=UBLACKLIST)

    rec(FENIX, [fx1, fxa, (U, fxq)], F_CHROMECAST, True, "ellipsis", [], "Any plans to add Chromecast support to Firefox for Android (Fenix)?", qsrc=VOICE)
    rec(TWIN, [tw1, twa], F_HELPWANTED, True, "pronoun", ["this"], "I would like Atom feed support on this-week-in-neovim.org re-assessed, and maybe flagged \"help wanted\" for a contributor.", qsrc=OSMID)

    # ---- IPv6 ----
    d1 = (U, "Is IPv6 support working? All IPv6 packets are blocked on Wi-Fi with IPv6 support \"ON\". I don't know IPv6 on 3G and LTE. I don't have IPv6 APN.")
    da = (A, "Yes, if you have IPv6 DNS servers, it enables IPv6 support. If you do not have IPv6 DNS servers, you don't get IPv6 support (in >= 0.5, in 0.4.something you do, but that crashes on some phones...)")
    dq = "Thank you very much. It works very well with custom DNS servers \"On\". By the way, why are all IPv6 packets rejected when the switch is off?"
    dq2 = Q_DNS66LTE
    rec(DNS129, [d1, da], dq, True, "pronoun", ["the switch"], "Why does DNS66 reject all IPv6 packets when its IPv6 support switch is off?")
    # In its own thread, and still a trap: names dns66, the setting and the network change in full.
    rec(DNS129, [d1, da, (U, dq)], dq2, False, SAME, [], None)
    rec(DNS129, [d1, da, (U, dq)], Q_ROUTERS, False, SAME, [], None, qsrc=V6HOSTS)

    e1 = (U, "Doesn't work with IPv4 only. my S10 doesn't work in home WIFI with. With datanetwork it works fine. What can I do to access DNS66 with my Wifi?")
    e2 = (U, "Sorry, have to verify my last posting. I activate IPv6 in my router but DNS66 doesn't work too. Always this error occours: Verbindung konnte nicht wiederhergestellt werden. What can I do?")
    ea = (A, "Not sure I follow, it works with your mobile data but not with wifi?")
    eq = "At the moment it only works with mobile date not with wifi and IPv6 oder IPv4. Thought, IPv6 was the reason why ... But it's wifi in general."
    ea2 = (A, "It does work fine in ipv4 only. If it does not work for you, well, there isn't really much I can do about that.")
    eq2 = "Ok. Thank you. Worked fine for a long time. Loved DNS66. Don't know why it has problems with One UI."
    rec(DNS378, [e1, e2, ea], eq, True, "pronoun", ["it"], "On my Samsung S10, DNS66 only works with mobile data, not with Wi-Fi, whether on IPv6 or IPv4; I thought IPv6 was the reason, but it is Wi-Fi in general.")
    rec(DNS378, [e1, e2, ea, (U, eq), ea2], eq2, True, "pronoun", ["it"], "DNS66 worked fine for a long time on my phone; why does it have problems with Samsung One UI?")
    rec(DNS378, [e1, e2, ea], F_IPV6CN, True, "ellipsis", [], "Does DNS66 not support IPv6?", qsrc=IPTV)

    rec(DNS129, [d1, da], F_IPV6CN, True, "ellipsis", [], "Does DNS66 not support IPv6?", qsrc=IPTV)
    rec(DNS378, [e1], e2[1], True, "ellipsis", [], "I enabled IPv6 in my router but DNS66 still does not work on my home Wi-Fi (error: Verbindung konnte nicht wiederhergestellt werden); what can I do?")
    ip1 = (U, "不支持ipv6吗？ 每次到ipv6链接就 卡死了")
    ipa = (A, "it does not work with ipv6 links , only ipv4 .")
    rec(IPTV, [ip1, ipa], Q_MATTER, False, OTHER, [], None, qsrc=MATRIXORG)
    rec(IPTV, [ip1, ipa], F_NOTIMPL, True, "pronoun", ["this feature"], "So IPv6 link support will not be implemented in IPTV-CHECK?", qsrc=UBLACKLIST)
    rec(IPTV, [ip1, ipa], Q_ROUTERS, False, SAME, [], None, qsrc=V6HOSTS)

    h1 = (U, "请增加ipv4 host. 不是所有的路由器都支持ipv6。遇到无法isatap的ipv4路由就输了")
    rec(V6HOSTS, [h1], Q_TOTPREQ, False, OTHER, [], None, qsrc=GLPI)
    rec(V6HOSTS, [h1], Q_ESCSTD, False, OTHER, [], None, qsrc=RNESCPOS)

    # ---- TOTP ----
    o1 = (U, "Feature Request: TOTP Support. Is it possible to support TOTP support for a second factor authentication? Kind regards")
    oa = (A, "Good idea will look into it.")
    oa2 = (A, "Did some looking and going to consider this out of scope for something I would add. Or would be needed. For others that really want this feature, please feel free to submit a PR!")
    rec(OPENEATS, [o1, oa, oa2], Q_TOTPREQ, False, SAME, [], None, qsrc=GLPI)
    rec(OPENEATS, [o1, oa, oa2], F_WEBDAV, True, "ellipsis", [], "It would be great if OpenEats had a WebDAV option.", qsrc=UBLACKLIST)
    rec(OPENEATS, [o1, oa], Q_CR2, False, OTHER, [], None, qsrc=PHOTOPEA)

    rec(OPENEATS, [o1, oa, oa2], F_POSTGRES, True, "ellipsis", [], "Please add support for PostgreSQL as a database backend to OpenEats.", qsrc=INVOICE)
    g1 = (U, "TOTP Support. It would be great to have TOTP support. Some accounts now have TOTP/Google Authenticator requirements, would be great to be able to document that!")
    rec(GLPI, [g1], Q_CANON, False, OTHER, [], None, qsrc=PHOTOPEA)
    rec(GLPI, [g1], F_NOTIMPL, True, "pronoun", ["this feature"], "So TOTP support will not be implemented in the GLPI Accounts plugin?", qsrc=UBLACKLIST)
    rec(GLPI, [g1], Q_FENIXRSS, False, OTHER, [], None, qsrc=FENIX)

    # ---- WebDAV and MinIO ----
    pa1 = (U, "feature proposal: Webdav / nextcloud sync option. feature proposal: including option for Webdav / nextcloud sync and backup")
    paa = (A, "Isn't this a duplicate of 12? Just with another storage?")
    paq = "yes I'll post there, thanks"
    rec(PASSANDROID, [pa1, paa], paq, True, "pronoun", ["there"], "Yes, my WebDAV/Nextcloud sync request for PassAndroid duplicates issue #12; I'll post it there.")
    rec(PASSANDROID, [pa1, paa, (U, paq)], Q_MINIO, False, SAME, [], None, qsrc=LAVERNA)
    rec(PASSANDROID, [pa1, paa, (U, paq)], Q_RSSOBS, False, OTHER, [], None, qsrc=FENIX)

    ub1 = (U, "Add WebDAV Sync Support. not sure why previous request on this WebDAV support is all created by ghost...hope my account wont be ghosted as others again...")
    ubq = F_NOTIMPL
    ubq2 = F_WEBDAV
    rec(UBLACKLIST, [ub1], ubq, True, "pronoun", ["this feature"], "So WebDAV sync support will not be implemented in uBlacklist?")
    rec(UBLACKLIST, [ub1, (U, ubq)], ubq2, True, "ellipsis", [], "It would be great if uBlacklist had a WebDAV sync option.")
    rec(UBLACKLIST, [ub1, (U, ubq)], Q_MINIO, False, SAME, [], None, qsrc=LAVERNA)

    cn1 = (A, "Add generic WebDAV synching. Some research needed. This might not even be possible.")
    rec(CONNOTES, [cn1], F_MINIO, True, "ellipsis", [], "Would you consider adding MinIO (S3-compatible) support to connotes for the backend?", qsrc=LAVERNA)
    rec(CONNOTES, [cn1], Q_MINIO, False, SAME, [], None, qsrc=LAVERNA)
    rec(CONNOTES, [cn1], Q_RSSOBS, False, OTHER, [], None, qsrc=FENIX)

    rec(CONNOTES, [cn1], F_WEBDAV, True, "ellipsis", [], "It would be great if connotes had a WebDAV sync option.", qsrc=UBLACKLIST)
    lv1 = (U, "[Feature/Request] Minio support. Hi Guys, I wonder if you would consider to add Minio support (https://www.minio.io) for the backend. \"Minio is a distributed object storage server built for cloud applications and is compatible with s3 buckets\"")
    rec(LAVERNA, [lv1], F_WEBDAV, True, "ellipsis", [], "It would be great if Laverna had a WebDAV option.", qsrc=UBLACKLIST)
    rec(LAVERNA, [lv1], Q_DEEPINEMACS, False, OTHER, [], None, qsrc=DEEPIN)
    rec(LAVERNA, [lv1], F_VIM, True, "ellipsis", [], "Could Vim key bindings be easily supported in Laverna's editor?", qsrc=NIGHTCODE)

    mu1 = (U, "[Feature]: support MinIO. Deployment type Self-hosted. Supports S3 compatible services like Minio (Path-style)")
    mua = (A, "Verified implemented: S3 storage backend supports custom endpoints (e.g. `http://localhost:9000` — see `server/internal/storage/s3.go` and `s3_test.go`), which is the standard MinIO configuration. Closing as completed.")
    rec(MULTICA, [mu1, mua], Q_MINIO, False, SAME, [], None, qsrc=LAVERNA)
    rec(MULTICA, [mu1, mua], F_TOTP, True, "ellipsis", [], "Is it possible for Multica to support TOTP as a second factor for authentication?", qsrc=OPENEATS)
    rec(MULTICA, [mu1, mua], Q_PALETTE, False, OTHER, [], None, qsrc=ANSITERM)

    rec(MULTICA, [mu1, mua], F_POSTGRES, True, "ellipsis", [], "Please add support for PostgreSQL as a database backend to Multica.", qsrc=INVOICE)
    rec(MULTICA, [mu1, mua], F_PERF, True, "pronoun", ["it"], "Does using Multica's S3 storage backend with a custom MinIO endpoint have any negative performance effects?", qsrc=I18NEXT)

    # ---- Vim key bindings ----
    n1 = (U, "VIM key bindings. Could VIM key bindings be easily supported?")
    nq = "Really need it for a VIM user. If the VIM be supported, that will be wonderful!"
    nq2 = "Vim mode would be such a dream"
    rec(NIGHTCODE, [n1], nq, True, "pronoun", ["it"], "As a Vim user I really need Vim key bindings in Nightcode; Vim support would be wonderful.")
    rec(NIGHTCODE, [n1, (U, nq)], nq2, True, "ellipsis", [], "A Vim mode in Nightcode would be such a dream.")
    rec(NIGHTCODE, [n1, (U, nq), (U, nq2)], Q_DEEPINEMACS, False, SAME, [], None, qsrc=DEEPIN)
    rec(NIGHTCODE, [n1, (U, nq)], F_GOOGLEIME, True, "ellipsis", [], "In Nightcode I'm using Google Chinese input but cannot use the default Ctrl-Space to toggle the IME on and off, unlike in other input controls; any help?", qsrc=FCTB)

    rec(NIGHTCODE, [n1, (U, nq), (U, nq2)], F_VIMPREF, True, "ellipsis", [], "A Vim-mode preference in Nightcode would be very nice.", qsrc=MAK)
    pt1 = (U, "Vim Bindings. Is your feature request related to a problem? Please describe. I want vim keybinding support maybe. Describe the solution you'd like: Optional Vim Keybindings, like intellij, vscode, emacs have")
    pta = (A, "#5")
    rec(PTEXT, [pt1, pta], F_VIMPREF, True, "ellipsis", [], "A Vim-mode preference in ptext would be very nice.", qsrc=MAK)
    rec(PTEXT, [pt1, pta], Q_DEEPINEMACS, False, SAME, [], None, qsrc=DEEPIN)
    rec(PTEXT, [pt1, pta], F_NERD, True, "ellipsis", [], "I want Nerd Font support in ptext.", qsrc=RATTY)

    dp1 = (U, "Vim Editor Key Bindings. Hello. I see there is an emacs mode for the Deepin editor. Wondering if there is a possibility for a vim keybindings mode to be developed for the editor?")
    dpa = (A, "It's possible but currently there are not a ready-to-use vim keybinding. If anyone would like to work on this feature, feel free to send Pull Request :)")
    rec(DEEPIN, [dp1, dpa], F_GOOGLEIME, True, "ellipsis", [], "In Deepin Editor I'm using Google Chinese input but cannot use the default Ctrl-Space to toggle the IME on and off, unlike in other input controls; any help?", qsrc=FCTB)
    rec(DEEPIN, [dp1, dpa], Q_MATTER, False, OTHER, [], None, qsrc=MATRIXORG)
    rec(DEEPIN, [dp1, dpa], F_VIMPREF, True, "ellipsis", [], "A Vim-mode preference in Deepin Editor would be very nice.", qsrc=MAK)

    me1 = (U, "It would be better to be able to support the vim/emacs edit mode. Thanks to the author. It would be better to be able to support the vim/emacs edit mode,personal opinion.")
    rec(MOEDITOR, [me1], F_VIM, True, "ellipsis", [], "Could Vim key bindings be easily supported in Moeditor?", qsrc=NIGHTCODE)
    rec(MOEDITOR, [me1], Q_VUEXI18N, False, OTHER, [], None, qsrc=LVI18N)
    rec(MOEDITOR, [me1], Q_DNG, False, OTHER, [], None, qsrc=PHOTOPEA)

    mk1 = (U, "Obligatory vim-mode request. I am one of those poor souls whose fingers are bound to vim key mappings. A vim-mode preference would be very nice. Very nice app + idea, btw.")
    mkq = "+1 Please add vim key bindings"
    rec(MAK, [mk1], mkq, True, "ellipsis", [], "+1, please add Vim key bindings to mak.")
    rec(MAK, [mk1, (U, mkq)], Q_FENIXRSS, False, OTHER, [], None, qsrc=FENIX)
    rec(MAK, [mk1, (U, mkq)], F_NERD, True, "ellipsis", [], "I want Nerd Font support in mak.", qsrc=RATTY)

    rec(MAK, [mk1, (U, mkq)], F_KILLA, True, "pronoun", ["this"], "A Vim mode would be a killer feature of mak on top of its many others.", qsrc=PIXEL)

    # ---- CJK input methods ----
    ta1 = (A, "Chinese/Japanese IME (and any other languages which operate by changing characters) input will have issues. As with Issue #2 , Chinese/Japanese IME (and any other languages which operate by changing characters) input will have issues.")
    rec(TYPINGAID, [ta1], F_GOOGLEIME, True, "ellipsis", [], "With TypingAid I'm using Google Chinese input but cannot use the default Ctrl-Space to toggle the IME on and off, unlike in other input controls; any help?", qsrc=FCTB)
    rec(TYPINGAID, [ta1], Q_DNS66LTE, False, OTHER, [], None, qsrc=DNS129)
    rec(TYPINGAID, [ta1], Q_FENIXRSS, False, OTHER, [], None, qsrc=FENIX)

    rs1 = (A, "CJK input not working correctly, bypassing IME. Input Method Editor appears to be bypassed on the hardware keyboard path.  Possibly other gaps.")
    rec(ROOTSHELL, [rs1], F_GOOGLEIME, True, "ellipsis", [], "In Rootshell I'm using Google Chinese input but cannot use the default Ctrl-Space to toggle the IME on and off, unlike in other input controls; any help?", qsrc=FCTB)
    rec(ROOTSHELL, [rs1], F_NERD, True, "ellipsis", [], "I want Nerd Font support in Rootshell.", qsrc=RATTY)
    rec(ROOTSHELL, [rs1], Q_CANON, False, OTHER, [], None, qsrc=PHOTOPEA)

    wu1 = (U, "TextBox in WinUI3 cannot invoke IME. When I click on the TextBox and start typing, no matter how I try to switch the input method, the input method does not work, which prevents me from typing Chinese, Japanese... and more language")
    wua = (A, "I'm not seeing the issue reproduce as described.  I have both Japanese and simplified Chinese language packs installed; when I press Win+Space to select Japanese and then Alt+` to select kana, I can type and select from the IME normally.")
    rec(WINUI, [wu1, wua], Q_CANON, False, OTHER, [], None, qsrc=PHOTOPEA)
    rec(WINUI, [wu1, wua], Q_ATOM, False, OTHER, [], None, qsrc=FENIX)

    mc1 = (U, "IMGUI textfield doesn't accept input when IME is on. IMGUI text field doesn't accept keyboard input when IME is on. Tested on Microsoft IME + Windows 10.")
    mca = (A, "Currently we're handling all text input through WM_CHAR. It seems like that Windows message doesn't get send if you have a IME keyboard on, doesn't matter on which mode. I'm looking into this.")
    mca2 = (A, "Fixed for next release. Our current UI font doesn't support Japanese glyphs currently, but the Latin keyboard should now work.")
    rec(MACHINERY, [mc1, mca, mca2], Q_NERDSPOT, False, SAME, [], None, qsrc=CRABFETCH)
    rec(MACHINERY, [mc1, mca], Q_SQLITE, False, OTHER, [], None, qsrc=INVOICE)

    fc1 = (U, "IME position out of control (for Japanese). While using Japanese IME input, the IME input field appears as separate small window and not in the control itself. Is it possible to make IME input look as any other text input (in the line, in the style of other text and with the background color of the control)?")
    rec(FCTB, [fc1], F_GOOGLEIME, True, "ellipsis", [], "In FastColoredTextBox I'm using Google Chinese input but cannot use the default Ctrl-Space to toggle the IME on and off, unlike in other input controls; any help?")
    rec(FCTB, [fc1, (U, F_GOOGLEIME)], Q_VUEXI18N, False, OTHER, [], None, qsrc=LVI18N)
    rec(FCTB, [fc1, (U, F_GOOGLEIME)], F_VIM, True, "ellipsis", [], "Could Vim key bindings be easily supported in FastColoredTextBox?", qsrc=NIGHTCODE)

    ph1 = (U, "Input Method Editor (IME) Support. How to use the Traditional Chinese IME (New Phonetic) with Notepad to enter a few Chinese characters. Traditional Chinese IME on DOS Mode typing works. But, with Notepad or Google Chrome typing character input is broken.")
    pha = (A, "Chinese IME seems to be working fine for me with both Simplified and Traditional sources. Stock build only enabling the IME script. tested in notepad, notepad++, firefox, etc. I don't speak Chinese so I can't test thoroughly, but the IME keyboard entry does work and the IME menu/selection appears when typing after toggling on from the system tray.")
    rec(PHOENIXPE, [ph1, pha], Q_DNS66LTE, False, OTHER, [], None, qsrc=DNS129)
    rec(PHOENIXPE, [ph1, pha], Q_PALETTE, False, OTHER, [], None, qsrc=ANSITERM)

    # ---- GPX export ----
    sk1 = (U, "GPX export of tracks. Expanding on #10, would it be possible to provide a GPX export of the tracks for the day?")
    ska = (A, "This would come quite naturally with #71")
    rec(SIGNALK, [sk1, ska], Q_FENIXRSS, False, OTHER, [], None, qsrc=FENIX)
    rec(SIGNALK, [sk1, ska], Q_CR2, False, OTHER, [], None, qsrc=PHOTOPEA)

    wo1 = (U, "Export GPX files. Loving the app, would it be possible to add functionality to export a gpx file from a workout please?")
    rec(WORKOUT, [wo1], F_TOTP, True, "ellipsis", [], "Is it possible for workout-tracker to support TOTP as a second factor for authentication?", qsrc=OPENEATS)
    rec(WORKOUT, [wo1], F_POSTGRES, True, "ellipsis", [], "Please add support for PostgreSQL as a database backend to workout-tracker in addition to SQLite.", qsrc=INVOICE)
    rec(WORKOUT, [wo1], Q_SQLITE, False, OTHER, [], None, qsrc=INVOICE)

    rec(SIGNALK, [sk1, ska], F_GPXW, True, "ellipsis", [], "Would it be possible for signalk-logbook to export a GPX file of a trip?", qsrc=WORKOUT)
    rec(WORKOUT, [wo1], F_GPX, True, "ellipsis", [], "Would it be possible for workout-tracker to provide a GPX export of the day's tracks?", qsrc=SIGNALK)
    om1 = (U, "Feature request. GPX recording and sharing. It will be great to have an option to record and share GPX tracks.")
    oma = (A, "There are already #624, #613, and #2147")
    rec(ORGANIC, [om1, oma], F_GPX, True, "ellipsis", [], "Would it be possible for Organic Maps to provide a GPX export of the day's tracks?", qsrc=SIGNALK)
    rec(ORGANIC, [om1, oma], Q_DNG, False, OTHER, [], None, qsrc=PHOTOPEA)
    rec(ORGANIC, [om1, oma], F_GPXW, True, "ellipsis", [], "Would it be possible for Organic Maps to export a GPX file of a recorded workout?", qsrc=WORKOUT)

    rec(ORGANIC, [om1, oma], F_KILLA, True, "pronoun", ["this"], "GPX recording and sharing would be a killer feature of Organic Maps on top of its many others.", qsrc=PIXEL)

    # ---- camera RAW ----
    pp1 = (U, "Raw files are not opening. Dear Sir, I am trying to open raw file from my canon dslr camera, the files extensions are CR2, I tried to open different raw files in the photopea free account, but it is keep on giving error. Can you advise on this issue.")
    ppa = (A, "I have about 60 CR2 files in my computer, all from different cameras, and they all work well in Photopea. Can you send me your CR2 file to support@photopea.com ?")
    ppq = "I have emailed the file to your give address, please see what is the issue."
    ppa2 = (A, "I see it. It is a special format of CR2, which is not supported by Photopea. Can you convert your file to DNG format? Photopea supports DNG very well. Otherwise, CR2 format is made by Canon and is not publicly described. Canon does not want anyone to open the CR2 files.")
    ppq2 = "Thanks for the help, I think it is a long process to do so, anyway I learn that I can use my JPG images but can't use my raw images straight away."
    rec(PHOTOPEA, [pp1, ppa], ppq, True, "pronoun", ["the file"], "I have emailed my Canon CR2 file that Photopea cannot open to Photopea's support address; please see what the issue is.")
    rec(PHOTOPEA, [pp1, ppa, (U, ppq), ppa2], ppq2, True, "pronoun", ["to do so"], "Converting my Canon CR2 files to DNG for Photopea is a long process; so I can use my JPG images in Photopea but not my raw images straight away.")
    rec(PHOTOPEA, [pp1, ppa], Q_MPV, False, OTHER, [], None, qsrc=FEISHIN)

    rec(PHOTOPEA, [pp1, ppa, (U, ppq), ppa2, (U, ppq2)], F_PSD, True, "ellipsis", [], "Does Photopea also support PSD (Photoshop) files?", qsrc=VITALBUM)
    rec(PHOTOPEA, [pp1, ppa, (U, ppq), ppa2], F_RAW, True, "ellipsis", [], "It would be nice if Photopea supported all RAW photo formats, this CR2 variant included.", qsrc=VITALBUM)
    va1 = (U, "Support for DNG raw. Would be nice to have RAW Photo support.")
    vaq = "Oh and PSD Photoshop support."
    rec(VITALBUM, [va1], vaq, True, "ellipsis", [], "It would also be nice to have PSD (Photoshop) support in VITAlbum.")
    rec(VITALBUM, [va1, (U, vaq)], Q_CR2, False, SAME, [], None, qsrc=PHOTOPEA)
    rec(VITALBUM, [va1, (U, vaq)], Q_DNG, False, SAME, [], None, qsrc=PHOTOPEA)

    cv1 = (A, "RAW support. Adds support for RAW captures in form of DNG files.")
    rec(CAMERAVIEW, [cv1], Q_CR2, False, SAME, [], None, qsrc=PHOTOPEA)
    rec(CAMERAVIEW, [cv1], Q_ATOM, False, OTHER, [], None, qsrc=FENIX)

    rec(CAMERAVIEW, [cv1], F_RAW, True, "ellipsis", [], "It would be nice if CameraView had RAW photo support.", qsrc=VITALBUM)

    # ---- ESC/POS receipt printers ----
    pe1 = (U, "Printer says it support linux only with javapos, is it possible to use this python script either way ??? Im planning on buying a thermal printer for a  project, and the only one which can be bought for relatively cheap is this thomson SureMark 4610 Printer Model 1NR. And in the documentation, it says it support suse linux 10 with javapos.")
    pea = (A, "Hi @AFrenchCroissant ! No, you can't. If you want to use this library you'll need an ESC/POS compatible printer. It seems that the 1NR model allows an \"Epson emulation\" mode but only for RS-232 and network attached printer models, also it has to be set anyhow by an offline configuration (maybe a pin into an internal DIP switch).")
    rec(PYESCPOS, [pe1, pea], Q_ESCSTD, False, SAME, [], None, qsrc=RNESCPOS)
    rec(PYESCPOS, [pe1, pea], F_NCR, True, "pronoun", ["this"], "I am trying to use an NCR printer; can I set python-escpos up for it?", qsrc=NODETHERMAL)

    nt1 = (U, "what type printer I should use with NCR. I am trying to use NCR printer? can I set this?")
    nta = (A, "If it supports ESC/P codes then yes.")
    ntq = "@ramses132 did it work for you ?"
    rec(NODETHERMAL, [nt1, nta], ntq, True, "pronoun", ["it"], "@ramses132 did your NCR printer work with node-thermal-printer?")
    rec(NODETHERMAL, [nt1, nta, (U, ntq)], Q_ESCSTD, False, SAME, [], None, qsrc=RNESCPOS)

    rn1 = (U, "Compatible ESCPOS list. Hi, Can you provide a list of ESC/POS printers that you tested. I'm new in this domain and I see sile product but no one with good comments...")
    rna = (A, "Currently we only use it for one of our client's printer - Xprinter XP-N160II, but I think ESC/POS is kinda like a standard, so as long as your printer supports ESC/POS then it should be working fine.")
    rnq = "It was not working with start-100 printer. It is supporting ESC/POS."
    rec(RNESCPOS, [rn1, rna], rnq, True, "pronoun", ["It"], "react-native-esc-pos was not working with a Star-100 printer, although that printer supports ESC/POS.")
    rec(RNESCPOS, [rn1, rna, (U, rnq)], F_NCR, True, "pronoun", ["this"], "I am trying to use an NCR printer; can I set react-native-esc-pos up for it?", qsrc=NODETHERMAL)
    rec(RNESCPOS, [rn1, rna, (U, rnq)], Q_NERDSPOT, False, OTHER, [], None, qsrc=CRABFETCH)

    au1 = (A, "Support for thermal receipt printers. Auth should support printing account details via ESC/POS to a receipt printer when passwords are reset.")
    rec(AUTH, [au1], F_TOTP, True, "ellipsis", [], "Is it possible for Auth (mike42/Auth) to support TOTP as a second factor for authentication?", qsrc=OPENEATS)
    rec(AUTH, [au1], Q_TOTPREQ, False, SAME, [], None, qsrc=GLPI)
    rec(AUTH, [au1], F_NCR, True, "pronoun", ["this"], "I am trying to use an NCR printer; can I set Auth's receipt printing up for it?", qsrc=NODETHERMAL)

    po1 = (A, "feat: implement ESC/POS support for receipt printers. Implement complete ESC/POS (Epson Standard Code for Point of Sale) support for thermal receipt printers (Epson, Bixolon, Citizen, Star compatibility mode, generic Chinese printers).")
    rec(PORTAKAL, [po1], F_NCR, True, "pronoun", ["this"], "I am trying to use an NCR printer; can I set portakal up for it?", qsrc=NODETHERMAL)
    rec(PORTAKAL, [po1], Q_MATTER, False, OTHER, [], None, qsrc=MATRIXORG)

    # ---- PostgreSQL next to SQLite ----
    mo1 = (U, "SQLite-based? Hi @ralphiee22 and @jamalex I was wondering if the description of this project is attempting to rule out other db backends or it's just a temporary scoping?")
    moa = (A, "We support postgres as a backend as well now.")
    rec(MORANGO, [mo1, moa], Q_SQLSCALE, False, SAME, [], None, qsrc=KLANGK)
    rec(MORANGO, [mo1, moa], Q_SQLITE, False, SAME, [], None, qsrc=INVOICE)
    rec(MORANGO, [mo1, moa], F_MINIO, True, "ellipsis", [], "Would you consider adding MinIO (S3-compatible) support to Morango for the backend?", qsrc=LAVERNA)

    rec(MORANGO, [mo1, moa], F_PERF, True, "pronoun", ["it"], "Does using PostgreSQL as Morango's backend have any negative performance effects compared with SQLite?", qsrc=I18NEXT)
    iv1 = (U, "Add PostgreSQL support. Please add support for PostgreSQL as database backend in addition the the SQLite backend.")
    ivq = Q_SQLITE
    # In its own thread, and a trap: a general claim about SQLite and PostgreSQL that names both.
    rec(INVOICE, [iv1], ivq, False, SAME, [], None)
    rec(INVOICE, [iv1, (U, ivq)], Q_SQLSCALE, False, SAME, [], None, qsrc=KLANGK)

    kl1 = (A, "Support PostgreSQL as an alternative to SQLite. Make it possible to use PostgreSQL as a database backend alongside SQLite. SQLite works well for single-server deployments, but PostgreSQL would enable horizontal scaling and is a better fit for production multi-server setups.")
    rec(KLANGK, [kl1], Q_NBGH, False, OTHER, [], None, qsrc=TEAMS)

    rec(KLANGK, [kl1], F_MINIO, True, "ellipsis", [], "Would you consider adding MinIO (S3-compatible) support to klangk for the backend?", qsrc=LAVERNA)
    rec(KLANGK, [kl1], Q_MATTER, False, OTHER, [], None, qsrc=MATRIXORG)
    lt1 = (U, "PostgreSQL support. Issue to track PostgreSQL support. I'm currently looking into adding this to have an option besides SQLite.")
    lta = (A, "Check out https://www.sqlalchemy.org/")
    rec(LIBRETR, [lt1, lta], F_MINIO, True, "ellipsis", [], "Would you consider adding MinIO (S3-compatible) support to LibreTranslate for the backend?", qsrc=LAVERNA)
    rec(LIBRETR, [lt1, lta], Q_VUEXI18N, False, OTHER, [], None, qsrc=LVI18N)

    fk1 = (U, "#4: Removed support for Sqlite3 and added PostgreSQL")
    rec(FORKPI, [fk1], Q_SQLSCALE, False, SAME, [], None, qsrc=KLANGK)

    rec(FORKPI, [fk1], F_POSTGRES, True, "ellipsis", [], "Please add support for PostgreSQL as a database backend to ForkPi in addition to SQLite.", qsrc=INVOICE)
    rec(FORKPI, [fk1], F_PERF, True, "pronoun", ["it"], "Does ForkPi's switch from SQLite to PostgreSQL have any negative performance effects?", qsrc=I18NEXT)

    # ---- terminals ----
    ra1 = (U, "nerd font support. Summary: i want nerd font support. Motivation: nerds are underrepresented in the programminig community")
    raa = (A, "This should already work if you set the font `family` to a nerd font, e.g. `family = \"JetBrainsMono Nerd Font\"`. The example in the screenshot prints a Unicode private-use character. It only renders as the Linux icon when the selected font provides that glyph, which regular fonts usually do not.")
    raq = "idk i tried it but still no icon. ran the p10k bootstrap script but all the special characters got rendered as rectangles"
    rec(RATTY, [ra1, raa], raq, True, "pronoun", ["it"], "I set ratty's font family to a Nerd Font but still get no icon; after running the p10k bootstrap script all the special characters are rendered as rectangles.")
    rec(RATTY, [ra1, raa, (U, raq)], Q_NERDSPOT, False, SAME, [], None, qsrc=CRABFETCH)
    rec(RATTY, [ra1, raa, (U, raq)], F_XTERM24, True, "ellipsis", [], "In ratty, when TERM is xterm-24bits the result is awful, even worse than xterm-256color.", qsrc=IMG2ASCII)

    rec(RATTY, [ra1, raa], F_PERF, True, "pronoun", ["it"], "Does setting ratty's font family to a Nerd Font have any negative performance effects?", qsrc=I18NEXT)
    cf1 = (U, "Font for Glyphs in basic view. I'm curious which font face you're using for the font glyphs in the basic view... I just downloaded a current Nerd Font, and seem to be missing a couple of the icons at least miss-match.")
    cfa = (A, "I *believe* it's the Arch packaged ttf-jetbrains-mono-nerd. My terminal config is set to use `JetBrainsMonoNL NFM Light`.")
    cfq = Q_NERDSPOT
    cfa2 = (A, "Manually downloaded the same font from Nerd Font's themselves, to try it without Arch's \"patched\" font, and it still looks fine for me. Can you show a screenshot of what your seeing along with what font your trying to use and your terminal emulator?")
    cfq2 = "@LivacoNew  It started working after my last reboot..."
    # In its own thread, and a trap: a claim about Nerd Fonts' versions that names them (borderline: it answers the maintainer).
    rec(CRABFETCH, [cf1, cfa], cfq, False, SAME, [], None)
    rec(CRABFETCH, [cf1, cfa, (U, cfq), cfa2], cfq2, True, "pronoun", ["It"], "@LivacoNew CrabFetch's Nerd Font glyphs in the basic view started working after my last reboot.")
    rec(CRABFETCH, [cf1, cfa], F_XTERM24, True, "ellipsis", [], "In CrabFetch, when TERM is xterm-24bits the result is awful, even worse than xterm-256color.", qsrc=IMG2ASCII)

    an1 = (U, "TrueColor support. True color specify the color in RGB format like this: printf \"\\x1b[${bg};2;${red};${green};${blue}m\\n\". The 256 colour palete is configured at start, and it's a 666 cube of colours, each of them defined as a 24bit (888 rgb) colour. This means that current support can only display 256 different colours in the terminal, while truecolour means that you can display 16 milion different colours at the same time.")
    rec(ANSITERM, [an1], Q_NERDSPOT, False, SAME, [], None, qsrc=CRABFETCH)
    rec(ANSITERM, [an1], F_XTERM24, True, "ellipsis", [], "With rust-ansi-term, when TERM is xterm-24bits the result is awful, even worse than xterm-256color.", qsrc=IMG2ASCII)

    ia1 = (U, "Support true color terminals. When TERM is `xterm-24bits`, the result is awful. It's even worse than `xterm-256color`!")
    rec(IMG2ASCII, [ia1], Q_TRUECOLOR, False, SAME, [], None, qsrc=ANSITERM)
    rec(IMG2ASCII, [ia1], Q_PALETTE, False, SAME, [], None, qsrc=ANSITERM)
    rec(IMG2ASCII, [ia1], Q_TOTPREQ, False, OTHER, [], None, qsrc=GLPI)

    mt1 = (U, "True Color (24 bit) or 16 million colors support. Here's a test case: printf \"\\x1b[38;2;255;100;0mTRUECOLOR\\x1b[0m\\n\". According to Wikipedia[1], this is only supported by xterm and konsole.")
    rec(MINTTY, [mt1], Q_TRUECOLOR, False, SAME, [], None, qsrc=ANSITERM)
    rec(MINTTY, [mt1], F_NERD, True, "ellipsis", [], "I want Nerd Font support in mintty.", qsrc=RATTY)

    tg1 = (U, "[FR] support 24-bit true color")
    rec(TERMGFX, [tg1], F_XTERM24, True, "ellipsis", [], "With TerminalGraphics.jl, when TERM is xterm-24bits the result is awful, even worse than xterm-256color.", qsrc=IMG2ASCII)
    rec(TERMGFX, [tg1], Q_NBGH, False, OTHER, [], None, qsrc=TEAMS)

    rec(TERMGFX, [tg1], Q_RSSOBS, False, OTHER, [], None, qsrc=FENIX)

    # ---- chat bridges ----
    mx1 = (U, "Feature matterbridge. The bot matterbridge is able to bridge to many other protocol (despite the name hinting something different). It should be featured as a bridge, ideally for every protocol it supports, so that people can find it easily :)")
    rec(MATRIXORG, [mx1], F_ATOMFEED, True, "ellipsis", [], "Atom feed support on matrix.org would be cool.", qsrc=TWIN)
    rec(MATRIXORG, [mx1], Q_ESCSTD, False, OTHER, [], None, qsrc=RNESCPOS)

    # ---- drag and drop ----
    so1 = (A, "drag and drop support. dunno what we'll drag and drop, but we should support that being possible")
    so2 = (A, "https://docs.microsoft.com/en-us/windows/win32/shell/wm-dropfiles")
    rec(SOLA, [so1, so2], Q_ATOM, False, OTHER, [], None, qsrc=FENIX)

    rec(SOLA, [so1, so2], Q_TRUECOLOR, False, OTHER, [], None, qsrc=ANSITERM)
    rec(SOLA, [so1, so2], F_HELPWANTED, True, "pronoun", ["this"], "I would like drag-and-drop support in sola_kesto re-assessed, and maybe flagged \"help wanted\" for someone fluent in it.", qsrc=OSMID)
    hu1 = (A, "Add drag and drop of files from the file window")
    hu2 = (A, "Resolved.")
    rec(HUMBUG, [hu1, hu2], F_VIM, True, "ellipsis", [], "Could Vim key bindings be easily supported in Humbug's editor?", qsrc=NIGHTCODE)
    rec(HUMBUG, [hu1, hu2], Q_PLURALRULES, False, OTHER, [], None, qsrc=OSMID)

    rec(HUMBUG, [hu1, hu2], F_VIMPREF, True, "ellipsis", [], "A Vim-mode preference in Humbug's editor would be very nice.", qsrc=MAK)
    rec(HUMBUG, [hu1, hu2], Q_ROUTERS, False, OTHER, [], None, qsrc=V6HOSTS)

    # ---- notebooks ----
    te1 = (U, "Add ipynb rendering support to file preview tab. If you click a HTML in the \"Files\" tab of a channel, it will show a preview of the HTML file in Teams. Adding the ability to preview a ipynb file (ie Jupyter notebook) would be very helpful for a lot of the work that I do.")
    tea = (A, "Hi @ddsmit, This is an upcoming feature in MS Teams and I don't have ETA as of now, but this feature has already been noted down by Teams Engineering Team. I think in future releases will address this issue soon. Thanks.")
    # The next sentence of the opening post, and a trap: a claim about GitHub's notebook preview that names it.
    rec(TEAMS, [te1], Q_NBGH, False, SAME, [], None)

    rec(TEAMS, [te1, tea], F_PSD, True, "ellipsis", [], "Could the Microsoft Teams Files tab also preview PSD (Photoshop) files?", qsrc=VITALBUM)
    ml1 = (U, "[FR] Add Preview For JupyterNotebook files .ipynb")
    rec(MLFLOW, [ml1], Q_NBGH, False, SAME, [], None, qsrc=TEAMS)

    # ---- plural forms ----
    lx1 = (U, "pluralization. Hello, in the github page of vuex.i18n is written they support pluralization. Can you add support of this functionality?")
    lxa = (A, "You need to use \"single form|multiple form\" syntax. See #12")
    rec(LVI18N, [lx1, lxa], Q_PLURALRULES, False, SAME, [], None, qsrc=OSMID)

    rec(LVI18N, [lx1, lxa], F_PLURAL, True, "ellipsis", [], "It would be great to see plural forms (more than singular and plural) implemented in laravel-vue-i18n-generator.", qsrc=JQLANG)
    rec(LVI18N, [lx1, lxa], F_PLURALRULES, True, "ellipsis", [], "I'd like laravel-vue-i18n-generator to support some form of pluralization rules.", qsrc=I18NEXPRESS)
    ab1 = (U, "Is plural forms translation supported? I've had a quick look around documentation and code and it seems that plural forms translation isn't supported. Is that so or maybe I just missed it?")
    rec(ABIDE, [ab1], F_PLURALRULES, True, "ellipsis", [], "I'd like i18n-abide to support some form of pluralization rules.", qsrc=I18NEXPRESS)

    rec(ABIDE, [ab1], F_PLURAL, True, "ellipsis", [], "It would be great to see plural forms implemented in i18n-abide.", qsrc=JQLANG)
    rec(ABIDE, [ab1], F_HELPWANTED, True, "pronoun", ["this"], "I would like plural-form support in i18n-abide re-assessed, and maybe flagged \"help wanted\" for someone fluent in internationalization.", qsrc=OSMID)
    rec(ABIDE, [ab1], Q_NBGH, False, OTHER, [], None, qsrc=TEAMS)
    os1 = (A, "Better i18n plural support. Multiselect produces translations like \"Deleted {n} objects\", which we're currently translating without real plural form support.")
    osq = F_HELPWANTED
    osa = (A, "Sure @althio we can reopen and ask for help.  I agree that it's not critical, but if somebody wants to work on it, I'd accept a PR for it. In some places we support pluralization just by having multiple translation strings.")
    osq2 = "Thanks @bhousel There are shortcomings with this simple approach and maybe a systematic approach would be better (but more complex)."
    rec(OSMID, [os1], osq, True, "pronoun", ["this"], "I would like real plural-form support in iD's translations re-assessed, and maybe flagged \"help wanted\" for someone fluent in internationalization.")
    rec(OSMID, [os1, (U, osq), osa], osq2, True, "pronoun", ["this simple approach"], "iD's approach of supporting pluralization with multiple translation strings has shortcomings; would a systematic plural-rules approach be better, though more complex?")
    # The next sentence of the same comment, and a trap: a general statement about plural rules.
    rec(OSMID, [os1, (U, osq), osa, (U, osq2)], Q_PLURALRULES, False, SAME, [], None)

    jq1 = (U, "Plural forms. Would be great to see plural forms implemented. Ref: http://docs.translatehouse.org/projects/localization-guide/en/latest/l10n/pluralforms.html?id=l10n/pluralforms Thanks.")
    jqa = (A, "Closed as no further activity")
    rec(JQLANG, [jq1, jqa], F_HELPWANTED, True, "pronoun", ["this"], "I would like plural-form support in jquery-lang-js re-assessed, and maybe flagged \"help wanted\" for someone fluent in internationalization.", qsrc=OSMID)
    rec(JQLANG, [jq1, jqa], Q_SQLSCALE, False, OTHER, [], None, qsrc=KLANGK)

    rec(JQLANG, [jq1, jqa], F_PLURALRULES, True, "ellipsis", [], "I'd like jquery-lang-js to support some form of pluralization rules.", qsrc=I18NEXPRESS)
    ie1 = (U, "Add pluralisation rules. This plugin work nicely for me.")
    ieq = F_PLURALRULES
    iea = (A, "thank you! PR are welcome!")
    rec(I18NEXPRESS, [ie1], ieq, True, "ellipsis", [], "I'd like i18n-express to support some form of pluralization rules.")

    rec(I18NEXPRESS, [ie1, (U, ieq), iea], F_PLURAL, True, "ellipsis", [], "It would be great to see plural forms implemented in i18n-express.", qsrc=JQLANG)
    ix1 = (U, "Multiple plural forms docs are confusing... Based on what i read in the docs, I thought I would be able to create translations like \"man_plural_2\" : \"A pair of men\". However, this doesn't seem to work at all... reading further, is this something i would need to configure at the language level?")
    ixq = "Does it have any negative performance affects?"
    rec(I18NEXT, [ix1], ixq, True, "pronoun", ["it"], "Does configuring multiple plural forms at the language level in i18next have any negative performance effects?")
    rec(I18NEXT, [ix1, (U, ixq)], Q_PLURALRULES, False, SAME, [], None, qsrc=OSMID)
    rec(I18NEXT, [ix1, (U, ixq)], F_PLURAL, True, "ellipsis", [], "It would be great to see multiple plural forms implemented (working) in i18next.", qsrc=JQLANG)
    rec(I18NEXT, [ix1], F_PLURALRULES, True, "ellipsis", [], "I'd like i18next to support some form of pluralization rules.", qsrc=I18NEXPRESS)
