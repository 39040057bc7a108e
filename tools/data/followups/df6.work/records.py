"""df6 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- image formats: HEIC, AVIF, WebP ----
IMGPROXY = GH + "imgproxy/imgproxy/issues/140"
CAESIUM = GH + "Lymphatus/caesium-image-compressor/issues/101"
CAESIUM38 = GH + "Lymphatus/caesium-image-compressor/issues/38"
PHOTOFRAME = GH + "mvysny/photocloud-frame-slideshow/issues/137"
EXIFPRO = GH + "mikekov/ExifPro/issues/11"
SITEONE = GH + "janreges/siteone-crawler/issues/38"
LOWERB = GH + "lowerbarriers/finished-starter/pull/11"
# ---- HiDPI and fractional scaling ----
CINNAMON = GH + "linuxmint/cinnamon/issues/11032"
MINT20 = GH + "linuxmint/mint20-beta/issues/55"
AWWY = GH + "mpsq/arewewaylandyet/issues/205"
QTPASS = GH + "IJHack/QtPass/pull/526"
NIXCFG = GH + "jakeisnt/nixcfg/issues/12"
# ---- right-to-left languages, spell checking ----
MAILCHIMP = GH + "mailchimp/email-blueprints/issues/7"
LOOMIO = GH + "loomio/loomio/pull/1723"
MADOKO = GH + "koka-lang/madoko/issues/69"
# ---- LaTeX math and Mermaid diagrams in Markdown ----
NOTEBOOKJS = GH + "jsvine/notebookjs/issues/11"
NULIS = GH + "lumenwrites/nulis/issues/6"
OKPY = GH + "okpy/ok/issues/1042"
FILESMD = GH + "icewind1991/files_markdown/issues/20"
GREATTIPS = GH + "olibre/GreatTips/issues/1"
WEBESS = GH + "madskristensen/WebEssentials2015/issues/130"
BLAZORISE = GH + "Megabit/Blazorise/issues/3383"
EASYMDE = GH + "Ionaru/easy-markdown-editor/issues/140"
# ---- CalDAV calendars ----
FLYOUT = GH + "michalleptuch/calendar-flyout/issues/34"
CALVIM = GH + "itchyny/calendar.vim/issues/43"
# ---- OCR languages, text-to-speech voices ----
PYOCR56 = GH + "openpaperwork/pyocr/issues/56"
PYOCR63 = GH + "openpaperwork/pyocr/issues/63"
JANISOCR = GH + "janis91/ocr/issues/49"
PHETOOLS = GH + "phil-el/phetools/issues/9"
PYSPEECH = GH + "michaelgundlach/pyspeech/issues/6"
UNITYTTS = GH + "mapluisch/OpenAI-Text-To-Speech-for-Unity/issues/1"
# ---- 3D printer firmware, hardware video decoding ----
CATBOAT = GH + "printers-for-people/catboat/issues/10"
MKSTFT = GH + "makerbase-mks/MKS-TFT/issues/198"
LIVEKIT = GH + "livekit/rust-sdks/issues/810"
MEDIAKIT = GH + "media-kit/media-kit/pull/145"
# ---- MIDI controllers ----
MIXXX = GH + "mixxxdj/mixxx/issues/15553"
LOOPDROP = GH + "mmckegg/loop-drop-app/issues/208"
JAMULUS = GH + "jamulussoftware/jamulus/issues/95"
CTLRA = GH + "openAVproductions/openAV-Ctlra/issues/15"
LMMS5835 = GH + "LMMS/lmms/issues/5835"
LMMS2913 = GH + "LMMS/lmms/issues/2913"
# ---- packaging: portable builds, Flathub, Homebrew casks ----
WINHANCE = GH + "memstechtips/Winhance/issues/136"
ONIONSHARE = GH + "onionshare/onionshare/issues/1436"
KEEPNOTE = GH + "mdrasmus/keepnote/issues/576"
RESOLVE = GH + "night199uk/resolve-flatpak/issues/11"
MUSTANG = GH + "mustang-im/mustang/issues/1247"
KAITEKI = GH + "Kaiteki-Fedi/Kaiteki/issues/455"
HAPPYMAC = GH + "laffra/happymac/issues/7"
MARKOFF = GH + "kaishin/markoff/issues/12"
# ---- MQTT and Home Assistant ----
CO2MINI = GH + "jerr0328/co2mini/issues/13"
APSYSTEMS = GH + "patience4711/read-APSystems-YC600-QS1-DS3/issues/55"
ESPEASY = GH + "letscontrolit/ESPEasy/issues/579"
SHELLY = GH + "mongoose-os-apps/shelly-homekit/issues/1201"
# ---- mobile: battery drain, QR scanning; documents, podcasts, pen input, displays ----
MEGA = GH + "meganz/iOS/issues/114"
TSACDOP = GH + "Lojcs/tsacdop/issues/14"
BGMODE = GH + "katzer/cordova-plugin-background-mode/issues/297"
QAUL = GH + "qaul/qaul.net/issues/639"
OTM = GH + "OpenTreeMap/otm-ios/issues/330"
KIWI = GH + "kiwibrowser/src.next/issues/350"
YUWRITER = GH + "ivarptr/yu-writer.site/issues/12"
PODDY = GH + "MrChuckomo/poddycast/issues/144"
NODEPOD = GH + "maxnowack/node-podcast/issues/11"
WHITEBO = GH + "lovasoa/whitebophir/issues/298"
PPTTIMER = GH + "old9/ppttimer/issues/6"
# ---- added after the first draft: KaTeX vs MathJax, HEIC in browsers, Linux package formats ----
MDPREVIEW = GH + "iamcco/markdown-preview.nvim/issues/581"
JEKYLLTEXT = GH + "kitian616/jekyll-TeXt-theme/issues/110"
JSXGRAPH = GH + "jsxgraph/jsxgraph/issues/432"
MW2SLOB = GH + "itkach/mw2slob/issues/8"
OMEGAUP = GH + "omegaup/omegaup/issues/2412"
WALLPANEL = GH + "j-a-n/lovelace-wallpanel/issues/197"
PIWIGO = GH + "Piwigo/Piwigo/issues/1959"
OPERA = GH + "operasoftware/devopera/issues/569"
MINETIME = GH + "marcoancona/MineTime/issues/5"

# Threads that only lend a question: the rest of each is no exchange a df6 question fits.
QUESTION_ONLY: tuple[str, ...] = (LOWERB, JANISOCR, OTM)

# ---- the bank: real questions from df6 threads, placed after another df6 thread ----
# Name their subject, or ask nothing of any project (traps wherever they go):
Q_LOWERB = "AVIF as a `<source>` within the `<picture>` element follows webp at least as of this writing, as most tested webp images had smaller filesizes than AVIF, and we don't want a shiny new format to be a net performance penalty."
Q_AWWY = "As someone with both a Hi-DPI built in laptop screen and a 4K monitor, it would be nice to be kept up to date on Wayland's demonstrated fractional scaling abilities in both Gnome and KDE."
Q_MINT20 = "In LM20 Cinnamon Edition Beta when I set the laptop's internal display 'Zoom level' feature to 125% with 1920x1080 original resolution the display goes blurry (more blurry than in 1366x768 resolution!) and screen tearing appears."
Q_LOOMIO = "so the languages that need RTL (right to left) that I currently know of are : Hebrew, Arabic, Persian/ Farsi, Malayalam ?"
Q_MERMAIDGH = "What a pity Mermaid is not (yet?) supported by GitHub"
Q_CALVIM = "Do this calendar.vim reads .ics calendar files?"
Q_KHAL = "I would add that khal is indepedent of vdirsyncer as khal reads .ics files for calendar data while vdirsyncer syncs .ics files."
Q_PYOCR = "I'm trying to use pyocr for languages such as french, chinese etc, but the get_available_languages returns only 3 options: osd, eng, equ. How can I add other languages?"
Q_PHETOOLS = "According to https://github.com/tesseract-ocr/tesseract/blob/master/doc/tesseract.1.asc#languages, there are over 100 language packs available for Tesseract, but phetools only supports 24 of them. Is there any reason that only those 24 are supported?"
Q_TESSMULTI = "As stated here: https://github.com/tesseract-ocr/tesseract/wiki#running-tesseract tesseract also supports multiple languages to process for."
Q_VISTA = "Vista supports French etc speech, but only English and Chinese etc TTS."
Q_NEKTAR = "It would be nice if extra support for Nektar Impact keyboards could be added to lmms. These keyboards are becoming more popular as an entry level midi keyboard."
Q_ONION = "Can I install OnionShare on an USB Flash Drive and run it on arbitrary computers?"
Q_KEEPNOTE = "It would be very handy to have a USB installation file for KeepNote next to the automated Windows installation."
Q_PARULA = "It would be fantastic if Parula could be packaged using Flatpak and made available on Flathub!"
Q_HAPPYMAC = "It would be nice to run `homebrew cask install happymac` to install this app."
Q_OPENHAB = "Does the OpenHAB MQTT controller work well with HomeAssistant?"
Q_OTM = "Checking `Setting > Battery` for OpenTreeMap -- only 1%, and does not say \"Background Usage\"."
Q_PODDY = "Some Podcast-Feeds support chapter-marks for their episodes."
Q_LAUNCHPADNOTES = "Launchpads send note on/off commands, not CC values. And they expect the same to control the LEDs."
Q_TEXVC = "Katex does seem to work with texvc: https://github.com/KaTeX/KaTeX/pull/1558"
Q_OMEGA = "Parece que KaTeX es más rápido que MathJax: https://katex.org/"
Q_WHYFLATPAK = "Why choose Flatpak over Snap or AppImage?"
Q_SNAPS = "Snaps are universal Linux packages which work on any distribution or device."
Q_HEICSAFARI = "As of August 2023, `HEIC` is absolutely not supported by all web browsers (only Safari)"
# Need the thread's project (follow-ups after a thread they fit):
F_HEIC = "Can you please add HEIC Support? Thank you very much."
F_AVIF = "Any plans for AVIF support? Chrome already supports it and Firefox in on its way."
F_RTL = "Is it possible to support Right to Left Languages such as Hebrew and Arabic ?"
F_SPELL = "Please, add support for spell check for other languages besides English."
F_LATEX = "I really love this project, but was wondering if it's possible to include LaTeX math support."
F_MERMAID = "I would love to see you incorporate the Mermaid solution for diagrams and flowcharts."
F_ADDED = "Has this feature been added yet?"
F_OCRLANG = "i have got equ, eng and osd in the language list and if it is possible to support other languages like Chinese"
F_TTSLANG = "Can you help me, how to choose another language in this program?"
F_VP9 = "Also, is there any plan to support hardware encoding and decoding for VP8/VP9?"
F_MIDIMAP = "How can one map the controller?"
F_LAUNCHPAD = "is it possible to add support for the novation launchpad S/launchpad mini line of midi controllers?"
F_PORTABLE = "more of a request than an issue, but is there a \"portable\" version available ?"
F_FLATHUB = "Are there any plans to publish this to flathub.org as a community built flatpak?"
F_BREW = "Would love to be able to pull this onto new machines automatically."
F_HA = "Tried to pull in the data into Home Assistant. No idea what MQTT setting to use."
F_BATTERY = "Sadly the app drained my battery by 16 % in the background for about 12 hours since the phone was fully charged."
F_PRESSURE = "There any chance to support pressure support for pen/tablet like wacom?"
F_DOCX = "请问什么时候可以导出成docx格式"
F_ANYUPDATE = "Any updates on this?"
F_JSXG = "did you ever consider replacing mathjax with katex? Katex is a lot faster and smaler in size .."
F_MATHJAX = "或者可以支持Mathjax"
F_SECOND = "能否支持输出到第二显示器"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, FRESH = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    # ---- image formats ----
    i1 = (U, "Adding HEIC support. We have users that are wanting to be able to use .HEIC files.  Most edge case image formats we are able to just tell users no, but since Apple has thrown their weight being heic files it is becoming more difficult.  iOS 11 saves everything in this format I believe. It looks like libvips just added support very recently: https://github.com/libvips/libvips/issues/671.")
    iq = "Are you able to add HEIC files to the list of supported source files?"
    ia = (A, "I have successfully implemented HEIF config decoder (need one for a format detection and dimensions checking). As soon as libvips 8.8.0 is released imgproxy will get HEIC support.")
    iq2 = "Ack I didn't realize 8.8 wasn't already out.  Well thank you I look forward to that being added!"
    ia2 = (A, "v2.3 includes HEIC support. Note that imgproxy converts HEIC to JPEG by default since web browsers do not support it yet. You can save images to HEIC by explicitly specifying `heic` format.")
    iq3 = "Has HEIC support been restored?"
    rec(IMGPROXY, [i1], iq, True, "ellipsis", [], "Are you able to add HEIC files to imgproxy's list of supported source files, now that libvips supports HEIC?")
    rec(IMGPROXY, [i1, (U, iq), ia], iq2, True, "pronoun", ["that"], "I didn't realize libvips 8.8 wasn't already out; I look forward to HEIC support being added to imgproxy.")
    i_all = [i1, (U, iq), ia, (U, iq2), ia2]
    rec(IMGPROXY, i_all, iq3, True, "ellipsis", [], "Has HEIC support been restored in imgproxy?")
    rec(IMGPROXY, i_all, F_AVIF, True, "ellipsis", [], "Any plans for AVIF support in imgproxy? Chrome already supports it and Firefox is on its way.", qsrc=CAESIUM38)
    rec(IMGPROXY, i_all, Q_LOWERB, False, SAME, [], None, qsrc=LOWERB)

    c1 = (U, "HEIC Support. HEIC support would be a welcome addition on systems that have the codec such as macos and windows.")
    ca = (A, "I'm not very familiar with the format, but I'll do some research about. At first glance seems possible and not too hard to implement.")
    rec(CAESIUM, [c1, ca], F_AVIF, True, "ellipsis", [], "Any plans for AVIF support in Caesium Image Compressor? Chrome already supports it and Firefox is on its way.", qsrc=CAESIUM38)
    rec(CAESIUM, [c1, ca], Q_HEICSAFARI, False, SAME, [], None, qsrc=PIWIGO)

    c38 = (U, "AVIF. Hi! Any plans for AVIF support? Chrome already supports it and Firefox in on its way.")
    c38a = (A, "I think I will implement support for WebP first, and then I may scout for other formats. Will see in the future! Thanks for the suggestion.")
    rec(CAESIUM38, [c38, c38a], F_HEIC, True, "ellipsis", [], "Can you please add HEIC support to Caesium Image Compressor?", qsrc=EXIFPRO)
    rec(CAESIUM38, [c38, c38a], Q_HEICSAFARI, False, SAME, [], None, qsrc=PIWIGO)

    p1 = (U, "Feature Request - HEIC / HEIF file support. Just bought your app + daydream option for my Android TV.  Good app, working well so far, thanks! I have a simple feature request - can you please consider implementing HEIC/HEIF file support?")
    pa = (A, "Please see #92")
    rec(PHOTOFRAME, [p1, pa], Q_LOWERB, False, SAME, [], None, qsrc=LOWERB)
    rec(PHOTOFRAME, [p1, pa], Q_HEICSAFARI, False, SAME, [], None, qsrc=PIWIGO)

    e1 = (U, "HEIC Support. Can you please add HEIC Support? Thank you very much.")
    rec(EXIFPRO, [e1], Q_VISTA, False, OTHER, [], None, qsrc=PYSPEECH)
    rec(EXIFPRO, [e1], F_PORTABLE, True, "ellipsis", [], "Is there a portable version of ExifPro available?", qsrc=WINHANCE)

    s1 = (U, "My site is using AVIF but the report warns that 'No WebP image found on the website'")
    sa = (A, "@cloydlau - thank you for this issue. In the next version, there will be a fix that will not report missing WebP in case of AVIF support. WebP has slightly better support for older browsers than AVIF, but today we consider this to be a negligible difference. AVIF is now supported by all major browsers on all major platforms/devices. It is no longer necessary to require WebP if AVIF is also available.")
    sq = "Thanks for the reply, it's worth mentioning that my site also does progressive enhancement, which means it falls back to WebP if AVIF isn't supported, and to JPG/PNG if WebP isn't supported either. So presumably this scenario needs to be taken into account as well."
    rec(SITEONE, [s1, sa], sq, True, "ellipsis", [], "My site does progressive enhancement (AVIF, falling back to WebP, then JPG/PNG); should SiteOne Crawler's missing-WebP warning take this scenario into account as well?")
    rec(SITEONE, [s1, sa, (U, sq)], Q_LOWERB, False, SAME, [], None, qsrc=LOWERB)
    rec(SITEONE, [s1, sa], Q_LAUNCHPADNOTES, False, OTHER, [], None, qsrc=LMMS2913)

    # ---- HiDPI and fractional scaling ----
    m1 = (U, "Fractional scaling is blurry on mint 21. I just upgrade to mint 21 and I have issues with fractional scaling. My setup : laptop with 1920x1080 resolution. external monitor with 3840x2160 resolution. On mint 20.3 (and previous version), I used a fractional scaling at 150% for the external monitor (text are too small without), everything work correctly. On mint 21, if I use the same configuration, the external monitor is fine but the laptop have blurry text.")
    mq = "Having the same issue (expect from the fact that the blurry screen is the one at a 100% scale, laptop screen scaled to 200% is OK). All apps are not blurred: terminal is OK, Chrome/IDEA are KO."
    rec(CINNAMON, [m1], mq, True, "ellipsis", [], "On Linux Mint 21 Cinnamon with fractional scaling, the screen at 100% scale is blurry while the laptop screen scaled to 200% is OK; the terminal is fine but Chrome and IDEA are blurred.")
    rec(CINNAMON, [m1, (U, mq)], Q_AWWY, False, SAME, [], None, qsrc=AWWY)
    rec(CINNAMON, [m1, (U, mq)], Q_MINT20, False, SAME, [], None, qsrc=MINT20)

    n1 = (U, "Zoom level 125% feature makes the display blurry and causes screen tearing. In LM20 Cinnamon Edition Beta when I set the laptop's internal display 'Zoom level' feature to 125% with 1920x1080 original resolution the display goes blurry (more blurry than in 1366x768 resolution!) and screen tearing appears.")
    na = (A, "Definitely less crisp for me also. I had tried this from older mint using cinnamon 4.6 and it seems to have looked better back then.")
    nq = "seeing the same blurry issue here as welll. Additionally, cannot change Base interface scale to HiDPI.  It just stays in normal mode..."
    rec(MINT20, [n1, na], nq, True, "ellipsis", [], "Linux Mint 20 Cinnamon beta: the 125% zoom level is blurry, and Base interface scale cannot be changed to HiDPI; it stays in normal mode.")
    rec(MINT20, [n1, na], Q_AWWY, False, SAME, [], None, qsrc=AWWY)

    w1 = (U, "[Missing Category] Fractional Scaling. As someone with both a Hi-DPI built in laptop screen and a 4K monitor, it would be nice to be kept up to date on Wayland's demonstrated fractional scaling abilities in both Gnome and KDE.")
    wq = "Mainly that: Fractional scaling is available; Whether fractional scaling is \"blurry\" on XWayland apps (EX: 100% -> 150% instead of 200% -> 150%); Whether fractional scaling can be disabled on XWayland apps specifically (such as KDE >5.26)"
    rec(AWWY, [w1], wq, True, "ellipsis", [], "Could arewewaylandyet track whether fractional scaling is available in Gnome and KDE on Wayland, whether it is blurry on XWayland apps, and whether it can be disabled on XWayland apps specifically?")
    rec(AWWY, [w1, (U, wq)], Q_MINT20, False, SAME, [], None, qsrc=MINT20)
    rec(AWWY, [w1, (U, wq)], Q_LAUNCHPADNOTES, False, OTHER, [], None, qsrc=LMMS2913)

    q1 = (U, "Fix blurry icons when fractional scaling is enabled. ...by adding UseHighDpiPixmaps flag to the main.cpp file. Currently icons are blurry with fractional scaling enabled. This change fixes this issue. I built and tested this on KDE Plasma with fractional scaling at 1.25.")
    qa = (A, "Thank you, awesome!")
    rec(QTPASS, [q1, qa], Q_AWWY, False, SAME, [], None, qsrc=AWWY)
    rec(QTPASS, [q1, qa], Q_MINT20, False, SAME, [], None, qsrc=MINT20)
    rec(QTPASS, [q1, qa], F_FLATHUB, True, "pronoun", ["this"], "Are there any plans to publish QtPass to flathub.org as a community built flatpak?", qsrc=RESOLVE)
    rec(QTPASS, [q1, qa], F_BREW, True, "pronoun", ["this"], "I would love to be able to install QtPass onto new machines automatically.", qsrc=MARKOFF)

    x1 = (U, "Set up screen share. The story for screenshare on wayland is currently not decided. It's not functional with the current configuration.")
    xq = "Find a solution that seems reliable (redirecting to a video device seems hacky, and it looks like someone has found a better solution)"
    rec(NIXCFG, [x1], xq, True, "ellipsis", [], "Find a reliable solution for screen sharing on Wayland in this NixOS configuration (redirecting to a video device seems hacky).")
    rec(NIXCFG, [x1], Q_AWWY, False, SAME, [], None, qsrc=AWWY)
    rec(NIXCFG, [x1], Q_KHAL, False, OTHER, [], None, qsrc=CALVIM)

    # ---- right-to-left and spell checking ----
    r1 = (U, "Right to Left Support. Is it possible to support Right to Left Languages such as Hebrew and Arabic ?")
    rec(MAILCHIMP, [r1], Q_LOOMIO, False, FRESH, [], None, qsrc=LOOMIO)
    rec(MAILCHIMP, [r1], Q_PARULA, False, OTHER, [], None, qsrc=MUSTANG)

    l1 = (U, "add Right-to-Left support. so the languages that need RTL (right to left) that I currently know of are : Hebrew, Arabic, Persian/ Farsi, Malayalam ?")
    lq = "Not all of these languages are traslated but I think the easiest thing to do to get RTL working for them would be to add these to the list of selectable languages"
    rec(LOOMIO, [l1], lq, True, "pronoun", ["these languages"], "Not all of the RTL languages (Hebrew, Arabic, Persian) are translated in Loomio, but the easiest way to get RTL working for them would be to add them to Loomio's list of selectable languages.")
    rec(LOOMIO, [l1, (U, lq)], F_SPELL, True, "ellipsis", [], "Could Loomio add spell check for languages other than English?", qsrc=MADOKO)

    k1 = (U, "Spell Check for languages other than english. Please, add support for spell check for other languages besides English. I could not find anything about that on the online Madoko reference or using the software itself.")
    rec(MADOKO, [k1], F_RTL, True, "ellipsis", [], "Is it possible for Madoko to support right-to-left languages such as Hebrew and Arabic?", qsrc=MAILCHIMP)
    rec(MADOKO, [k1], Q_LOOMIO, False, FRESH, [], None, qsrc=LOOMIO)
    rec(MADOKO, [k1], F_LATEX, True, "ellipsis", [], "Is it possible for Madoko to include LaTeX math support?", qsrc=NULIS)

    # ---- LaTeX math ----
    j1 = (U, "State of LaTeX support. I've noticed that you mentioned in the README file that MathJax is currently not supported. I've seen though that in the latest release, there was a fix regarding LaTeX support. I just wanted to ask what this was about and what kind of LaTeX is supported.")
    ja = (A, "Thanks, Michael. Does @H-Plus-Time's  proposal here support the features you'd like?: https://github.com/jsvine/notebookjs/pull/8")
    jq = "@jsvine Yes, that looks great! Are you going to merge this and release a new version?"
    ja2 = (A, "FYI, I wrote a separate Katex filter which I use for my static site blog. I run it before doing the notebookjs render. See [notebookjs-katex](https://github.com/bradhowes/notebookjs-katex). Simple, but works great so far.")
    jq2 = "Any updates on this?"
    rec(NOTEBOOKJS, [j1, ja], jq, True, "pronoun", ["this"], "Are you going to merge the MathJax proposal (jsvine/notebookjs PR #8) into notebookjs and release a new version?")
    rec(NOTEBOOKJS, [j1, ja, (U, jq), ja2], jq2, True, "pronoun", ["this"], "Any updates on LaTeX/MathJax support in notebookjs?")
    rec(NOTEBOOKJS, [j1, ja, (U, jq), ja2], F_MERMAID, True, "ellipsis", [], "Could notebookjs incorporate Mermaid for diagrams and flowcharts?", qsrc=FILESMD)
    rec(NOTEBOOKJS, [j1, ja], Q_MERMAIDGH, False, SAME, [], None, qsrc=GREATTIPS)

    u1 = (U, "LaTex math support. I really love this project, but was wondering if it's possible to include LaTeX math support. That's really the only thing keeping me from using it as my main note-taking editor!")
    uq = "I could potentially work on a PR but may need a bit of guidance 😄"
    ua = (A, "[KateX](https://github.com/Khan/KaTeX) is a nice library for this purpose.")
    rec(NULIS, [u1], uq, True, "ellipsis", [], "I could potentially work on a PR adding LaTeX math support to nulis, but may need a bit of guidance.")
    rec(NULIS, [u1, (U, uq), ua], F_MERMAID, True, "ellipsis", [], "Could nulis incorporate Mermaid for diagrams and flowcharts?", qsrc=FILESMD)
    rec(NULIS, [u1, (U, uq), ua], Q_OMEGA, False, SAME, [], None, qsrc=OMEGAUP)
    rec(NULIS, [u1, (U, uq), ua], F_SPELL, True, "ellipsis", [], "Please add spell check for languages other than English to nulis.", qsrc=MADOKO)

    o1 = (A, "MathJax Support for Notebook Rendering. Support KaTex or MathJax in the notebook rendering. KaTex is faster but either should work. That way we can render things like  `$$ x ^ 2  + 3 $$ ` that appear in the markdown. Should be as easy as using https://github.com/waylonflinn/markdown-it-katex or https://www.npmjs.com/package/markdown-it-mathjax")
    o2 = (A, "Resolved by #1099 (Using KaTeX)")
    rec(OKPY, [o1, o2], F_MATHJAX, True, "ellipsis", [], "Could OK (okpy)'s notebook rendering also support MathJax?", qsrc=MDPREVIEW)
    rec(OKPY, [o1, o2], Q_TEXVC, False, SAME, [], None, qsrc=MW2SLOB)
    rec(OKPY, [o1, o2], Q_PYOCR, False, OTHER, [], None, qsrc=PYOCR63)

    # ---- Mermaid diagrams ----
    f1 = (U, "Feature request: Mermaid (Markdown). I would love to see you incorporate the Mermaid solution for diagrams and flowcharts. https://github.com/knsv/mermaid")
    fq = "Very good app. Installed easily from the Apps CP. Support for mermaid would be absolutely fantastic."
    rec(FILESMD, [f1], fq, True, "ellipsis", [], "Support for Mermaid in the Nextcloud Markdown editor app (files_markdown) would be absolutely fantastic.")
    rec(FILESMD, [f1, (U, fq)], F_LATEX, True, "ellipsis", [], "Is it possible for files_markdown to include LaTeX math support?", qsrc=NULIS)
    rec(FILESMD, [f1, (U, fq)], Q_MERMAIDGH, False, SAME, [], None, qsrc=GREATTIPS)

    g1 = (U, "Markdown diagram : How about Mermaid ? Hey Olibre, What about adding a section about **Mermaid** diagrams for Markdown files. https://mermaid-js.github.io/mermaid/#/ It's so convinient to create using Visual Code")
    ga = (A, "Yeah: Great idea :smile: I have already used Mermaid on GitLab CE: https://docs.gitlab.com/ee/user/markdown.html#mermaid  To be honest, I had started writing a converter Markdown to PDF/HTML/... supporting Mermaid but I lost all my work because I didn't pushed my work in progress and my laptop was stolen. Would you like to pull request your contribution?")
    rec(GREATTIPS, [g1, ga], Q_CALVIM, False, OTHER, [], None, qsrc=CALVIM)

    b1 = (U, "Add Mermaid support for Markdown. Add Mermaid (http://knsv.github.io/mermaid/) support for Markdown like CuteMarkEd tool (https://cloose.github.io/CuteMarkEd/) has. It will allow drawing mermaid diagrams (sequence, flow, gantt, structure) from markdown. If implemented we could use only VS for writing design documentation.")
    ba = (A, "Please add the feature request on the [Markdig repo](https://github.com/lunet-io/markdig) since that's what powers the new Markdown Editor extension.")
    rec(WEBESS, [b1, ba], Q_MERMAIDGH, False, SAME, [], None, qsrc=GREATTIPS)
    rec(WEBESS, [b1, ba], F_LATEX, True, "ellipsis", [], "Is it possible for the Web Essentials Markdown editor to include LaTeX math support?", qsrc=NULIS)

    z1 = (U, "Markdown: Mermaid support. Hi, Would it be possible to support mermaid in markdown? https://mermaid-js.github.io/mermaid/#/ Azure Devops Wiki supports an old version of it and I found it to be really helpfull. If this support is added it would be wonderful!")
    za = (A, "I don't think we will be supporting this.")
    rec(BLAZORISE, [z1, za], F_LATEX, True, "ellipsis", [], "Is it possible for Blazorise's Markdown component to include LaTeX math support?", qsrc=NULIS)
    rec(BLAZORISE, [z1, za], F_RTL, True, "ellipsis", [], "Is it possible for Blazorise to support right-to-left languages such as Hebrew and Arabic?", qsrc=MAILCHIMP)
    rec(BLAZORISE, [z1, za], Q_MERMAIDGH, False, SAME, [], None, qsrc=GREATTIPS)

    y1 = (U, "Support mermaid (diagrams with markdown syntax). I want to have visual diagrams in my markdown documents. Add support for mermaid parsing: https://mermaid-js.github.io/mermaid/")
    yq = "up"
    rec(EASYMDE, [y1], yq, True, "ellipsis", [], "Any update on Mermaid diagram support in EasyMDE (easy-markdown-editor)?")
    rec(EASYMDE, [y1, (U, yq)], F_SPELL, True, "ellipsis", [], "Please add spell check for languages other than English to EasyMDE.", qsrc=MADOKO)
    rec(EASYMDE, [y1, (U, yq)], F_RTL, True, "ellipsis", [], "Is it possible for EasyMDE to support right-to-left languages such as Hebrew and Arabic?", qsrc=MAILCHIMP)
    rec(EASYMDE, [y1, (U, yq)], Q_LOOMIO, False, FRESH, [], None, qsrc=LOOMIO)

    # ---- CalDAV ----
    cf1 = (U, "CalDAV Support. I am hosting my own CalDAV server which I was able to synchronize in the old Windows Calendar App and therefore my events wold also be visible in the old Calendar Flyout. It would be awesome if the new version would also support CalDAV.")
    cfq = "Has this feature been added yet?"
    cfq2 = "Came here to suggest this too. Lack of CalDAV support led to me not purchasing the app."
    rec(FLYOUT, [cf1], cfq, True, "pronoun", ["this feature"], "Has CalDAV support been added to Calendar Flyout yet?")
    rec(FLYOUT, [cf1, (U, cfq)], cfq2, True, "pronoun", ["this"], "Lack of CalDAV support in Calendar Flyout led to me not purchasing the app.")
    rec(FLYOUT, [cf1, (U, cfq)], Q_KHAL, False, SAME, [], None, qsrc=CALVIM)
    rec(FLYOUT, [cf1, (U, cfq)], Q_CALVIM, False, SAME, [], None, qsrc=CALVIM)
    rec(FLYOUT, [cf1, (U, cfq)], F_SECOND, True, "ellipsis", [], "Can Calendar Flyout show on a second display?", qsrc=PPTTIMER)

    v1 = (U, "CalDAV support. It would be nice to have CalDAV support so that you could host your calendar anywhere.")
    vq = "I would also use definitely use this if it had CalDAV support. This would allow me to connect to my [OwnCloud](https://owncloud.org/) server."
    rec(CALVIM, [v1], vq, True, "pronoun", ["this"], "I would definitely use calendar.vim if it had CalDAV support: it would let me connect to my OwnCloud server.")
    # In its own thread, and still a trap: a statement about khal and vdirsyncer, which names both.
    rec(CALVIM, [v1, (U, vq)], Q_KHAL, False, SAME, [], None)
    # Names calendar.vim in full: a trap (borderline: the thread is calendar.vim's own).
    rec(CALVIM, [v1, (U, vq), (U, Q_KHAL)], Q_CALVIM, False, SAME, [], None)

    # ---- OCR languages ----
    y56 = (U, "Langs: can more languages be supported? i have got equ, eng and osd in the language list and if it is possible to support other languages like Chinese")
    y56a = (A, "The list of languages available depends on what's installed on your system. For example, on Ubuntu/Debian/etc, if you use Tesseract, you can install the Chinese data files with the following command: ```sudo apt install tesseract-ocr-chi-sim tesseract-ocr-chi-tra``` (chi-sim = simplified Chinese ; chi-tra = traditional Chinese).")
    rec(PYOCR56, [y56, y56a], Q_PHETOOLS, False, SAME, [], None, qsrc=PHETOOLS)
    rec(PYOCR56, [y56, y56a], Q_TESSMULTI, False, SAME, [], None, qsrc=JANISOCR)
    rec(PYOCR56, [y56, y56a], F_TTSLANG, True, "pronoun", ["this program"], "How do I choose another language in pyocr?", qsrc=UNITYTTS)

    y63 = (U, "Adding languages. I'm new to pyocr and ocr in general. I'm trying to use pyocr for languages such as french, chinese etc, but the get_available_languages returns only 3 options: osd, eng, equ. How can I add other languages?")
    y63a = (A, "On Debian or Ubuntu: ```apt install tesseract-ocr-fra tesseract-ocr-chi-sim ```")
    y63a2 = (A, "Basically, you (usually) install language data files for Tesseract in the same way you installed Tesseract.")
    rec(PYOCR63, [y63, y63a, y63a2], Q_PHETOOLS, False, SAME, [], None, qsrc=PHETOOLS)
    rec(PYOCR63, [y63, y63a, y63a2], Q_VISTA, False, SAME, [], None, qsrc=PYSPEECH)
    rec(PYOCR63, [y63, y63a, y63a2], F_OCRLANG, True, "ellipsis", [], "I have equ, eng and osd in pyocr's language list; is it possible to support other languages like Chinese?", qsrc=PYOCR56)

    h1 = (U, "Support additional languages. According to https://github.com/tesseract-ocr/tesseract/blob/master/doc/tesseract.1.asc#languages, there are over 100 language packs available for Tesseract, but phetools only supports 24 of them.")
    hq = "Is there any reason that only those 24 are supported?"
    hq2 = "For example, there is a Kannada Wikisource, and a Kannada language pack available for Tesseract, but phetools doesn't support Kannada, so they are not able to use phetools for doing Kannada OCR. Is this just because phetools is out of date or is there some other reason that most of the Tesseract languages aren't supported?"
    rec(PHETOOLS, [h1], hq, True, "pronoun", ["those 24"], "Is there any reason that phetools supports only 24 of Tesseract's 100+ language packs?")
    # Second reader's adjudication (labelling.md §2 rule 1): names phetools and its claim in full,
    # answerable without the thread, like calendar.vim's own-project question below.
    rec(PHETOOLS, [h1, (U, hq)], hq2, False, SAME, [], None)
    rec(PHETOOLS, [h1, (U, hq)], Q_PYOCR, False, SAME, [], None, qsrc=PYOCR63)
    rec(PHETOOLS, [h1, (U, hq)], Q_TESSMULTI, False, SAME, [], None, qsrc=JANISOCR)
    rec(PHETOOLS, [h1, (U, hq)], F_OCRLANG, True, "ellipsis", [], "I have equ, eng and osd in phetools' language list; is it possible to support other languages like Chinese?", qsrc=PYOCR56)

    # ---- text-to-speech ----
    t1 = (U, "Other languages in Vista. Vista supports French etc speech, but only English and Chinese etc TTS.")
    tq = "Support what is available."
    rec(PYSPEECH, [t1], tq, True, "ellipsis", [], "pyspeech should support the speech recognition and TTS languages Windows Vista makes available.")
    rec(PYSPEECH, [t1, (U, tq)], Q_PHETOOLS, False, OTHER, [], None, qsrc=PHETOOLS)
    rec(PYSPEECH, [t1, (U, tq)], F_TTSLANG, True, "pronoun", ["this program"], "How do I choose another language in pyspeech?", qsrc=UNITYTTS)

    un1 = (U, "Change to Another Language? Can you help me, how to choose another language in this program? Thank You")
    una = (A, "sadly there's no option to select a certain language when using OpenAI's TTS API: [TTS Docs](https://platform.openai.com/docs/guides/text-to-speech) However, `You can generate spoken audio in these languages by providing the input text in the language of your choice.`")
    rec(UNITYTTS, [un1, una], Q_VISTA, False, SAME, [], None, qsrc=PYSPEECH)
    rec(UNITYTTS, [un1, una], Q_PYOCR, False, OTHER, [], None, qsrc=PYOCR63)
    rec(UNITYTTS, [un1, una], F_OCRLANG, True, "ellipsis", [], "I have only a few languages in the OpenAI TTS for Unity language list; is it possible to support other languages like Chinese?", qsrc=PYOCR56)

    # ---- 3D printer firmware ----
    cb1 = (U, "Figure out compatibility with Klipper. What compatibility do we provide with Klipper?")
    cbq = "Config compatibility? Firmware compatibility? Printer compatibility?"
    rec(CATBOAT, [cb1], cbq, True, "ellipsis", [], "Does catboat provide config, firmware or printer compatibility with Klipper?")

    mk1 = (U, "FR TFT2.8-3.2 - Klipper support. I, would you like to add klipper firmware support? https://github.com/KevinOConnor/klipper Best Jc")
    mkq = "I, No news ? No support ? No official answer ? best"
    rec(MKSTFT, [mk1], mkq, True, "ellipsis", [], "Is there any news or official answer on Klipper firmware support for the MKS TFT2.8-3.2 touch screens?")
    rec(MKSTFT, [mk1, (U, mkq)], Q_LAUNCHPADNOTES, False, OTHER, [], None, qsrc=LMMS2913)
    rec(MKSTFT, [mk1, (U, mkq)], F_ADDED, True, "pronoun", ["this feature"], "Has Klipper firmware support been added to the MKS TFT firmware yet?", qsrc=FLYOUT)

    # ---- hardware video decoding ----
    lk1 = (U, "Support for hardware decoding with VA-API. Hey guys, I noticed that livekit currently supports hardware accelerated video encoding on Linux, but not hardware accelerated video decoding (based on the absence of `vaapi_decoder_factory`). Are there any plans of implementing? If not, I would love to contribute, although I would need some guidance.")
    lkq = "The README says that hardware encoding and decoding is supported only on MacOS with VideoToolbox and NVIDIA/AMD GPUs on Linux. Does that mean encoding and decoding is *not supported* on Intel hardware? Because VA-API is an Intel thing and the presence of `vaapi_encoder_factory` would mean that there is hardware encoding support on Intel hardware."
    lka = (A, "This was added in #638.")
    lkq2 = "Only encoding support was added in the PR. Decoding support hasn't been implemented yet as mentioned"
    rec(LIVEKIT, [lk1], lkq, True, "ellipsis", [], "Does LiveKit's Rust SDK README (hardware encoding and decoding only on macOS VideoToolbox and NVIDIA/AMD on Linux) mean encoding and decoding are not supported on Intel hardware, given that VA-API is an Intel thing and vaapi_encoder_factory exists?")
    rec(LIVEKIT, [lk1, (U, lkq)], F_VP9, True, "ellipsis", [], "Is there any plan for LiveKit's Rust SDK to support hardware encoding and decoding for VP8/VP9?")
    rec(LIVEKIT, [lk1, (U, lkq), (U, F_VP9), lka], lkq2, True, "correction", [], "Are there any plans to implement hardware accelerated VA-API video decoding (not encoding, which #638 added) in LiveKit's Rust SDK?")

    mk = (U, "VAAPI hardware acceleration support. This PR enables support for hardware acceleration using VAAPI, which resolves #143.")
    mka = (A, "Thanks a lot for the fix! I would've never found out on my machine.")
    rec(MEDIAKIT, [mk, mka], F_VP9, True, "ellipsis", [], "Is there any plan for media_kit to support hardware encoding and decoding for VP8/VP9?", qsrc=LIVEKIT)
    rec(MEDIAKIT, [mk, mka], Q_LAUNCHPADNOTES, False, OTHER, [], None, qsrc=LMMS2913)

    # ---- MIDI controllers ----
    x1 = (U, "XDJ-XZ is a full midi deck but not supported? Recently bought the CDJ-XZ because it is that last full deck/controller with midi-support as I use it with Density.One")
    xq = "Can it be easily added?"
    xa = (A, "Define \"Easily\" ; ) A lot of the basic controls can be mapped with the MIDI Learning Wizard, like the mixer controls, play, cue, loops. But for example for the pads you need a script.")
    rec(MIXXX, [x1], xq, True, "pronoun", ["it"], "Can a mapping for the Pioneer XDJ-XZ MIDI deck be easily added to Mixxx?")
    rec(MIXXX, [x1, (U, xq), xa], F_MIDIMAP, True, "ellipsis", [], "How can one map the Pioneer XDJ-XZ to Mixxx?", qsrc=LMMS5835)
    rec(MIXXX, [x1, (U, xq), xa], Q_NEKTAR, False, SAME, [], None, qsrc=LMMS5835)
    rec(MIXXX, [x1, (U, xq), xa], F_FLATHUB, True, "pronoun", ["this"], "Are there any plans to publish Mixxx to flathub.org as a community built flatpak?", qsrc=RESOLVE)

    ld1 = (U, "interaction support for generic midi devices. I would love to have a way to map a connected midi device manually, either by mapping each pad/ key/ button/ slider manually (like in Ableton) or by mapping ranges of keys (useful for live performances with a keyboard)")
    lda = (A, "Hey @hv10, Work has been started on this over here: https://github.com/mmckegg/loop-drop-app/pull/215 Unfortunately I need to do a bunch of refactoring before I can merge these changes in. But it will make things much more friendly to other controllers 😄")
    rec(LOOPDROP, [ld1, lda], F_LAUNCHPAD, True, "ellipsis", [], "Is it possible to add support for the Novation Launchpad S / Launchpad Mini line of MIDI controllers to Loop Drop?", qsrc=LMMS2913)
    rec(LOOPDROP, [ld1, lda], Q_NEKTAR, False, SAME, [], None, qsrc=LMMS5835)
    rec(LOOPDROP, [ld1, lda], F_ADDED, True, "pronoun", ["this feature"], "Has manual MIDI device mapping been added to Loop Drop yet?", qsrc=FLYOUT)

    ja1 = (U, "MIDI Controller. I have read that from the 3.4.4 (2020-03-25) version there is MIDI support. How can i map my MIDI Controller to the mixer fader, solo and mute button?")
    jaq = "Also there is a way to map the rever effect and the mute my input?"
    jaa = (A, "The MIDI control is just experimental. Not really an end-user feature right now. Right now it is implemented for the Behringer X-Touch. There is some offset of 70 to support that device.")
    jaq2 = "Ok, could some sort of midi lerning interface be inserted? In order to make all devices compatible."
    rec(JAMULUS, [ja1], jaq, True, "ellipsis", [], "Is there a way in Jamulus to map the reverb effect and muting my input to a MIDI controller?")
    rec(JAMULUS, [ja1, (U, jaq), jaa], jaq2, True, "ellipsis", [], "Could a MIDI learning interface be added to Jamulus so that all MIDI controllers are compatible?")
    rec(JAMULUS, [ja1, (U, jaq), jaa], Q_NEKTAR, False, SAME, [], None, qsrc=LMMS5835)
    rec(JAMULUS, [ja1, (U, jaq), jaa], F_LAUNCHPAD, True, "ellipsis", [], "Is it possible to add support for the Novation Launchpad S / Launchpad Mini line of MIDI controllers to Jamulus?", qsrc=LMMS2913)

    ct1 = (U, "MIDI support. Similar to #14 I think MIDI support would be very beneficial Ctlra. First of all the majority of hardware controllers currently in use only support MIDI and I'd expect a large amount of future controllers to also just support MIDI.")
    ctq = "@harryhaaren Are there currently any technical issues preventing addition of MIDI backends? Or is it mainly about determining Ctlra's scope?"
    cta = (A, "Ctlra's scope mostly - and how much value there is in doing a lot of effort to support MIDI devices that are (probably) already supported by your DAW of choice. I see no technical issues - a POC implementation of MIDI input has been worked on previously, no show-stoppers experienced there.")
    rec(CTLRA, [ct1], ctq, True, "ellipsis", [], "Are there currently any technical issues preventing the addition of MIDI backends to openAV Ctlra, or is it mainly about determining Ctlra's scope?")
    rec(CTLRA, [ct1, (U, ctq), cta], Q_NEKTAR, False, SAME, [], None, qsrc=LMMS5835)
    rec(CTLRA, [ct1, (U, ctq), cta], F_MIDIMAP, True, "ellipsis", [], "How can one map a MIDI controller with openAV Ctlra?", qsrc=LMMS5835)

    lm1 = (U, "Nektar Impact MIDI Support. It would be nice if extra support for Nektar Impact keyboards could be added to lmms. These keyboards are becoming more popular as an entry level midi keyboard. When using my new Nektar Impact 88+, outside of the keys, most of the extra buttons did not work with lmms.")
    lma = (A, "This isn't specific to any one MIDI controller, and controller mapping would fix this for all controllers. Closing as duplicate of #1472")
    lmq = "How can one map the controller?"
    lma2 = (A, "This is much more complex than simple scripts, as many lmms functions aren't exposed to midi.")
    rec(LMMS5835, [lm1, lma], lmq, True, "pronoun", ["the controller"], "How can one map the Nektar Impact MIDI controller in LMMS?")
    rec(LMMS5835, [lm1, lma, (U, lmq), lma2], F_LAUNCHPAD, True, "ellipsis", [], "Is it possible to add support for the Novation Launchpad S / Launchpad Mini line of MIDI controllers to LMMS?", qsrc=LMMS2913)
    rec(LMMS5835, [lm1, lma, (U, lmq), lma2], Q_OPENHAB, False, OTHER, [], None, qsrc=ESPEASY)

    lp1 = (U, "Novation launchpad support. Hi, is it possible to add support for the novation launchpad S/launchpad mini line of midi controllers? They do use standard MIDI, but the layout is a bit weird.")
    lpa = (A, "Devel is knee deep in other problems right now, if YOU want to make a fix for this and post it here, terrific! Otherwise, this will probably be another wishlist suggestion that will be closed as soon as @tresf lays eyes on it.")
    rec(LMMS2913, [lp1, lpa], F_MIDIMAP, True, "ellipsis", [], "How can one map the Novation Launchpad in LMMS?", qsrc=LMMS5835)
    rec(LMMS2913, [lp1, lpa], Q_VISTA, False, OTHER, [], None, qsrc=PYSPEECH)

    # ---- portable builds ----
    wh1 = (U, "more of a request than an issue, but is there a \"portable\" version available ? Love the new version but was thinking of as well as the installer, will there be a \"portable\" version , that could accompany it ?")
    whq = "I ask because sometimes I would use a linux based boot utility disk with loads of other great apps, but run as a 'portable' version, and so no 'install' needed, runs from its own location ... this would be really handy."
    rec(WINHANCE, [wh1], whq, True, "pronoun", ["this"], "A portable version of Winhance (no install needed, runs from its own location on a boot utility disk) would be really handy.")
    rec(WINHANCE, [wh1, (U, whq)], Q_ONION, False, SAME, [], None, qsrc=ONIONSHARE)
    rec(WINHANCE, [wh1, (U, whq)], Q_KEEPNOTE, False, SAME, [], None, qsrc=KEEPNOTE)

    on1 = (U, "Onionshare portable / runnable fom USB flash drive? How to start? Can I install OnionShare on an USB Flash Drive and run it on arbitrary computers? Is there a portable OnionShare install?")
    onq = "Assume I install it \"normally\" on Windows: How should I start OnionShare?"
    ona = (A, "Not yet, but hopefully some day. See https://github.com/onionshare/onionshare/issues/367 After installing it normally, it should be in your list of programs accessible from your desktop menu, like any other program on Windows.")
    onq2 = "Hmm, I tried Workaround from webpage https://github.com/onionshare/onionshare/issues/367: \"Decompress the program with 7zip (http://www.7-zip.org) and launch onionshare-gui.exe.\" But (at least in newest v2.4) there is no such file as onionshare-gui.exe Where is it?"
    # Second reader's adjudication (rule 1): "it" is OnionShare, named in the same sentence (rule 2).
    rec(ONIONSHARE, [on1], onq, False, SAME, [], None)
    rec(ONIONSHARE, [on1, (U, onq), ona], onq2, True, "ellipsis", [], "Where is onionshare-gui.exe in OnionShare v2.4, for the 7-Zip portable workaround from onionshare issue #367?")
    rec(ONIONSHARE, [on1, (U, onq), ona], Q_KEEPNOTE, False, SAME, [], None, qsrc=KEEPNOTE)
    rec(ONIONSHARE, [on1, (U, onq), ona], F_FLATHUB, True, "pronoun", ["this"], "Are there any plans to publish OnionShare to flathub.org as a community built flatpak?", qsrc=RESOLVE)

    kn1 = (U, "USB stick installation file. I'm using KeepNote with a lot of pleasure and like it very much. However recently I changed jobs and my new employer has a strict security policy in respect to their computers. It would be very handy to have a USB installation file for KeepNote next to the automated Windows installation.")
    knq = "Is it possible to introduce this enhancement ?"
    rec(KEEPNOTE, [kn1], knq, True, "pronoun", ["this enhancement"], "Is it possible to provide a USB (portable) installation of KeepNote next to the Windows installer?")
    rec(KEEPNOTE, [kn1, (U, knq)], Q_ONION, False, SAME, [], None, qsrc=ONIONSHARE)
    rec(KEEPNOTE, [kn1, (U, knq)], F_SPELL, True, "ellipsis", [], "Please add spell check for languages other than English to KeepNote.", qsrc=MADOKO)

    # ---- Flathub ----
    rf1 = (U, "Plans to publish to flathub.org? Are there any plans to publish this to flathub.org as a community built flatpak?")
    rfa = (A, "i don't have plans to publish to flathub.org; but you would be most welcome if you want to. i understood that because the flatpak downloads the source on the fly it can't go on flathub, but i'm sure people smarter than me can work that out.")
    rec(RESOLVE, [rf1, rfa], Q_PARULA, False, SAME, [], None, qsrc=MUSTANG)
    rec(RESOLVE, [rf1, rfa], Q_HAPPYMAC, False, SAME, [], None, qsrc=HAPPYMAC)
    rec(RESOLVE, [rf1, rfa], Q_ONION, False, OTHER, [], None, qsrc=ONIONSHARE)

    pm1 = (U, "Publish Flatpak package on Flathub. It would be fantastic if Parula could be packaged using [Flatpak](https://flatpak.org/) and made available on [Flathub](https://flathub.org)!")
    pma = (A, "Hey Tommi! Thanks for your suggestion. Yes, we'd love to be on FlatHub. Unfortunately, it's not just a matter of building a flatpak and pushing it to FlatHub, but they want to build the software themselves, so it's an entirely different process. We'll have to look into this, how this works, and get that set up.")
    rec(MUSTANG, [pm1, pma], Q_HAPPYMAC, False, SAME, [], None, qsrc=HAPPYMAC)
    rec(MUSTANG, [pm1, pma], F_PORTABLE, True, "ellipsis", [], "Is there a portable version of Parula available?", qsrc=WINHANCE)
    rec(MUSTANG, [pm1, pma], F_RTL, True, "ellipsis", [], "Is it possible for Parula to support right-to-left languages such as Hebrew and Arabic?", qsrc=MAILCHIMP)
    rec(MUSTANG, [pm1, pma], F_ADDED, True, "pronoun", ["this feature"], "Has Parula been published on Flathub yet?", qsrc=FLYOUT)

    kt1 = (U, "Flathub packaging. Can I convert the current Flatpak CI build for Flathub release and publish it on Flathub")
    rec(KAITEKI, [kt1], Q_PARULA, False, SAME, [], None, qsrc=MUSTANG)
    rec(KAITEKI, [kt1], Q_HAPPYMAC, False, SAME, [], None, qsrc=HAPPYMAC)
    rec(KAITEKI, [kt1], F_BATTERY, True, "ellipsis", [], "The Kaiteki app drained my battery by 16% in the background for about 12 hours since the phone was fully charged.", qsrc=QAUL)

    # ---- Homebrew ----
    hm1 = (U, "Add to homebrew cask? It would be nice to run `homebrew cask install happymac` to install this app. You could also use github releases functionality to host the dmg file for homebrew.")
    hma = (A, "Nice idea. Will look into this.")
    rec(HAPPYMAC, [hm1, hma], F_ADDED, True, "pronoun", ["this feature"], "Has HappyMac been added to Homebrew Cask yet?", qsrc=FLYOUT)
    rec(HAPPYMAC, [hm1, hma], Q_SNAPS, False, SAME, [], None, qsrc=MINETIME)

    mo1 = (U, "Install via `brew cask`. Would love to be able to pull this onto new machines automatically.")
    moa = (A, "This would be nice as well, but It's a bit out of my comfort zone. Happy to accept PRs though.")
    moq = "I think on your side, the key will be #16 - I can then submit a patch to homebrew making it installable in that system."
    rec(MARKOFF, [mo1, moa], moq, True, "identifier", ["#16"], "If Markoff's issue #16 is done on the maintainer's side, I can then submit a patch to Homebrew making Markoff installable with brew cask.")
    rec(MARKOFF, [mo1, moa, (U, moq)], Q_HAPPYMAC, False, SAME, [], None, qsrc=HAPPYMAC)
    rec(MARKOFF, [mo1, moa, (U, moq)], Q_SNAPS, False, SAME, [], None, qsrc=MINETIME)

    # ---- MQTT and Home Assistant ----
    co1 = (U, "MQTT/Home Assistant integration. I want to use Home Assistant instead of prometheus scraping. I'll either need MQTT or some other native way to integrate with HA.")
    coq = "This should be an optional add-on so existing usage can be left as-is."
    rec(CO2MINI, [co1], coq, True, "pronoun", ["This"], "MQTT/Home Assistant integration in co2mini should be an optional add-on so existing Prometheus usage can be left as-is.")
    rec(CO2MINI, [co1, (U, coq)], Q_OPENHAB, False, SAME, [], None, qsrc=ESPEASY)
    rec(CO2MINI, [co1, (U, coq)], F_HA, True, "ellipsis", [], "I tried to pull co2mini's data into Home Assistant; what MQTT settings should I use?", qsrc=APSYSTEMS)

    ap1 = (U, "Support for Home Assistant. Hope this is the right way to address this issue. Tried to pull in the data into Home Assistant. No idea what MQTT setting to use. I am running Home Assistant with Mosquitto (and working fine).")
    apq = "Anyone tried tis with success?"
    rec(APSYSTEMS, [ap1], apq, True, "pronoun", ["tis"], "Has anyone successfully pulled the read-APSystems-YC600-QS1-DS3 inverter data into Home Assistant over MQTT?")
    rec(APSYSTEMS, [ap1, (U, apq)], Q_OPENHAB, False, SAME, [], None, qsrc=ESPEASY)
    rec(APSYSTEMS, [ap1, (U, apq)], Q_WHYFLATPAK, False, OTHER, [], None, qsrc=OPERA)

    es1 = (U, "[Feature Request] Add support to home-assistant. Hello. Please add support for home-assistant (https://home-assistant.io/): it is improving a lot and becoming more and more stable and featureful and, in my opinion, much better than Domoticz or openHab.")
    esa = (A, "Using MQTT you can link ESPEasy to HA easily. I'm using it to control ESP relays from Home Assistant.")
    esq = "Why there isn't a Home Assistant MQTT option as for Domoticz and openHab?"
    esa2 = (A, "You can use OpenHAB's MQTT controller... but yes a GENERIC MQTT controller is more logical.")
    esq2 = "Yes, I think it's more logical."
    rec(ESPEASY, [es1, esa], esq, True, "ellipsis", [], "Why isn't there a Home Assistant MQTT controller option in ESPEasy, as there is for Domoticz and openHAB?")
    rec(ESPEASY, [es1, esa, (U, esq), esa2], esq2, True, "ellipsis", [], "A generic MQTT controller in ESPEasy is more logical than using openHAB's MQTT controller for Home Assistant.")
    rec(ESPEASY, [es1, esa], F_HA, True, "ellipsis", [], "I tried to pull ESPEasy's data into Home Assistant; what MQTT settings should I use?", qsrc=APSYSTEMS)

    sh1 = (U, "MQTT. Is that not possible to add MQTT support ? I use this shelly-homekit with door opener and it work very cool. Want to add in HASSio")
    sha = (A, "double of #24")
    rec(SHELLY, [sh1, sha], Q_OPENHAB, False, SAME, [], None, qsrc=ESPEASY)
    rec(SHELLY, [sh1, sha], F_HA, True, "ellipsis", [], "I tried to pull shelly-homekit's data into Home Assistant; what MQTT settings should I use?", qsrc=APSYSTEMS)
    rec(SHELLY, [sh1, sha], Q_PODDY, False, OTHER, [], None, qsrc=PODDY)

    # ---- mobile battery drain ----
    mg1 = (U, "Background activity is draining the battery. I'm not sure if this is reproducible but the background activity of the latest version of the app on the latest version of iOS is draining the battery – even if the app is never opened")
    rec(MEGA, [mg1], Q_OTM, False, SAME, [], None, qsrc=OTM)
    rec(MEGA, [mg1], F_BATTERY, True, "ellipsis", [], "The MEGA iOS app drained my battery by 16% in the background for about 12 hours since the phone was fully charged.", qsrc=QAUL)
    rec(MEGA, [mg1], Q_ONION, False, OTHER, [], None, qsrc=ONIONSHARE)

    ts1 = (U, "Battery Usage. Since upgrading to the lastest version the battery usage has increased dramatically. In order to save battery I had to uninstall the app. I love the layout and look, but would need the battery utilization to be looked at prior to reinstall.")
    tsa = (A, "Thanks for reporting! Just to make sure, is this is battery usage while the app is open or in the background? If it is when it is open, have you noticed any slowdown while using the app?")
    tsq = "It was in the background. I would close the app and it was still running using battery. A decent amount of battery. Even going into settings and force closing the app, it would start up in the background again draining the battery."
    rec(TSACDOP, [ts1, tsa], tsq, True, "ellipsis", [], "Tsacdop's battery drain happens in the background: after closing or force-stopping the app, it starts up in the background again and drains the battery.")
    rec(TSACDOP, [ts1, tsa, (U, tsq)], Q_OTM, False, SAME, [], None, qsrc=OTM)
    rec(TSACDOP, [ts1, tsa, (U, tsq)], Q_PODDY, False, SAME, [], None, qsrc=PODDY)
    rec(TSACDOP, [ts1, tsa, (U, tsq)], F_DOCX, True, "ellipsis", [], "When will Tsacdop be able to export to docx format?", qsrc=YUWRITER)

    bg1 = (U, "App running in the background draining battery. I used this plugin and the app successfully runs in the background but the problem comes when the OS gives me a notification of **_App Doing heavy task_** And then it says that the App is draining the battery. Please help.")
    bga = (A, "Check out the [documentation](https://github.com/katzer/cordova-plugin-background-mode#notification). This is an feature and can be configured.")
    bgq = "Well it's not just the notice in the task list, it's that after an hour or so Android will notify the user that the app is using x% / hour and is recommended to be put to sleep."
    rec(BGMODE, [bg1, bga], bgq, True, "ellipsis", [], "With cordova-plugin-background-mode, after an hour or so Android notifies the user that the app is using x% battery per hour and recommends putting it to sleep; it is not just the notification text.")
    rec(BGMODE, [bg1, bga, (U, bgq)], Q_OTM, False, SAME, [], None, qsrc=OTM)
    rec(BGMODE, [bg1, bga, (U, bgq)], F_BATTERY, True, "ellipsis", [], "An app using cordova-plugin-background-mode drained my battery by 16% in the background for about 12 hours since the phone was fully charged.", qsrc=QAUL)

    qa1 = (U, "High background battery usage on Android. Hi! Thanks for the great efforts of building this app! Sadly the app drained my battery by 16 % in the background for about 12 hours since the phone was fully charged. All networks were enabled.")
    qaq = "Also, yesterday I spent some time playing with the app, and the battery drain was significant in the foreground"
    qaa = (A, "As qaul is a P2P app, it needs to constantly send and receive information, check Wifi & BLE for other users, as well as building the routing table and check for further events. qaul therefor uses some battery, when running in the background. This behaviour is intended and fully normal.")
    rec(QAUL, [qa1], qaq, True, "ellipsis", [], "qaul's battery drain was also significant in the foreground when I spent some time using the app.")
    rec(QAUL, [qa1, (U, qaq), qaa], Q_OTM, False, SAME, [], None, qsrc=OTM)
    rec(QAUL, [qa1, (U, qaq), qaa], Q_KEEPNOTE, False, OTHER, [], None, qsrc=KEEPNOTE)

    # ---- QR scanning, documents, podcasts, pen input, second displays ----
    kw1 = (U, "Feature Request: could you add QR code scan feature? Could you add QR code scan feature like firefox?")
    kwq = "that would be great"
    rec(KIWI, [kw1], kwq, True, "pronoun", ["that"], "A QR code scan feature in Kiwi Browser, like Firefox's, would be great.")
    rec(KIWI, [kw1, (U, kwq)], F_BATTERY, True, "ellipsis", [], "Kiwi Browser drained my battery by 16% in the background for about 12 hours since the phone was fully charged.", qsrc=QAUL)

    yw1 = (U, "请问什么时候可以导出成docx格式. 您好！ 非常喜欢您设计的软件，在软件介绍的页面中，说到可以将文件导出成docx格式，下载下来后发现在export栏中没有发现这个功能。请问计划什么时候推出这个功能？谢谢！")
    ywa = (A, "@ShuaiDa 很抱歉这个模块还没来得及完成，可能到 0.7.x 版就有了，谢谢反馈！")
    rec(YUWRITER, [yw1, ywa], F_ANYUPDATE, True, "pronoun", ["this"], "Any updates on exporting to docx format in Yu Writer?", qsrc=NOTEBOOKJS)
    rec(YUWRITER, [yw1, ywa], Q_OMEGA, False, OTHER, [], None, qsrc=OMEGAUP)

    pd1 = (U, "Chapter Support. Some Podcast-Feeds support chapter-marks for their episodes.")
    pdq = "One ways to structure chapters, see the example below: psc:chapters: psc:chapter: [ { @_start: '00:00:00.000', @_title: 'Intro' } ]"
    rec(PODDY, [pd1], pdq, True, "ellipsis", [], "Poddycast could read podcast chapter marks structured as Podlove Simple Chapters (psc:chapters with start and title).")
    rec(PODDY, [pd1, (U, pdq)], F_PORTABLE, True, "ellipsis", [], "Is there a portable version of Poddycast available?", qsrc=WINHANCE)

    np1 = (A, "Support for simple chapters. https://podlove.org/simple-chapters/")
    np2 = (A, "@maxnowack simple chapters support is added in master but currently not yet published on npm")
    rec(NODEPOD, [np1, np2], Q_PODDY, False, SAME, [], None, qsrc=PODDY)
    rec(NODEPOD, [np1, np2], F_ANYUPDATE, True, "pronoun", ["this"], "Any updates on publishing node-podcast's simple chapters support on npm?", qsrc=NOTEBOOKJS)

    wb1 = (U, "Pen/tablet pressure support. There any chance to support pressure support for pen/tablet like wacom? I saw [miniPaint support](https://viliusle.github.io/miniPaint/) but I prefer this whiteboard because I can use with nephew from another continent :)")
    rec(WHITEBO, [wb1], F_SECOND, True, "ellipsis", [], "Can WBO (whitebophir) output to a second display?", qsrc=PPTTIMER)
    rec(WHITEBO, [wb1], Q_WHYFLATPAK, False, OTHER, [], None, qsrc=OPERA)
    rec(WHITEBO, [wb1], F_ANYUPDATE, True, "pronoun", ["this"], "Any updates on pen/tablet pressure support in WBO (whitebophir)?", qsrc=NOTEBOOKJS)

    pt1 = (U, "能否支持输出到第二显示器. 由于需要在述职会等会议上投屏到大屏幕使用，如果能支持显示到第二显示器就好，电脑就可以用拓展模式了")
    pt2 = (U, "+1")
    pta = (A, "已支持在多显示器间轮转，默认快捷键 Ctrl+Win+M")
    rec(PPTTIMER, [pt1, pt2, pta], Q_MINT20, False, OTHER, [], None, qsrc=MINT20)
    rec(PPTTIMER, [pt1, pt2, pta], F_PRESSURE, True, "ellipsis", [], "Is there any chance for ppttimer to support pen/tablet pressure like Wacom?", qsrc=WHITEBO)
    rec(PPTTIMER, [pt1, pt2, pta], F_PORTABLE, True, "ellipsis", [], "Is there a portable version of ppttimer available?", qsrc=WINHANCE)

    # ---- KaTeX vs MathJax ----
    jt1 = (U, "Change MathJax to KaTeX. Please change MathJax to KaTeX as it much faster https://github.com/Khan/KaTeX")
    jta = (A, "Since KaTeX is still not 100%  compatible to MathJax , the only way for this is adding a configuration.")
    jtq = "fair enough, but must say that KaTeX is close to done"
    rec(JEKYLLTEXT, [jt1, jta], jtq, True, "ellipsis", [], "KaTeX is close to done (nearly compatible with MathJax), so a configuration to use KaTeX in jekyll-TeXt-theme is worth adding.")
    rec(JEKYLLTEXT, [jt1, jta, (U, jtq)], Q_OMEGA, False, SAME, [], None, qsrc=OMEGAUP)
    rec(JEKYLLTEXT, [jt1, jta, (U, jtq)], F_MERMAID, True, "ellipsis", [], "Could jekyll-TeXt-theme incorporate Mermaid for diagrams and flowcharts?", qsrc=FILESMD)

    jx1 = (U, "Maybe use KaTeX instead of MathJax ? Hi, did you ever consider replacing mathjax with katex? Katex is a lot faster and smaler in size .. https://www.intmath.com/cg5/katex-mathjax-comparison.php")
    jxa = (A, "JSXGraph already supports KaTeX, see https://jsxgraph.org/docs/symbols/Text.html#useKatex.")
    rec(JSXGRAPH, [jx1, jxa], Q_TEXVC, False, SAME, [], None, qsrc=MW2SLOB)
    rec(JSXGRAPH, [jx1, jxa], Q_OMEGA, False, SAME, [], None, qsrc=OMEGAUP)

    mw1 = (U, "Switch to KateX. [KaTeX](https://katex.org/) is a lot faster than MathJax. The switch may be fairly easy.")
    mwa = (A, "Wikipedia uses [Texvc](https://www.mediawiki.org/wiki/Texvc) and MathJax handles these expressions pretty well with the aid of texvc compatibility extension. It looks like KaTeX, while faster, is not as comprehensive/compatible, at least not yet.")
    # In its own thread, and still a trap (borderline): a claim about KaTeX that names it and its source, answerable without mw2slob.
    rec(MW2SLOB, [mw1, mwa], Q_TEXVC, False, SAME, [], None)
    rec(MW2SLOB, [mw1, mwa], F_MATHJAX, True, "ellipsis", [], "Could mw2slob keep supporting MathJax (as an option)?", qsrc=MDPREVIEW)

    om1 = (A, "Considerar el uso de KaTeX en vez de MathJax. Parece que KaTeX es más rápido que MathJax: https://katex.org/")
    om2 = (A, "Dice https://www.intmath.com/cg5/katex-mathjax-comparison.php que no hay mucha diferencia entre KaTeX y MathJax v3 (que es lo que usamos ahora) aunque en su momento sí había mucha diferencia vs. MathJax v2.7")
    rec(OMEGAUP, [om1, om2], Q_TEXVC, False, SAME, [], None, qsrc=MW2SLOB)
    rec(OMEGAUP, [om1, om2], Q_WHYFLATPAK, False, OTHER, [], None, qsrc=OPERA)

    md1 = (U, "或者可以支持Mathjax. MathJax和KaTeX都是用于在网页上显示数学公式的JavaScript库，它们都可以解析类似于LaTeX的标记语言，并将其渲染为HTML或SVG格式。但是，它们之间也有一些区别。")
    mdq = "或计可以解决这个问题： #451"
    rec(MDPREVIEW, [md1], mdq, True, "identifier", ["#451"], "markdown-preview.nvim issue #451 might solve the problem of supporting MathJax in markdown-preview.nvim.")
    rec(MDPREVIEW, [md1, (U, mdq)], F_MERMAID, True, "ellipsis", [], "Could markdown-preview.nvim incorporate Mermaid for diagrams and flowcharts?", qsrc=FILESMD)
    rec(MDPREVIEW, [md1, (U, mdq)], F_JSXG, True, "ellipsis", [], "Did markdown-preview.nvim ever consider replacing MathJax with KaTeX? KaTeX is a lot faster and smaller in size.", qsrc=JSXGRAPH)

    # ---- HEIC in browsers ----
    wp1 = (U, "Support for HEIC format. Would be absolutly creat to have HEIC picture format support")
    wpa = (A, "The supported image formats depend on the browser engine. See https://en.m.wikipedia.org/wiki/High_Efficiency_Image_File_Format. It might work with Safari.")
    rec(WALLPANEL, [wp1, wpa], Q_HEICSAFARI, False, SAME, [], None, qsrc=PIWIGO)
    rec(WALLPANEL, [wp1, wpa], F_AVIF, True, "ellipsis", [], "Any plans for AVIF support in lovelace-wallpanel? Chrome already supports it and Firefox is on its way.", qsrc=CAESIUM38)
    rec(WALLPANEL, [wp1, wpa], Q_SNAPS, False, OTHER, [], None, qsrc=MINETIME)

    pw1 = (A, "support for HEIC. #1144 is a more general issue mixing several image file formats. Here I focus on `HEIC` support. As of August 2023, `HEIC` is absolutely not supported by all web browsers (only Safari) so the simple solution is to generate a `JPEG` representative of the `*.heic` file. Just like we do for `*.pdf` files. Current versions of ImageMagick can do it.")
    rec(PIWIGO, [pw1], F_AVIF, True, "ellipsis", [], "Any plans for AVIF support in Piwigo? Chrome already supports it and Firefox is on its way.", qsrc=CAESIUM38)
    rec(PIWIGO, [pw1], Q_LOWERB, False, SAME, [], None, qsrc=LOWERB)
    rec(PIWIGO, [pw1], Q_TEXVC, False, OTHER, [], None, qsrc=MW2SLOB)

    # ---- Linux package formats ----
    op1 = (U, "Provide a Flatpak as software package — for Linux systems. [Flatpak](http://docs.flatpak.org/en/latest/introduction.html) is a technology for building, distributing, installing and running applications – primarily targeted at the Linux desktop. I use **Arch Linux**, and while there is an \"official\" package for **Opera**, it would be awesome to have the option to install it via a Flatpak.")
    # In its own thread, and still a trap: a general comparison of Linux package formats, answerable without Opera.
    rec(OPERA, [op1], Q_WHYFLATPAK, False, FRESH, [], None)
    rec(OPERA, [op1], Q_SNAPS, False, SAME, [], None, qsrc=MINETIME)
    rec(OPERA, [op1], Q_PARULA, False, SAME, [], None, qsrc=MUSTANG)

    mt1 = (U, "Provide snap package to support all GNU/Linux distributions. Snaps are universal Linux packages which work on any distribution or device. Snaps are faster to install, easier to create, safer to run, and they update automatically and transactionally so your app is always fresh and never broken.")
    mta = (A, "We now provide AppImage for this purpose. If you believe Snaps should be preferred, please explain why.")
    mtq = "The appimage workflow is awkward and doesn't have any security measures whatsoever. The two prominent packaging formats right now are snap and flatpack."
    rec(MINETIME, [mt1, mta], mtq, True, "ellipsis", [], "MineTime's AppImage workflow is awkward and has no security measures; snap and flatpak are the two prominent packaging formats, so MineTime should prefer them.")
    rec(MINETIME, [mt1, mta, (U, mtq)], Q_WHYFLATPAK, False, FRESH, [], None, qsrc=OPERA)
    rec(MINETIME, [mt1, mta, (U, mtq)], F_FLATHUB, True, "pronoun", ["this"], "Are there any plans to publish MineTime to flathub.org as a community built flatpak?", qsrc=RESOLVE)
