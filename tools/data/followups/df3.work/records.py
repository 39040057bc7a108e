"""df3 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
MAILIO = GH + "karastojko/mailio/issues/82"
SMTPAPI = GH + "sendgrid/smtpapi-csharp/issues/16"
LITEDB = GH + "litedb-org/LiteDB/issues/317"
EXIF = GH + "oozcitak/exiflibrary/issues/63"
GBOX = GH + "babelcloud/gbox/issues/237"
UNMS = GH + "oznu/docker-unms/issues/50"
SHOT = GH + "Flowko/website-shot/issues/6"
SAMP = GH + "maddinat0r/samp-discord-connector/issues/74"
RODA = GH + "keeps/roda/issues/48"
RDE = GH + "securedeveloper/react-data-export/issues/25"
G4F = GH + "xtekky/gpt4free/issues/2021"
SMOL = GH + "smol-ai/developer/issues/90"
MANGO = GH + "flightlessmango/MangoHud/issues/372"
VOLUME2 = GH + "irzyxa/Volume2/issues/5"
AEON = GH + "BigNoid/Aeon-Nox/issues/618"
BSQL = GH + "WiseLibs/better-sqlite3/issues/250"
VUE = GH + "rueedlinger/vue-connect/issues/44"
STATUS = GH + "owainlewis/status/issues/9"
ICHECK = GH + "drgullin/icheck/issues/318"
ENABLE = GH + "2manyvcos/enable-actual/issues/3"
LIBERTEA = GH + "VZiChoushaDui/Libertea/issues/87"
CAT = GH + "dianping/cat/issues/1863"
PERSIST = GH + "coresmart/persistencejs/issues/106"
RTL = GH + "morrownr/8821cu-20210118/issues/2"
SPX = GH + "NoiseByNorthwest/php-spx/issues/7"
CEB = GH + "kwan3854/CEB_ECON/issues/6"
EMU = GH + "Tech-FZ/EmuGUI/issues/11"
LUNA = GH + "Aviana/LunaUnitFrames/issues/711"
BTT = GH + "GoldenChaos/GoldenChaos-BTT/issues/20"
FUSUMA = GH + "iberianpig/fusuma/issues/41"
RAID = GH + "dnchattan/raid-toolkit-public/issues/35"
WRITE = GH + "principia-ai/WriteHERE/issues/45"
ORM = GH + "fnc12/sqlite_orm/issues/1082"
DBSR = GH + "martinjw/dbschemareader/issues/176"
OUTLOOK = GH + "HoffmannTom/outlookbackupaddin/issues/89"
SHINJIRU = GH + "Kazakuri/Shinjiru/issues/60"
VIMAC = GH + "nchudleigh/vimac/issues/419"
IZPBX = GH + "ugoviti/izpbx/issues/48"
LICENSE = GH + "FHPythonUtils/LicenseCheck/issues/40"
RPP = GH + "sewenew/redis-plus-plus/issues/326"
RPC = GH + "Grokzen/redis-py-cluster/issues/69"
RRB = GH + "redis/redis-rb/issues/1224"
RRS = GH + "redis-rs/redis-rs/issues/731"
K8SSCW = GH + "stefanprodan/k8s-scw-baremetal/issues/4"
KUBELESS = GH + "vmware-archive/kubeless/issues/10"
KPROM = GH + "prometheus-operator/kube-prometheus/issues/706"
LIGHTSAIL = GH + "awsdocs/amazon-lightsail-developer-guide/issues/6"
NCPI = GH + "nextcloud/nextcloudpi/issues/38"
NCANS = GH + "ReinerNippes/nextcloud/issues/24"
ONEIN = GH + "oneinstack/oneinstack/issues/84"
GEEKAI = GH + "yangjian102621/geekai/issues/54"
SITESPEED = GH + "sitespeedio/sitespeed.io/issues/3754"
LLAMACLOUD = GH + "run-llama/llama_cloud_services/issues/1129"
SMARTMINE = GH + "aLeX1443/SmartMine/issues/32"
FUNSCRIPT = GH + "Zalunda/FunscriptToolbox/issues/5"
FANLORD = GH + "KCORES/fan-lord/issues/1"
COREUI = GH + "ghboke/core-ui/issues/4"
BONNET = GH + "PRBonn/bonnet/issues/4"
PHPVT = GH + "buggedcom/phpvideotoolkit-v2/issues/1"
MYOAS3 = GH + "logotype/MyoAS3/issues/2"
EHCO = GH + "Ehco1996/ehco/issues/27"
KINETIC = GH + "ericdrowell/KineticJS/issues/711"
YUI = GH + "tubalmartin/YUI-CSS-compressor-PHP-port/issues/38"
WYHASH = GH + "wangyi-fudan/wyhash/issues/70"
CNTK = GH + "microsoft/CNTK/issues/3102"
LIBGIT2SHARP = GH + "libgit2/libgit2sharp/issues/1440"
SOFTLAYER = GH + "softlayer/softlayer-object-storage-python/issues/13"
RUSTCACHE = GH + "Swatinem/rust-cache/issues/61"
LIZMAP = GH + "3liz/lizmap-docker-compose/pull/49"

# Threads that only lend a question: the rest of each is a problem report or a code review, no exchange.
QUESTION_ONLY: tuple[str, ...] = (RUSTCACHE, LIZMAP)

# ---- the bank: real questions that name their own subject (traps after another thread) ----
Q_LITEDB = "Does LiteBD offers async support?"
Q_VUE = "Could multiple processes access the same SQLite db?"
Q_EMU = "What does the Raspberry Pi use? x64? x86?"
Q_AEON = "Is it possible to keep your settings when you update from Aeon Nox 4 to version 5, or do I really need to reconfigure the whole thing?"
Q_ICHECK = "Any recommendations for icheck alternative?"
Q_ENABLE = "do i need to use a reverse proxy or enable-actual is able to run https natively?"
Q_BSQL = "If I have multiple processes trying to access one SQLite database in read-only mode, will it work, or do I need `better-sqlite-pool`?"
Q_LICENSE = "My software is under LGPLV3 and I have a few dependencies with Apache License 2.0. When I run licensecheck, the output shows the software under Apache License 2.0 cannot be integrated to a project under LGPLV3. Is it a bug from licensecheck ?"
Q_KPROM = "I am trying to configure horizontal pod scaling along with the integration of Prometheus. In this scenario how Can I add custom metrics for that. Any idea?"
Q_LIGHTSAIL = "Question: Is a manual renew required when using Certbot for SSL?"
Q_ONEIN = "Let's Encrypt是自动续签的么？"
Q_NCPI_T = "Let's Encrypt certificate auto renewall, How ?"
Q_RUSTCACHE = "I set up rust-cache with a `sharedKey` and it works when re-doing the same jobs on the same PR, but when I'm doing the same job on another PR the cache doesn't retrieve anything even if the caching key it's the same."
Q_LIZMAP = "what the difference between `bind` and `volume`?"
Q_RRB = "After 5.0.0 it's not possible to use the multi call due to the error message: `Redis::Cluster::AmbiguousNodeError: Cluster client doesn't know which node the multi command should be sent to.` What is the recommended solution for transactions in cluster mode?"

# ---- real questions that lean on whatever project the thread is about (follow-ups after another thread) ----
Q_DBSR = "Is there any chance of ever getting an async version of this library?"
Q_SMTP = "Is this library thread safe?"
Q_ORM = "Whether multiple processes are supported"
Q_FUSUMA = "Is there a windows equivalent to this awesome software?"
Q_RAID = "Is there any possibility to run the program on mac? Thanks"
Q_WRITE = "Can it use local model hub such like OpenwebUI or LM Studio?"
Q_BTT = "Hi, Are the old settings must removed when upgrading?"
Q_OUTLOOK = "Is there anything to take into consideration when updating a previously installed version? What is the proper way to update?"
Q_SHINJIRU = "any plans for mac app?"
Q_GBOX = "Is there a plan for roughly when Windows will be supported?"
Q_UNMS = "Any plans to support future releases for arm64?"
Q_SPX = "Do you have any plans to support MacOS in future versions?"
Q_IZPBX = "Is there any plan for supporting ARM Platform, so that it will work on Raspberry Pi computers?"
Q_RPC2 = "And How about his performance？"
Q_K8S = "May I ask is custom metrics support for now?"
Q_CAT2 = "Can you give me some quantitative data"
Q_VIMAC = "Is a linux version planned for the future or not at all?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    # mailio: a second question in the opening post, then the maintainer's answer
    m1 = (U, "This library is really good, much better than vmime and mailcore2. But when will the asynchronous API is ready? I see it built base on the boost ASIO, it will be easier to support asynchronous API.")
    mq = "Another question: does it thread-safe? Can I use multiple threads to send bulk emails at the same time?"
    ma = (A, "Hi, I plan to add the asynchronous API but after the release of the version 1.0. Currently, I clean some bugs which should make the library more robust. By taking the last version, you should be able to use it with a thread per connection.")
    rec(MAILIO, [m1], mq, True, "pronoun", ["it"], "Is mailio thread-safe? Can I use multiple threads to send bulk emails at the same time with mailio?")
    rec(MAILIO, [m1, (U, mq), ma], Q_LITEDB, False, "trap_same_domain_new_topic", [], None, qsrc=LITEDB)
    rec(MAILIO, [m1, (U, mq), ma], Q_ORM, True, "ellipsis", [], "Does mailio support multiple processes?", qsrc=ORM)

    # smtpapi-csharp
    s1 = (U, Q_SMTP)
    sq = "Also, do you have an example on how the Async call would work on a multi-thread program?"
    sa = (A, "This library is responsible for building the headers and should be thread safe, but it contains no async calls. For the sendgrid-csharp library, the next release (coming soon) will be thread safe. You can use async calls in multiple threads but you probably won't see much additional benefit above what the async i/o provides.")
    rec(SMTPAPI, [s1], sq, True, "ellipsis", ["the Async call"], "Do you have an example of how the smtpapi-csharp Async call would work in a multi-thread program?")
    rec(SMTPAPI, [s1, (U, sq), sa], Q_VUE, False, "trap_same_domain_new_topic", [], None, qsrc=VUE)
    rec(SMTPAPI, [s1, (U, sq), sa], Q_ORM, True, "ellipsis", [], "Does smtpapi-csharp support being used from multiple processes?", qsrc=ORM)
    rec(SMTPAPI, [s1, (U, sq), sa], Q_KPROM, False, "trap_self_contained_pronoun", [], None, qsrc=KPROM)

    # LiteDB
    l1 = (U, Q_LITEDB)
    lq = "If the answer is no, it's planned for the future releases?"
    la = (A, "Hi @rmszc81, current version is not thread safe, so it's not possible to be async (you can read more here #124). But, in next v3, LiteDB is converted to thread safe. Than, maybe it's possible to commit (write data to disk) can be async.")
    rec(LITEDB, [l1], lq, True, "ellipsis", ["If the answer is no"], "If LiteDB does not offer async support, is it planned for future releases?")
    rec(LITEDB, [l1, (U, lq), la], "Any progress on this yet? Or if someone has forked and implemented it that would be great too.", True, "pronoun", ["this", "it"], "Is there any progress on async support in LiteDB yet, or has someone forked LiteDB and implemented it?", qsrc=SMOL)
    rec(LITEDB, [l1, (U, lq), la], Q_ICHECK, False, "trap_other", [], None, qsrc=ICHECK)
    rec(LITEDB, [l1, (U, lq), la], Q_RRB, False, "trap_same_domain_new_topic", [], None, qsrc=RRB)

    # exiflibrary
    e1 = (U, "Do you have any plans to add native async support to your product? It can take a noticeably-long time to load the image data for a list of files.")
    ea = (A, "Can you please clarify? You can already use the library asynchronously.")
    eq = "Can you show me the methods that are natively asynchronous, i.e. that use the I/O hardware to perform the async work, freeing up my threads for other work? Or are you referring to the fact that I can just call your methods from a background thread?"
    ea2 = (A, "No, there are currently no async versions of the functions exported by the library. I'll take a look at the I/O bound parts of the library and offer such functions.")
    rec(EXIF, [e1, ea], eq, True, "ellipsis", ["the methods"], "Which ExifLibrary methods are natively asynchronous, using the I/O hardware so that threads are free for other work, or do you mean that ExifLibrary methods can be called from a background thread?")
    rec(EXIF, [e1, ea, (U, eq), ea2], Q_LITEDB, False, "trap_same_domain_new_topic", [], None, qsrc=LITEDB)
    rec(EXIF, [e1, ea, (U, eq), ea2], Q_SMTP, True, "pronoun", ["this library"], "Is ExifLibrary thread safe?", qsrc=SMTPAPI)

    # gbox
    g1 = (U, "who the hell does android development on a mac thats a bit counter intuitive no? so i cant run this on windows?")
    ga = (A, "I'm sorry, but currently we only support Mac. We will gradually support Linux and Windows in the future. Thank you for your suggestion.")
    rec(GBOX, [g1, ga], Q_GBOX, True, "ellipsis", [], "Is there a plan for roughly when gbox will support Windows?")
    rec(GBOX, [g1, ga], Q_EMU, False, "trap_definite_np", [], None, qsrc=EMU)
    rec(GBOX, [g1, ga], Q_UNMS, True, "ellipsis", [], "Does gbox plan to support arm64 in future releases?", qsrc=UNMS)

    # docker-unms: a second question in the opening post
    u1 = (U, Q_UNMS + " With the launch of the Raspberry Pi 4 having more RAM and lots of other sub $50 boards.")
    uq = "Or will the armhf version still work on most 64-bit implementations?"
    rec(UNMS, [u1], uq, True, "ellipsis", ["the armhf version"], "Will the armhf version of docker-unms still work on most 64-bit implementations?")
    rec(UNMS, [u1, (U, uq)], Q_EMU, False, "trap_definite_np", [], None, qsrc=EMU)
    rec(UNMS, [u1, (U, uq)], Q_SPX, True, "ellipsis", [], "Does docker-unms have any plans to support macOS in future versions?", qsrc=SPX)

    # website-shot
    w1 = (U, "Any chance to get a docker image with compose? Great looking app!")
    wa1 = (A, "@geekedtv thanks for checking it, tbh im not that experienced with docker images, but if u have any docs that i can follow i can make it")
    wa2 = (A, "@geekedtv all set `docker pull flowko1/website-shot` let me know if u face any issues with it")
    wq1 = "I'm not familiar with building from dockerfiles, is there a compose stack I can use?"
    wq2 = "Actually, just let me know what volumes to map for persistent data and I'll be good to go."
    rec(SHOT, [w1, wa1, wa2], wq1, True, "ellipsis", [], "Is there a docker compose stack I can use to run website-shot?")
    rec(SHOT, [w1, wa1, wa2, (U, wq1)], wq2, True, "ellipsis", ["what volumes to map"], "Which volumes should I map for persistent data when running the website-shot docker image?")
    rec(SHOT, [w1, wa1, wa2], Q_ENABLE, False, "trap_same_domain_new_topic", [], None, qsrc=ENABLE)
    rec(SHOT, [w1, wa1, wa2], Q_RAID, True, "ellipsis", ["the program"], "Is there any possibility to run website-shot on a Mac?", qsrc=RAID)

    # samp-discord-connector: the PS is a second question of the opening post
    p1 = (U, "Is there a way to to change Logs path?")
    pq = "PS: How to use \"E_LOGLEVEL\" in functions/callbacks ? where to change it?"
    pa = (A, "You currently can't change the log level because it's hard-coded into the plugin. This will change in 0.3 I presume. Changing the log folder is not possible yet. I suggest creating a feature request for this in the log-core repository.")
    pq2 = "Hmm, can you at-least change it(hard coding) to `scriptfiles` directory? Using root directory for data related files is bad idea..."
    rec(SAMP, [p1], pq, True, "ellipsis", ["functions/callbacks"], "How do I use E_LOGLEVEL in samp-discord-connector functions/callbacks, and where do I change it?")
    rec(SAMP, [p1, (U, pq), pa], pq2, True, "pronoun", ["it"], "Can you at least change the hard-coded samp-discord-connector log folder to the scriptfiles directory?")
    rec(SAMP, [p1, (U, pq), pa], "Can the system logs (the text file ones) be removed?", True, "ellipsis", ["the system logs"], "Can the samp-discord-connector log files be removed?", qsrc=RODA)
    rec(SAMP, [p1, (U, pq), pa], Q_LICENSE, False, "trap_other", [], None, qsrc=LICENSE)

    # roda: a second question in the opening post
    r1 = (U, "Can the system logs (the text file ones) be removed?")
    rq = "Can they be set to be stored in another location?"
    rec(RODA, [r1], rq, True, "pronoun", ["they"], "Can the RODA system logs (the text file ones) be set to be stored in another location?")
    rec(RODA, [r1, (U, rq)], Q_AEON, False, "trap_other", [], None, qsrc=AEON)
    rec(RODA, [r1, (U, rq)], Q_OUTLOOK, True, "ellipsis", ["a previously installed version", "the proper way to update"], "Is there anything to take into consideration when updating a previously installed version of RODA? What is the proper way to update RODA?", qsrc=OUTLOOK)

    # react-data-export
    x1 = (U, "Thanks a lot for your work on this great plugin. I am able to export XLSX files without any problem but you don't mention in the docs how to export to CSV or XLS.")
    xq = "Also, does this plugin export to PDF?"
    rec(RDE, [x1], xq, True, "pronoun", ["this plugin"], "Does react-data-export export to PDF?")
    rec(RDE, [x1, (U, xq)], "bump?", True, "ellipsis", ["bump?"], "How do I export to CSV or XLS with react-data-export, and does it export to PDF?")
    rec(RDE, [x1, (U, xq), (U, "bump?"), (A, "Still on it")], Q_VUE, False, "trap_other", [], None, qsrc=VUE)
    rec(RDE, [x1, (U, xq), (U, "bump?"), (A, "Still on it")], Q_BSQL, False, "trap_other", [], None, qsrc=BSQL)

    # gpt4free
    f1 = (U, "Can you tell me how to do local reasoning?")
    fa = (A, "you're talking about [this](https://g4f.mintlify.app/docs/core/usage/local)?")
    fq = "That's right Can you tell me which model you recommend?"
    fa2 = (A, "I have'nt used it yet but mistral or orca for conversations")
    rec(G4F, [f1, fa], fq, True, "ellipsis", ["which model"], "Which model do you recommend for local inference with gpt4free?")
    rec(G4F, [f1, fa, (U, fq), fa2], Q_WRITE, True, "pronoun", ["it"], "Can gpt4free use a local model hub such as OpenWebUI or LM Studio?", qsrc=WRITE)
    rec(G4F, [f1, fa, (U, fq), fa2], Q_ENABLE, False, "trap_other", [], None, qsrc=ENABLE)
    rec(G4F, [f1, fa, (U, fq), fa2], Q_KPROM, False, "trap_self_contained_pronoun", [], None, qsrc=KPROM)

    # smol-ai/developer: several people ask; the asking side is the user
    sm1 = (U, "I am trying to use alternatives to openai. One alternative is to use LocalAI. Another is to use llama.cpp with the python API plugin which I have partially working. I just need to find a good model to use to generate code. It would be nice to have official support for alternative locally housed alternatives")
    sma = (A, "try this one https://huggingface.co/replit/replit-code-v1-3b/tree/main")
    sm2 = (U, "I would like to see an option to choose other local models for noobs like me.")
    smq1 = "Any progress on this yet? Or if someone has forked and implemented it that would be great too."
    smq2 = "@apcameron I wonder would StarCoder be a good model"
    sma2 = (A, "@shusso It may be but I do not have enough RAM to try that model on my local computers.")
    smq3 = "Is anyone looking into this? I'd absolutely love this tool, but using a non-local LLM model is a no-go for me."
    rec(SMOL, [sm1, sma, sm2], smq1, True, "pronoun", ["this", "it"], "Is there any progress on official local-model support in smol-ai developer, or has someone forked it and implemented it?")
    rec(SMOL, [sm1, sma, sm2, (U, smq1)], smq2, True, "ellipsis", ["a good model"], "Would StarCoder be a good local model for generating code with smol-ai developer?")
    rec(SMOL, [sm1, sma, sm2, (U, smq1), (U, smq2), sma2], smq3, True, "pronoun", ["this"], "Is anyone looking into local LLM support for smol-ai developer?")
    rec(SMOL, [sm1, sma, sm2], Q_LITEDB, False, "trap_other", [], None, qsrc=LITEDB)

    # MangoHud
    mh1 = (U, "Does this app work on macOS?")
    mha = (A, "There is currently no macOS support and none is planned")
    mhq = "@flightlessmango Is macOS support planned yet?"
    mha2 = (A, "Still no plans. It's very unlikely to change")
    rec(MANGO, [mh1, mha], mhq, True, "ellipsis", [], "Is macOS support planned for MangoHud yet?")
    rec(MANGO, [mh1, mha, (U, mhq), mha2], Q_FUSUMA, True, "pronoun", ["this awesome software"], "Is there a Windows equivalent to MangoHud?", qsrc=FUSUMA)
    rec(MANGO, [mh1, mha, (U, mhq), mha2], Q_VUE, False, "trap_other", [], None, qsrc=VUE)

    # Volume2
    v1 = (U, "every time I update version, I lose all previous settings. can you fix this?")
    vq = "additional request: export and save settings?"
    va = (A, "Do you use installer? And what version you installing: Multi or Single user?")
    v2 = (U, "beta version, multi-user with installer. it automatically uninstalls old version for me. but I lose all settings when I reinstall. I think when uninstaller deletes registry entries, it removes settings.")
    va2 = (A, "Fixed, version 1.1.5.360 For testing need to use new installer.")
    vq2 = "I can't find 1.1.5.360. It's not on your website."
    rec(VOLUME2, [v1], vq, True, "ellipsis", [], "Can Volume2 export and save its settings?")
    rec(VOLUME2, [v1, (U, vq), va, v2, va2], vq2, True, "identifier", ["1.1.5.360"], "Where can I find Volume2 version 1.1.5.360? It is not on the Volume2 website.")
    rec(VOLUME2, [v1, (U, vq), va], Q_AEON, False, "trap_same_domain_new_topic", [], None, qsrc=AEON)
    rec(VOLUME2, [v1, (U, vq), va, v2, va2], Q_BTT, True, "ellipsis", ["the old settings"], "Must the old Volume2 settings be removed when upgrading?", qsrc=BTT)

    # Aeon Nox: the opening question alone (no reply in the thread)
    an1 = (U, Q_AEON)
    rec(AEON, [an1], Q_BTT, True, "ellipsis", ["the old settings"], "Must the old Aeon Nox settings be removed when upgrading to version 5?", qsrc=BTT)
    rec(AEON, [an1], Q_ICHECK, False, "trap_other", [], None, qsrc=ICHECK)

    # better-sqlite3
    b1 = (U, "Just a simple question. " + Q_BSQL)
    bq = "one more question, if the database was written by `better-sqlite-pool`, can I directly use `better-sqlite3` to read the database at the same time?"
    ba = (A, "Yes, multiple processes can access a single SQLite3 database just fine, but `better-sqlite3-pool` is not necessary. Yes. That's fine.")
    bq2 = "What if I have multiple instances of the same application (for example, a Node.js server) where every instance also may do write-operations?"
    bq3 = "Does it change anything if WAL is enabled?"
    rec(BSQL, [b1], bq, True, "pronoun", ["the database"], "If the SQLite database was written by better-sqlite-pool, can I directly use better-sqlite3 to read that SQLite database at the same time?")
    rec(BSQL, [b1, (U, bq), ba], bq2, True, "ellipsis", ["What if"], "Can multiple instances of the same application (for example a Node.js server) use one SQLite database with better-sqlite3 if every instance may also write to it?")
    rec(BSQL, [b1, (U, bq), ba, (U, bq2)], bq3, True, "pronoun", ["it"], "Does enabling WAL change anything when multiple processes write to one SQLite database with better-sqlite3?")
    rec(BSQL, [b1, (U, bq), ba], Q_LICENSE, False, "trap_other", [], None, qsrc=LICENSE)

    # vue-connect: a helper asks, the maintainer answers with the SQLite FAQ
    vc1 = (U, "Review current architecture: prevent SQLite db locks which results in HTTP 500 errors (frontend, scheduler)")
    rec(VUE, [vc1], Q_VUE, False, "trap_definite_np", [], None)
    vc2 = (A, "Yes, from the SQLite FAQ: Multiple processes can have the same database open at the same time. Multiple processes can be doing a SELECT at the same time. But only one process can be making changes to the database at any moment in time, however. But I'm not 100% happy with the current solution. It's good for the moment but with heavy write operations this approach might not scale. So I created #49")
    rec(VUE, [vc1, (U, Q_VUE), vc2], Q_RAID, True, "ellipsis", ["the program"], "Is there any possibility to run vue-connect on a Mac?", qsrc=RAID)

    # owainlewis/status: a second question in the opening post
    st1 = (U, "Is this still being maintained?")
    rec(STATUS, [st1], "If not are there any other alternatives?", True, "ellipsis", ["If not"], "If owainlewis/status is no longer maintained, are there any alternatives to it?")
    rec(STATUS, [st1], Q_ICHECK, False, "trap_same_domain_new_topic", [], None, qsrc=ICHECK)

    # icheck: several users ask about the project's future
    ic1 = (U, "There have been no commits or issue comments since May 2015 for either 1.x or 2.x branches. Is v2 still under development?")
    icq = "Is there another repo/fork to use?"
    ic2 = (U, "+1. Would be helpful if we had news on 2.0")
    ic3 = (U, "The project seems abandonned. Even the 2.0 that is on RC1 didn't receive any update since years.... looking for a maintained alternative.")
    ica = (A, "I don't know if there is someone (one or more) with the necessary knowledge (and time availability) to be able to become the maintainer of this project, but this is the real problem of the open source.")
    rec(ICHECK, [ic1], icq, True, "ellipsis", ["another repo/fork"], "Is there another icheck repo or fork to use?")
    rec(ICHECK, [ic1, (U, icq), ic2, ic3, ica], Q_ICHECK, False, "trap_definite_np", [], None)
    rec(ICHECK, [ic1, (U, icq), ic2, ic3, ica], Q_SHINJIRU, True, "ellipsis", [], "Are there any plans for an icheck Mac app?", qsrc=SHINJIRU)

    # enable-actual
    en1 = (U, "Hi! I was looking arround your project and it seems awesome!, but as the title suggests, " + Q_ENABLE + " As for now my homelab setup is strictly local so I don't have any reverse proxy in place, so I was wondering if it is mandatory or not.")
    ena = (A, "Hi! Thank you very much for trying out the project! :) I just released v1.3.0 that allows specifying a TLS certificate. A reverse proxy is not mandatory at all, there was just no integrated way to enable HTTPS before.")
    rec(ENABLE, [en1, ena], "also is it possible to run the entire setup behind a reverse proxy and preferably in docker?", True, "ellipsis", ["the entire setup"], "Is it possible to run the entire enable-actual setup behind a reverse proxy, preferably in docker?", qsrc=LIBERTEA)
    rec(ENABLE, [en1, ena], Q_EMU, False, "trap_definite_np", [], None, qsrc=EMU)
    rec(ENABLE, [en1, ena], Q_BSQL, False, "trap_other", [], None, qsrc=BSQL)

    # Libertea
    lb1 = (U, "thanks for your great work also is it possible to run the entire setup behind a reverse proxy and preferably in docker?")
    rec(LIBERTEA, [lb1], Q_ENABLE, False, "trap_same_domain_new_topic", [], None, qsrc=ENABLE)
    rec(LIBERTEA, [lb1], Q_IZPBX, True, "ellipsis", ["it"], "Is there any plan for Libertea to support the ARM platform, so that it works on Raspberry Pi computers?", qsrc=IZPBX)

    # CAT (dianping): the opening post asks two questions
    c1 = (U, "Hello,I have one question about the performance。 How much better is the performance of the new version than the old one ？")
    ca = (A, "https://tech.meituan.com/2018/11/01/cat-pr.html")
    rec(CAT, [c1], Q_CAT2, True, "ellipsis", ["some quantitative data"], "Can you give me some quantitative data on how much better the performance of CAT 3.0 is than the old version?")
    rec(CAT, [c1, (U, Q_CAT2), ca], Q_AEON, False, "trap_other", [], None, qsrc=AEON)
    rec(CAT, [c1, (U, Q_CAT2), ca], Q_DBSR, True, "pronoun", ["this library"], "Is there any chance of ever getting an async version of the CAT client library?", qsrc=DBSR)

    # persistencejs: no reply in the thread
    pj1 = (U, "Are there any plans of supporting PostgreSQL, or is it already supported? As far as I can tell, only MySQL and SQLite databases are supported.")
    rec(PERSIST, [pj1], Q_SMTP, True, "pronoun", ["this library"], "Is persistencejs thread safe?", qsrc=SMTPAPI)
    rec(PERSIST, [pj1], Q_BSQL, False, "trap_same_domain_new_topic", [], None, qsrc=BSQL)

    # 8821cu: the asker answers themself
    rt1 = (U, "Are there any plans to support ARM64 based Raspberry Pi OS?")
    rt2 = (U, "Never mind, found the ARM64 section in the readme. Thank you!")
    rec(RTL, [rt1, rt2], Q_EMU, False, "trap_definite_np", [], None, qsrc=EMU)
    rec(RTL, [rt1, rt2], Q_GBOX, True, "ellipsis", [], "Is there a plan for roughly when the 8821cu driver will support Windows?", qsrc=GBOX)

    # php-spx
    sp1 = (U, "Hey, thanks for a cool piece of software. " + Q_SPX)
    spa = (A, "Hello, macOS is planned to be the first major platform, other than Linux, to be supported. I will investigate support for it after the release of the web UI (planned for late October).")
    rec(SPX, [sp1, spa], Q_GBOX, True, "ellipsis", [], "Is there a plan for roughly when php-spx will support Windows?", qsrc=GBOX)
    rec(SPX, [sp1, spa], Q_KPROM, False, "trap_self_contained_pronoun", [], None, qsrc=KPROM)

    # CEB_ECON
    ce1 = (U, "Hello, any chance there will be support coming for macOS or Linux? Thanks!")
    cea = (A, "Support for macOS is not planned. Support for Linux may be available until November.")
    rec(CEB, [ce1, cea], Q_UNMS, True, "ellipsis", [], "Does CEB_ECON plan to support arm64 in future releases?", qsrc=UNMS)
    rec(CEB, [ce1, cea], Q_LICENSE, False, "trap_other", [], None, qsrc=LICENSE)

    # EmuGUI: the issue argues for ARM64 by a rhetorical question; the history is that issue
    em1 = (U, "Include Aarch64 support. " + Q_EMU + " Wrong! It uses ARM processors. Including ARM64 support could make us able to run ARM ports of Windows, Debian and more.")
    ema = (A, "That's done now.")
    rec(EMU, [em1, ema], Q_SHINJIRU, True, "ellipsis", [], "Are there any plans for an EmuGUI Mac app?", qsrc=SHINJIRU)
    rec(EMU, [em1, ema], Q_RRB, False, "trap_other", [], None, qsrc=RRB)

    # LunaUnitFrames
    lu1 = (U, "I currently use version 3042 and want to update to the latest release (3048 on the release page). How do I do this while not losing the settings configuration I have within 3042 currently?")
    lua = (A, "Just overwrite the old with the new. Settings are stored on your WTF folder and will be kept.")
    rec(LUNA, [lu1, lua], Q_BTT, True, "ellipsis", ["the old settings"], "Must the old LunaUnitFrames settings be removed when upgrading?", qsrc=BTT)

    # GoldenChaos-BTT
    bt1 = (U, "Hi, Are the old settings must removed when upgrading? I upgrade from 3.34 to the latest version and I lost all of my custom settings. Can I get these settings back?")
    rec(BTT, [bt1], Q_OUTLOOK, True, "ellipsis", ["a previously installed version", "the proper way to update"], "Is there anything to take into consideration when updating a previously installed version of GoldenChaos-BTT? What is the proper way to update it?", qsrc=OUTLOOK)

    # fusuma
    fu1 = (U, Q_FUSUMA)
    fua = (A, "This project supports Linux only.")
    rec(FUSUMA, [fu1, fua], Q_RAID, True, "ellipsis", ["the program"], "Is there any possibility to run fusuma on a Mac?", qsrc=RAID)
    rec(FUSUMA, [fu1, fua], Q_RRB, False, "trap_other", [], None, qsrc=RRB)

    # raid-toolkit
    ra1 = (U, Q_RAID)
    raa = (A, "Not currently on the roadmap, but I will look into it more once I have things stabilized for windows.")
    rec(RAID, [ra1, raa], Q_IZPBX, True, "ellipsis", ["it"], "Is there any plan for raid-toolkit to support the ARM platform, so that it works on Raspberry Pi computers?", qsrc=IZPBX)

    # WriteHERE
    wr1 = (U, Q_WRITE)
    wra = (A, "Hi @tigercj2010-Jeff! Thank you for your interest to the project. We did not check local models yet. If you make the necessary changes, your PR is absolutely welcome.")
    rec(WRITE, [wr1, wra], Q_DBSR, True, "pronoun", ["this library"], "Is there any chance of ever getting an async version of WriteHERE?", qsrc=DBSR)

    # sqlite_orm
    or1 = (U, Q_ORM)
    ora = (A, "it depends whether multiple processes are supported by your SQLite compiled version. You can read how it work in SQLite here https://sqlite.org/threadsafe.html")
    rec(ORM, [or1, ora], Q_SMTP, True, "pronoun", ["this library"], "Is sqlite_orm thread safe?", qsrc=SMTPAPI)

    # dbschemareader
    db1 = (U, Q_DBSR)
    dba = (A, "Yes, will probably do it sometime. It's a lot of work, but not difficult work.")

    # outlookbackupaddin
    ou1 = (U, "Hi! First, great solution, thanks a lot! " + Q_OUTLOOK)
    oua = (A, "Hi Tom! The settings will be preserved. You can just run the setup. If there are any problems, just uninstall the old version and install the new version.")
    rec(OUTLOOK, [ou1, oua], Q_SPX, True, "ellipsis", [], "Does outlookbackupaddin have any plans to support macOS in future versions?", qsrc=SPX)

    # Shinjiru
    sh1 = (U, Q_SHINJIRU)
    sha = (A, "Hey, we actually already do support Mac with our latest release!")

    # vimac: a second question in the opening post
    vm1 = (U, Q_VIMAC)
    vmq = "If not, is there any application that could serve for the same purpose in linux? Thanks!!"
    vma = (A, "I don't have it planned. I don't use Linux so I don't know how possible it is. Would definitely be cool to see this idea on Linux though.")
    rec(VIMAC, [vm1], vmq, True, "ellipsis", ["the same purpose"], "If no Linux version of vimac is planned, is there any application that could serve the same purpose as vimac on Linux?")

    # izpbx
    iz1 = (U, "Hello @ugoviti, This is not an issue, though there is no discussion section available. So I am writing here. " + Q_IZPBX)
    iza = (A, "Right now no plan to support ARM64, I'm sorry")

    # LicenseCheck
    li1 = (U, Q_LICENSE)
    lia = (A, "Hmm yeah might be. I know that GPL2 is not compatible but iirc ths was changed for v3. Perhaps it's identifying your license as GPL. May well need further investigation")

    # redis-plus-plus
    rp1 = (U, "Does this support atomicity for a different redis commands for different nodes with transaction?")
    rpa = (A, "No. Redis Cluster does not support transaction of commands on different nodes. All commands in transaction must be run on the same node.")
    rec(RPP, [rp1, rpa], Q_RPC2, True, "pronoun", ["his performance"], "How is the performance of transactions in redis-plus-plus?", qsrc=RPC)
    rec(RPP, [rp1, rpa], Q_RRB, False, "trap_same_domain_new_topic", [], None, qsrc=RRB)

    # redis-py-cluster: a second question right after the first
    rc1 = (U, "is support Transaction？")
    rec(RPC, [rc1], Q_RPC2, True, "pronoun", ["his performance"], "How is the performance of transactions in redis-py-cluster?")

    # redis-rb
    rb1 = (U, "Hi, " + Q_RRB)
    rba = (A, "Unfortunately, current client doesn't implement transaction method. It may be able to make it by lua scripts.")

    # redis-rs
    rs1 = (U, "The `Pipeline` struct has an `atomic()` method, which is not present for the `ClusterPipeline`. In the documentation I read: It does not support transactions. Is there a technical reason for this?")
    rsa = (A, "I don't know. Maybe @jaymell has more context? If you think it's feasible then we'd be open to a PR.")
    rsa2 = (A, "There's definitely no technical reason it can't be done.")

    # k8s-scw-baremetal
    k1 = (U, "This is a great work. " + Q_K8S)
    ka = (A, "Are you referring to HPA v2 with custom metrics?")
    k2 = (U, "Right, it would be very useful.")
    ka2 = (A, "I have a separate repo for HPA v2 with Prometheus metrics, here it is https://github.com/stefanprodan/k8s-prom-hpa")
    rec(K8SSCW, [k1, ka, k2, ka2], Q_KPROM, False, "trap_same_domain_new_topic", [], None, qsrc=KPROM)

    # kubeless: a contributor asks the maintainer about the plan in the issue
    kl1 = (U, "By default, when we create a function, we should start a HPA. The main issue is what metrics to monitor. HPA by default monitors CPU utilization, and we may be more interested to monitor requests/sec... So we may have to write our own HPA with a custom prometheus metric.")
    klq = "@sebgoa I'm working on this issue. But I have a bit of confusing: if we create the runtime pod with annotation like \"metrics.alpha.kubernetes.io/custom-endpoints\" with api prometheus, path /status, port 8080, names qps and activeConnections, then we can check the active connections to that pod at `http://localhost:8080/status`. If this is correct then we don't need to instrument the runtime itself. Am I right ?"
    rec(KUBELESS, [kl1], klq, True, "pronoun", ["this issue", "the runtime itself"], "If the kubeless runtime pod is created with a metrics.alpha.kubernetes.io/custom-endpoints annotation for Prometheus exposing qps and activeConnections on port 8080 at /status, is it right that the kubeless runtime itself does not need to be instrumented for the HPA?")
    rec(KUBELESS, [kl1], Q_K8S, True, "ellipsis", [], "Is custom metrics support for the HPA available in kubeless now?", qsrc=K8SSCW)

    # kube-prometheus
    kp1 = (U, Q_KPROM)
    kpa = (A, "There are some experimental manifests located here: https://github.com/coreos/prometheus-operator/tree/master/contrib/kube-prometheus/experimental/custom-metrics-api")

    # ---- second half of the blocks: more histories for the same bank ----
    rec(LUNA, [lu1, lua], Q_AEON, False, "trap_same_domain_new_topic", [], None, qsrc=AEON)
    rec(LUNA, [lu1, lua], Q_ENABLE, False, "trap_other", [], None, qsrc=ENABLE)
    rec(BTT, [bt1], Q_VUE, False, "trap_other", [], None, qsrc=VUE)
    rec(RAID, [ra1, raa], Q_FUSUMA, True, "pronoun", ["this awesome software"], "Is there a Windows equivalent to raid-toolkit?", qsrc=FUSUMA)
    rec(WRITE, [wr1, wra], Q_LICENSE, False, "trap_other", [], None, qsrc=LICENSE)
    rec(ORM, [or1, ora], Q_LITEDB, False, "trap_same_domain_new_topic", [], None, qsrc=LITEDB)
    rec(DBSR, [db1, dba], Q_ORM, True, "ellipsis", [], "Does dbschemareader support multiple processes?", qsrc=ORM)
    rec(DBSR, [db1, dba], Q_ICHECK, False, "trap_other", [], None, qsrc=ICHECK)
    rec(OUTLOOK, [ou1, oua], Q_BSQL, False, "trap_other", [], None, qsrc=BSQL)
    rec(SHINJIRU, [sh1, sha], Q_IZPBX, True, "ellipsis", ["it"], "Is there any plan for Shinjiru to support the ARM platform, so that it works on Raspberry Pi computers?", qsrc=IZPBX)
    rec(VIMAC, [vm1, (U, vmq), vma], Q_FUSUMA, True, "pronoun", ["this awesome software"], "Is there a Windows equivalent to vimac?", qsrc=FUSUMA)
    rec(IZPBX, [iz1, iza], Q_SHINJIRU, True, "ellipsis", [], "Are there any plans for an izpbx Mac app?", qsrc=SHINJIRU)
    rec(LICENSE, [li1, lia], Q_GBOX, True, "ellipsis", [], "Is there a plan for roughly when licensecheck will support Windows?", qsrc=GBOX)
    rec(RRB, [rb1, rba], Q_SMTP, True, "pronoun", ["this library"], "Is redis-rb thread safe?", qsrc=SMTPAPI)
    rec(RRS, [rs1, rsa, rsa2], Q_RPC2, True, "pronoun", ["his performance"], "How would transactions on a redis-rs ClusterPipeline perform?", qsrc=RPC)
    rec(KPROM, [kp1, kpa], Q_K8S, True, "ellipsis", [], "Is custom metrics support available in kube-prometheus now?", qsrc=K8SSCW)

    # Amazon Lightsail docs: the question's second half asks about the article
    ls1 = (U, Q_LIGHTSAIL + " In the article Tutorial: Using Let's Encrypt SSL certificates with your WordPress instance in Amazon Lightsail it says in Step 9 that the certificate needs to be manually renewed every 90 days. After I followed the instructions in the article, I found that the certbot tool had installed a cronjob at `/etc/cron.d/certbot` that attempts to renew my certificate twice a day. With this cronjob, do I still need to manually renew the certificate every 90 days?")
    lsq = "And if not, does the article need to be updated to reflect this fact?"
    lsa = (A, "It could be that certbot has been updated. When I wrote the article, I checked cron and saw no job had been added. I then attempted to add a cron job that would run certbot every day, but it failed every time. A web search revealed that cerbot did not support automatic renewal w/DNS verification, so we opted to note a \"manual process\" instead of an automated one.")
    rec(LIGHTSAIL, [ls1], lsq, True, "pronoun", ["the article", "this fact"], "If a manual renewal is not needed with the certbot cronjob, does the Amazon Lightsail tutorial on Let's Encrypt certificates for WordPress need to be updated to say so?")
    rec(LIGHTSAIL, [ls1, (U, lsq), lsa], Q_ONEIN, False, "trap_same_domain_new_topic", [], None, qsrc=ONEIN)

    # NextCloudPi: a second question in the opening post
    nc1 = (U, "I've enable Let's Encrypt, resulting a certificate valid for only two month. How do I renew (automaticly) the certificate ?")
    ncq = "Do I have to \"sudo nextcloudpi-config\" every two month ?"
    nca = (A, "If you used `nextcloudpi-config` it already configures NextCloudPi to renew the certificate every month automatically. No need to do anything.")
    rec(NCPI, [nc1], ncq, True, "ellipsis", ["every two month"], "Do I have to run sudo nextcloudpi-config every two months to renew the Let's Encrypt certificate of NextCloudPi?")
    rec(NCPI, [nc1, (U, ncq), nca], Q_LIGHTSAIL, False, "trap_same_domain_new_topic", [], None, qsrc=LIGHTSAIL)
    rec(NCPI, [nc1, (U, ncq), nca], Q_IZPBX, True, "ellipsis", ["it"], "Is there any plan for NextCloudPi to support the ARM platform, so that it works on Raspberry Pi computers?", qsrc=IZPBX)

    # ReinerNippes/nextcloud
    nn1 = (U, "What do you think about adding a task which creates a cronjob to renew the letsencrypt certificate?")
    nna = (A, "I can test and merge this. My understanding was that certbot is refreshing the certificates automatically. It only stopped if one didn't update to the latest version and letsencrypt canceled an insecure challenge method.")
    rec(NCANS, [nn1, nna], Q_ONEIN, False, "trap_same_domain_new_topic", [], None, qsrc=ONEIN)
    rec(NCANS, [nn1, nna], Q_LIGHTSAIL, False, "trap_same_domain_new_topic", [], None, qsrc=LIGHTSAIL)
    rec(NCANS, [nn1, nna], Q_OUTLOOK, True, "ellipsis", ["a previously installed version", "the proper way to update"], "Is there anything to take into consideration when updating a previously installed version of the ReinerNippes nextcloud playbook? What is the proper way to update it?", qsrc=OUTLOOK)

    # oneinstack (Chinese, kept as written)
    on1 = (U, Q_ONEIN + " 因为默认只是三个月，以后还得重新生成证书")
    ona = (A, "crontab -l 里面有自动续签，或者手工执行强制续签命令：`/usr/local/python/bin/certbot renew --force-renew --renew-hook \"/etc/init.d/nginx reload\"`")
    rec(ONEIN, [on1, ona], Q_LIGHTSAIL, False, "trap_same_domain_new_topic", [], None, qsrc=LIGHTSAIL)
    rec(ONEIN, [on1, ona], Q_SPX, True, "ellipsis", [], "Does oneinstack have any plans to support macOS in future versions?", qsrc=SPX)

    # geekai: the maintainer answers in Chinese
    gk1 = (U, "Is it possible to use caddy, instead of Nginx, because caddy can automatically generate https and it is easier to use the reverse proxy mode")
    gka = (A, "您可以贡献一套 caddy 的解决方案，与 NGINX 并行为可选方案。")
    rec(GEEKAI, [gk1, gka], Q_LIGHTSAIL, False, "trap_same_domain_new_topic", [], None, qsrc=LIGHTSAIL)
    rec(GEEKAI, [gk1, gka], Q_UNMS, True, "ellipsis", [], "Does geekai plan to support arm64 in future releases?", qsrc=UNMS)

    # sitespeed.io: the asker's question follows the screenshots
    ss1 = (U, "I'm trying to configure alerting so that I push to the likes of Slack. When I go to create an Alert rule, I am unable to: [screenshot] This is the button that is not available: [screenshot]")
    ssq = "Has anyone done this yet? From what I can see, we would need to add some additional docker containers, however, I am not 100% confident this is correct."
    ssa = (A, "Hi @tprocter1984 sorry I missed your questions. Yes I have. Grafana has changed art GUI on functionality between releases, what Grafana version are you using?")
    rec(SITESPEED, [ss1], ssq, True, "pronoun", ["this"], "Has anyone configured sitespeed.io Grafana alerting to push to Slack, and does it need additional docker containers?")
    rec(SITESPEED, [ss1, (U, ssq), ssa], Q_ONEIN, False, "trap_other", [], None, qsrc=ONEIN)
    rec(SITESPEED, [ss1, (U, ssq), ssa], Q_K8S, True, "ellipsis", [], "Is custom metrics support available in sitespeed.io now?", qsrc=K8SSCW)

    # llama_cloud_services
    lc1 = (U, "Hi Support, We are looking to use our OneLogin SSO and SCIM solution with the application. It looks like we have the option on the Enterprise plan but cannot see where. Could you please advise.")
    rec(LLAMACLOUD, [lc1], Q_WRITE, True, "pronoun", ["it"], "Can LlamaCloud use a local model hub such as OpenWebUI or LM Studio?", qsrc=WRITE)
    rec(LLAMACLOUD, [lc1], Q_ONEIN, False, "trap_other", [], None, qsrc=ONEIN)

    # ---- platform and performance threads (single exchanges) ----
    sm1 = (U, "If you are making linux support, is it possible to add MacOS support?")
    sma_ = (A, "It may be possible, but if we do implement it, it will have to come after Linux support.")
    rec(SMARTMINE, [sm1, sma_], Q_UNMS, True, "ellipsis", [], "Does SmartMine plan to support arm64 in future releases?", qsrc=UNMS)
    rec(SMARTMINE, [sm1, sma_], Q_RUSTCACHE, False, "trap_other", [], None, qsrc=RUSTCACHE)

    fs1 = (U, "Do you have any plans for adding macos support?")
    fsa = (A, "Sorry, no. Not in the short term. I might convert the project to .net core at some point and, I think, some parts of the application would work on macos (all except the UI used for visualizing Motion Vectors, which is mostly optional). But I have other stuff I want to do before then.")
    rec(FUNSCRIPT, [fs1, fsa], Q_VIMAC, True, "ellipsis", [], "Is a Linux version of FunscriptToolbox planned for the future or not at all?", qsrc=VIMAC)
    rec(FUNSCRIPT, [fs1, fsa], Q_NCPI_T, False, "trap_fresh_how", [], None, qsrc=NCPI)

    fl1 = (U, "Thank you for this practical tool! Any plan to migrate the existing UI to mac?")
    rec(FANLORD, [fl1], Q_VIMAC, True, "ellipsis", [], "Is a Linux version of fan-lord planned for the future or not at all?", qsrc=VIMAC)
    rec(FANLORD, [fl1], Q_LIZMAP, False, "trap_fresh_what", [], None, qsrc=LIZMAP)

    cu1 = (U, "大佬有没有计划支持Linux/MacOS哇？")
    cua = (A, "暂时没有这个计划，因为mac和Linux上没啥优势")
    rec(COREUI, [cu1, cua], Q_RUSTCACHE, False, "trap_other", [], None, qsrc=RUSTCACHE)

    bo1 = (U, "I want to know whether windows platform is supported?")
    boa = (A, "Hi, Windows is currently not supported, and there are no plans to do so. Best, Andres")
    rec(BONNET, [bo1, boa], Q_SPX, True, "ellipsis", [], "Does bonnet have any plans to support macOS in future versions?", qsrc=SPX)
    rec(BONNET, [bo1, boa], Q_LIZMAP, False, "trap_fresh_what", [], None, qsrc=LIZMAP)

    pv1 = (U, "Hey, I like what you have going here. But does not seem to support Windows? Is that correct? Thank you.")
    rec(PHPVT, [pv1], Q_GBOX, True, "ellipsis", [], "Is there a plan for roughly when phpvideotoolkit will support Windows?", qsrc=GBOX)
    rec(PHPVT, [pv1], Q_NCPI_T, False, "trap_fresh_how", [], None, qsrc=NCPI)

    my1 = (U, "Will you still be adding support for windows?")
    mya = (A, "Hi Unfortunately, I don't have time to build a Windows compatible version. However, the Mac version will be updated to 64-bit soon.")
    rec(MYOAS3, [my1, mya], Q_VIMAC, True, "ellipsis", [], "Is a Linux version of MyoAS3 planned for the future or not at all?", qsrc=VIMAC)
    rec(MYOAS3, [my1, mya], Q_RUSTCACHE, False, "trap_other", [], None, qsrc=RUSTCACHE)

    eh1 = (U, "是否考虑支持Windows? 非常喜欢这个小工具，希望能够支持windows操作系统。")
    eha = (A, "@Neurotoxinw 最新的0.17已经支持win了")
    rec(EHCO, [eh1, eha], Q_NCPI_T, False, "trap_fresh_how", [], None, qsrc=NCPI)

    kj1 = (U, "v4.7.4 is twice as slow as v3.6.2. Here are the comparisons: http://chasediscs.com/gists/kinect/old-kinetic.html http://chasediscs.com/gists/kinect/new-kinetic.html")
    kjq = "Is there a way to make the new version as fast as the old? Thanks!"
    rec(KINETIC, [kj1], kjq, True, "ellipsis", ["the new version", "the old"], "Is there a way to make KineticJS v4.7.4 as fast as v3.6.2?")
    rec(KINETIC, [kj1, (U, kjq)], Q_LIZMAP, False, "trap_fresh_what", [], None, qsrc=LIZMAP)

    yu1 = (U, "Great to see you're pumping out updates like that @tubalmartin! I see in the readme you state 3.0.0 is more performant, did you do benchmarks on this and if so can you share results?")
    yua = (A, "Hi @futtta, Maybe I created some confusion, sorry for that. Performance should be pretty similar between v2.8.4-p10 & v3.0.0, since the code is the same regarding fixes, improvements & performance optimizations made (v3 uses namespaces and two \"static\" helper classes but that's all the difference between the two).")
    rec(YUI, [yu1, yua], Q_CAT2, True, "ellipsis", [], "Can you give me some quantitative data on the performance of the YUI CSS compressor PHP port v3.0.0 compared to v2.8.4?", qsrc=CAT)
    rec(YUI, [yu1, yua], Q_RUSTCACHE, False, "trap_other", [], None, qsrc=RUSTCACHE)

    wy1 = (U, "can you give any performance compare from v1-v6?")
    wya = (A, "just stick to the final version, it is the fastest one.")
    rec(WYHASH, [wy1, wya], Q_LIZMAP, False, "trap_fresh_what", [], None, qsrc=LIZMAP)

    cn1 = (U, "Are there any performance gains in this version (2.5) ? against previous versions ? It would be nice to have a short overview in the wiki.")
    cna = (A, "Better - to have tests build and benchmark for regressions in performance")
    rec(CNTK, [cn1, cna], Q_CAT2, True, "ellipsis", [], "Can you give me some quantitative data on the performance gains of CNTK 2.5 against previous versions?", qsrc=CAT)
    rec(CNTK, [cn1, cna], Q_NCPI_T, False, "trap_fresh_how", [], None, qsrc=NCPI)

    lg1 = (U, "I could be wrong, but it's my understanding that all the operations are synchronous in nature and therefor blocking. Is there any possibility that this library will support Asynchronous use?")
    lga = (A, "You could wrap the commands in Task.Run()")
    lga2 = (A, "Libgit2 (the real library, the C# layer is just a wrapper) isn't really thread safe - so it would likely be a bad idea to encourage multi-threaded usage of the library.")
    rec(LIBGIT2SHARP, [lg1, lga, lga2], Q_ORM, True, "ellipsis", [], "Does libgit2sharp support being used from multiple processes?", qsrc=ORM)

    so1 = (U, "Is this library/module thread-safe? I'm looking to use this for a project I'm working on using Tornado and asynchronous calls, and for it to be viable I need this to be thread-safe.")
    rec(SOFTLAYER, [so1], Q_DBSR, True, "pronoun", ["this library"], "Is there any chance of ever getting an async version of softlayer-object-storage-python?", qsrc=DBSR)
