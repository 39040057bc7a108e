"""df39 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-fifth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- asyncio on Windows at shutdown: "RuntimeError: Event loop is closed" from _ProactorBasePipeTransport.__del__, WindowsSelectorEventLoopPolicy ----
EL_RETRY51 = GH + "inyutin/aiohttp_retry/issues/51"
EL_EFLP59 = GH + "nickpadd/EuropeanFootballLeaguePredictor/issues/59"
EL_ULTIMA972 = GH + "DIGITALCRIMINAL/ArchivedUltimaScraper/issues/972"
EL_AZ9060 = GH + "Azure/azure-sdk-for-python/issues/9060"
EL_SYNC65 = GH + "modal-labs/synchronicity/pull/65"
EL_STARRY2 = GH + "3asyPe/starrynift-automation/issues/2"
EL_ENKA21 = GH + "sirilerklab/EnkaNetwork.py/issues/21"
EL_BANDER790 = GH + "pypa/bandersnatch/issues/790"
EL_TRIB6456 = GH + "Tribler/tribler/issues/6456"
EL_TELE63 = GH + "thedemons/opentele/issues/63"
EL_KRATOS552 = GH + "canonical/kratos-operator/pull/552"
EL_B_PROACTOR = "The proactor event loop is missing the file descriptor family of methods (add_reader()), while the selector event loop has other limitations including missing support for pipes and subprocesses and generally lower scalability."
EL_B_STARRYTB = "Exception ignored in: <function _ProactorBasePipeTransport.__del__ at 0x000001EC65181E50>\nTraceback (most recent call last):\n  File \"D:\\Program\\Python\\Python39\\lib\\asyncio\\proactor_events.py\", line 116, in __del__\n    self.close()"
EL_B_TELETB = "  File \"C:\\Users\\honur\\AppData\\Local\\Programs\\Python\\Python310\\lib\\asyncio\\base_events.py\", line 515, in _check_closed\n    raise RuntimeError('Event loop is closed')\nRuntimeError: Event loop is closed"
EL_ENKAFIX = "I found a solution to the problem, if someone encounters, then the following fixed this problem:"
EL_AZ = "Using aiohttp 3.6.2 and azure-core 1.1.1 with Python 3.8/win32, this program:"
EL_B_BANDERTB = "2020-12-31 18:56:19,071 INFO: Writing diff file to mirrored-files\nException ignored in: <function _ProactorBasePipeTransport.__del__ at 0x00000143F343C550>\nTraceback (most recent call last):\n  File \"C:\\hostedtoolcache\\windows\\Python\\3.8.6\\x64\\lib\\asyncio\\proactor_events.py\", line 116, in __del__"
EL_B_EFLPTB = "Exception ignored in: <function _ProactorBasePipeTransport.__del__ at 0x0000021E941408B0>\nTraceback (most recent call last):\n  File \"C:\\hostedtoolcache\\windows\\Python\\3.9.13\\x64\\lib\\asyncio\\proactor_events.py\", line 116, in __del__\n    self.close()"
EL_B_ULTIMATB = "  File \"C:\\Python310\\lib\\asyncio\\base_events.py\", line 510, in _check_closed\n    raise RuntimeError('Event loop is closed')\nRuntimeError: Event loop is closed\nException ignored in: <function _ProactorBasePipeTransport.__del__ at 0x000001868538FB50>"
EL_RETRYTB = "Exception ignored in: <function _ProactorBasePipeTransport.__del__ at 0x0000024AB8FA0550>\nTraceback (most recent call last):\n  File \"C:\\Users\\Administrator\\AppData\\Local\\Programs\\Python\\Python39\\lib\\asyncio\\proactor_events.py\", line 116, in __del__"
EL_TRIBLOG = "[gw7] [ 94%] PASSED src/tribler-core/tribler_core/components/metadata_store/restapi/tests/test_metadata_endpoint.py::test_check_torrent_query \nsrc/tribler-core/tribler_core/components/metadata_store/restapi/tests/test_metadata_endpoint.py::test_update_entry_missing_json Exception ignored in: <function _ProactorBasePipeTransport.__del__ at 0x0000000003F1D310>"


def _loopclosed(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Event loop is closed", "u1")
    a1 = (U, "HI,when i use A simple example like this ，then， make many mistake 。。。", "u1")
    rec(EL_RETRY51, [t], a1[1], True, "ellipsis", [], "When I use a simple aiohttp_retry RetryClient example, I get many errors: RuntimeError: Event loop is closed.", author="u1")
    # The traceback names asyncio's proactor_events.py, the library printing it (ruling before df39): a trap.
    rec(EL_RETRY51, [t, a1], EL_RETRYTB, False, SAME, [], None, author="u1")
    lend(EL_RETRY51, [t], EL_B_PROACTOR, SAME, EL_SYNC65)
    lend(EL_RETRY51, [t, a1], EL_B_TELETB, SAME, EL_TELE63)

    t = (U, "Running in Windows: RuntimeError('Event loop is closed')", "u1")
    b1 = (U, EL_B_EFLPTB, "u1")
    rec(EL_EFLP59, [t], EL_B_EFLPTB, False, SAME, [], None, author="u1")
    rec(EL_EFLP59, [t, b1], "Hi. \nPlease help me.", True, "ellipsis", [], "Please help me with EuropeanFootballLeaguePredictor's RuntimeError('Event loop is closed') when running on Windows.", author="u2")
    lend(EL_EFLP59, [t], EL_B_ULTIMATB, SAME, EL_ULTIMA972)
    lend(EL_EFLP59, [t, b1], EL_B_STARRYTB, SAME, EL_STARRY2)

    t = (U, "RuntimeError: Event loop is closed", "u1")
    rec(EL_ULTIMA972, [t], EL_B_ULTIMATB, False, SAME, [], None, author="u1")
    lend(EL_ULTIMA972, [t], EL_B_EFLPTB, SAME, EL_EFLP59)
    lend(EL_ULTIMA972, [t], EL_B_PROACTOR, SAME, EL_SYNC65)

    t = (U, "\"RuntimeError: Event loop is closed\" on 3.8/win32", "u1")
    c1 = (U, EL_AZ, "u1")
    c2 = (U, "Note the exception is logged to stderr; it doesn't crash the program. This may be related to aio-libs/aiohttp#4324.", "u1")
    c3 = (U, "I see the same behavior with aiohttp 4.0.0a1 (and an appropriately modified `AioHttpTransport`).", "u1")
    c4 = "This may also be related to aiohttp's shutdown behavior (see aio-libs/aiohttp#1925)."
    # Continues the title's words: the program's output is the title's error (ruling before df36).
    rec(EL_AZ9060, [t], c1[1], True, "ellipsis", [], "Using aiohttp 3.6.2 and azure-core 1.1.1 with Python 3.8/win32, a program sending a request through azure-core's AioHttpTransport logs RuntimeError: Event loop is closed.", author="u1")
    rec(EL_AZ9060, [t, c1], c2[1], True, "pronoun", ["the exception", "it", "This"], "azure-core's 'RuntimeError: Event loop is closed' on Python 3.8/win32 is only logged to stderr and doesn't crash the program; it may be related to aio-libs/aiohttp#4324.", author="u1")
    rec(EL_AZ9060, [t, c1, c2], c3[1], True, "ellipsis", ["the same behavior"], "azure-core's AioHttpTransport also logs 'RuntimeError: Event loop is closed' on Python 3.8/win32 with aiohttp 4.0.0a1.", author="u1")
    rec(EL_AZ9060, [t, c1, c2, c3], c4, True, "pronoun", ["This"], "azure-core's 'Event loop is closed' on Python 3.8/win32 may also be related to aiohttp's shutdown behavior (aio-libs/aiohttp#1925).", author="u1")
    lend(EL_AZ9060, [t], EL_B_TELETB, SAME, EL_TELE63)
    lend(EL_AZ9060, [t, c1, c2], EL_B_PROACTOR, SAME, EL_SYNC65)

    t = (U, "Set default event loop policy for windows to avoid error tracebacks on shutdown", "u1")
    d1 = (U, "Not sure where the best place to put this is. I'm not 100% sure where the event loop policy is fetched the first time.", "u1")
    d2 = (U, "It's not very transparent exactly what causes the issue, but this does seem to fix it at least 🤔", "u1")
    d3 = (A, "Is there a reason the Proactor implementation is the default one?", "u2")
    d4 = (U, "Performance I think.", "u1")
    rec(EL_SYNC65, [t], d1[1], True, "pronoun", ["this", "the event loop policy"], "I'm not sure where in synchronicity the best place to set the default Windows event loop policy is, or where the event loop policy is first fetched.", author="u1")
    rec(EL_SYNC65, [t, d1], d2[1], True, "pronoun", ["the issue", "this", "it"], "It's not clear what causes the error tracebacks on shutdown on Windows, but setting synchronicity's default event loop policy does seem to fix them.", author="u1")
    rec(EL_SYNC65, [t, d1, d2], d3[1], True, "ellipsis", ["the default one"], "Is there a reason the Proactor event loop is the default one on Windows?", author="u2")
    rec(EL_SYNC65, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "The Proactor event loop is the default on Windows for performance, I think.", author="u1")
    # A general claim naming both loops in full: a trap in its own thread.
    rec(EL_SYNC65, [t, d1, d2, d3, d4], EL_B_PROACTOR, False, SAME, [], None, author="u1")
    lend(EL_SYNC65, [t], EL_B_STARRYTB, SAME, EL_STARRY2)

    t = (U, "runing in win10 have error", "u1")
    rec(EL_STARRY2, [t], EL_B_STARRYTB, False, SAME, [], None, author="u1")
    lend(EL_STARRY2, [t], EL_B_EFLPTB, SAME, EL_EFLP59)
    lend(EL_STARRY2, [t], EL_B_PROACTOR, SAME, EL_SYNC65)

    t = (U, "RuntimeError: Event loop is closed", "u1")
    f1 = (U, "How to fix this error? I don't write in ansynchronous, so all I need from it is just a call to this function.", "u1")
    rec(EL_ENKA21, [t], f1[1], True, "pronoun", ["this error", "this function"], "How do I fix 'RuntimeError: Event loop is closed' when calling EnkaNetwork.py's fetch_user through asyncio.run? I don't write asynchronous code; I only need to call that function.", author="u1")
    rec(EL_ENKA21, [t, f1], EL_ENKAFIX, True, "pronoun", ["the problem", "this problem"], "I found a fix for EnkaNetwork.py's 'RuntimeError: Event loop is closed' on Windows: the following fixed it.", author="u1")
    lend(EL_ENKA21, [t], EL_B_TELETB, SAME, EL_TELE63)

    t = (U, "Windows CI hits Event loop is closed RuntimeError", "u1")
    g1 = (U, "Windows seems to get Event loop closed RuntimeErrors in the Integrations test. Would be nice to root cause and cleanup if we can.", "u1")
    g2 = (U, "- Seems to finish successfully tho ...", "u1")
    rec(EL_BANDER790, [t], g1[1], True, "ellipsis", ["the Integrations test"], "bandersnatch's Windows CI gets 'Event loop is closed' RuntimeErrors in the integration test; it would be nice to find the root cause and clean it up.", author="u1")
    rec(EL_BANDER790, [t, g1], g2[1], True, "ellipsis", [], "bandersnatch's Windows integration test seems to finish successfully despite the 'Event loop is closed' RuntimeErrors.", author="u1")
    rec(EL_BANDER790, [t, g1, g2], EL_B_BANDERTB, False, SAME, [], None, author="u1")
    lend(EL_BANDER790, [t, g1], EL_B_ULTIMATB, SAME, EL_ULTIMA972)

    t = (U, "Using Proactor event loop on Windows results in random test fails", "u1")
    h1 = (U, "https://jenkins-ci.tribler.org/job/GH_Tribler_PR_Tests/job/PR_win64_pytest/2145/console", "u1")
    rec(EL_TRIB6456, [t], h1[1], True, "ellipsis", [], "Tribler's Windows pytest job (https://jenkins-ci.tribler.org/job/GH_Tribler_PR_Tests/job/PR_win64_pytest/2145/console) shows random test failures with the Proactor event loop.", author="u1")
    # The log names the project's own test modules (tribler_core/...) in full: a trap.
    rec(EL_TRIB6456, [t, h1], EL_TRIBLOG, False, SAME, [], None, author="u1")
    lend(EL_TRIB6456, [t], EL_B_STARRYTB, SAME, EL_STARRY2)
    lend(EL_TRIB6456, [t, h1], EL_B_TELETB, SAME, EL_TELE63)

    t = (U, "RuntimeError: Event loop is closed", "u1")
    i1 = (U, "Hello,\nI am using \".session to tdata\" feature. \nBut it gives error:", "u1")
    rec(EL_TELE63, [t], i1[1], True, "ellipsis", [], "Using opentele's '.session to tdata' feature gives RuntimeError: Event loop is closed.", author="u1")
    rec(EL_TELE63, [t, i1], EL_B_TELETB, False, SAME, [], None, author="u1")
    lend(EL_TELE63, [t], EL_B_BANDERTB, SAME, EL_BANDER790)
    lend(EL_TELE63, [t, i1], EL_B_STARRYTB, SAME, EL_STARRY2)

    t = (U, "test: autouse pytest-asyncio", "u1")
    rec(EL_KRATOS552, [t], "this avoids the event loop closed errors when running the integration tests", True, "pronoun", ["this", "the integration tests"], "Making pytest-asyncio autouse in kratos-operator avoids the 'Event loop is closed' errors when running kratos-operator's integration tests.", author="u1")
    lend(EL_KRATOS552, [t], EL_B_BANDERTB, SAME, EL_BANDER790)


# ---- two OpenMP runtimes in one Windows process: "OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", KMP_DUPLICATE_LIB_OK, nomkl ----
OM_SADT516 = GH + "OpenTalker/SadTalker/issues/516"
OM_TURBO2 = GH + "zhmou/Turbofan-engine-RUL-prediction/issues/2"
OM_DFACE36 = GH + "kuaikuaikim/dface/issues/36"
OM_COMIC79 = GH + "ogkalu2/comic-translate/issues/79"
OM_MIDS4 = GH + "HiLab-git/MIDeepSeg/issues/4"
OM_STIT22 = GH + "rotemtzaban/STIT/issues/22"
OM_SYGIL1828 = GH + "Sygil-Dev/sygil-webui/issues/1828"
OM_RLCARD1 = GH + "datamllab/rlcard-tutorial/issues/1"
OM_MSAGENT175 = GH + "modelscope/ms-agent/issues/175"
OM_OREMOTE43 = GH + "openremote/or-objectdetection/issues/43"
OM_LAPLACE56 = GH + "aleximmer/Laplace/issues/56"
OM_NBI32 = GH + "kmzzhang/nbi/issues/32"
OM_METAP6 = GH + "idptools/metapredict/issues/6"
OM_MPII18 = GH + "hysts/pytorch_mpiigaze_demo/issues/18"
OM_B_UNSAFE = "> As an unsafe, unsupported, undocumented workaround you can set the environment variable KMP_DUPLICATE_LIB_OK=TRUE to allow the program to continue to execute, but that may cause crashes or silently produce incorrect results."
OM_B_DFACE = "I encountered environment  bug that is OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized."
OM_B_COMICERR = "OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.\nOMP: Hint This means that multiple copies of the OpenMP runtime have been linked into the program. That is dangerous, since it can degrade performance or cause incorrect results."
OM_B_MIDS = "After installing all the packages and running `python main.py`, I got the following error: \"OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized. error.\""
OM_B_MSLOG = "2023-12-09 17:18:49,676 - modelscope - INFO - PyTorch version 2.1.1 Found.\n2023-12-09 17:18:49,677 - modelscope - INFO - Loading ast index from C:\\Users\\yjy\\.cache\\modelscope\\ast_indexer\nOMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized."


def _ompdup(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "报错“OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized. OMP: Hint This means that multiple copies of the OpenMP runtime have been linked into the program. That is", "u1")
    rec(OM_SADT516, [t], "怎么解决", True, "ellipsis", [], "How do I solve SadTalker's 'OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized'?", author="u1")
    lend(OM_SADT516, [t], OM_B_MIDS, SAME, OM_MIDS4)

    t = (U, "python", "u1")
    a1 = (U, "请问这种情况是怎么回事\n\nP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    a2 = (A, "不是很了解，但是根据我的搜索，可能是依赖的问题。", "u2")
    # The error as quoted names only the library found twice (the "OMP" prefix cut off): a follow-up (ruling before df39).
    rec(OM_TURBO2, [t], a1[1], True, "ellipsis", [], "What is going on when Turbofan-engine-RUL-prediction fails with 'Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized'?", author="u1")
    rec(OM_TURBO2, [t, a1], a2[1], True, "ellipsis", [], "I'm not very familiar with the libiomp5md.dll 'already initialized' error in Turbofan-engine-RUL-prediction, but from my searching it may be a dependency problem.", author="u2")
    rec(OM_TURBO2, [t, a1, a2], "如果以上方法都不奏效，请尝试重新创建Conda环境。", True, "ellipsis", ["以上方法"], "If the linked fixes for the libiomp5md.dll 'already initialized' error don't work, try recreating the Conda environment for Turbofan-engine-RUL-prediction.", author="u2")

    t = (U, "Encounter environment bug-->OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    b1 = (U, OM_B_DFACE, "u1")
    b2 = (U, "Therefore, I try to use some code to fix it please reference to below:", "u1")
    b3 = (U, "import os\nos.environ[\"KMP_DUPLICATE_LIB_OK\"]  =  \"TRUE\" that cna fix it", "u1")
    b4 = (U, "I run into a similar problem while using jupyter notebook. so I check libiomp5md.dll in my anaconda file.", "u2")
    b5 = (U, "It seems like when I delete the one its path was C:\\Users\\phudi\\anaconda3\\Library\\bin. the code works fine.", "u2")
    # The OMP error names the OpenMP runtime that prints it ("OMP: Error #15"), in a complete first-person sentence: a trap.
    rec(OM_DFACE36, [t], b1[1], False, SAME, [], None, author="u1")
    rec(OM_DFACE36, [t, b1], b2[1], True, "pronoun", ["it"], "I tried some code to fix dface's 'OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized'; see below.", author="u1")
    # A bare fix (ruling before df38): what it fixes is only the thread's.
    rec(OM_DFACE36, [t, b1, b2], b3[1], True, "ellipsis", ["it"], "Setting os.environ[\"KMP_DUPLICATE_LIB_OK\"] = \"TRUE\" fixes dface's 'OMP: Error #15: libiomp5md.dll already initialized'.", author="u1")
    rec(OM_DFACE36, [t, b1, b2, b3], b4[1], True, "ellipsis", ["a similar problem"], "I ran into the 'OMP: Error #15: libiomp5md.dll already initialized' problem while using Jupyter Notebook, so I checked the copies of libiomp5md.dll in my Anaconda folder.", author="u2")
    rec(OM_DFACE36, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the one", "the code"], "When I delete the libiomp5md.dll copy in C:\\Users\\phudi\\anaconda3\\Library\\bin, the code that failed with 'OMP: Error #15' works fine.", author="u2")
    rec(OM_DFACE36, [t, b1, b2, b3, b4, b5], "I'm neither an expert nor experienced. So I don't know if this approach has any side effects. But it does work for me.", True, "pronoun", ["this approach", "it"], "I don't know if deleting Anaconda's Library\\bin copy of libiomp5md.dll to avoid 'OMP: Error #15' has side effects, but it works for me.", author="u2")

    t = (U, "Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    c2 = (A, "Can you try running this again with the latest update ?", "u2")
    rec(OM_COMIC79, [t], OM_B_COMICERR, False, SAME, [], None, author="u1")
    rec(OM_COMIC79, [t, (U, OM_B_COMICERR, "u1")], c2[1], True, "pronoun", ["this"], "Can you try running comic-translate again with the latest update and see whether the libiomp5md.dll 'already initialized' error remains?", author="u2")
    rec(OM_COMIC79, [t, (U, OM_B_COMICERR, "u1"), c2], "I'll try it, thanks for the reply", True, "pronoun", ["it"], "I'll try the latest comic-translate update against the libiomp5md.dll error, thanks for the reply.", author="u1")
    lend(OM_COMIC79, [t], OM_B_DFACE, SAME, OM_DFACE36)

    t = (U, "OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    d2 = (U, "I managed to fix it by installing the `nomkl` package (eg. conda install nomkl).", "u1")
    d3 = (U, "Maybe it should be added to the requirements file if others also have the same issue.", "u1")
    # The command quoted with the error it got (ruling before df37): a trap.
    rec(OM_MIDS4, [t], OM_B_MIDS, False, SAME, [], None, author="u1")
    rec(OM_MIDS4, [t, (U, OM_B_MIDS, "u1")], d2[1], True, "pronoun", ["it"], "I fixed MIDeepSeg's 'OMP: Error #15: libiomp5md.dll already initialized' by installing the nomkl package (conda install nomkl).", author="u1")
    rec(OM_MIDS4, [t, (U, OM_B_MIDS, "u1"), d2], d3[1], True, "pronoun", ["it", "the requirements file", "the same issue"], "Maybe nomkl should be added to MIDeepSeg's requirements file, if others also get 'OMP: Error #15: libiomp5md.dll already initialized'.", author="u1")
    rec(OM_MIDS4, [t, (U, OM_B_MIDS, "u1"), d2, d3], "Thanks for your suggestion, I will update it later,", True, "pronoun", ["your suggestion", "it"], "Thanks for suggesting nomkl for the libiomp5md.dll error; I will update MIDeepSeg's requirements file later.", author="u2")
    lend(OM_MIDS4, [t], OM_B_MSLOG, SAME, OM_MSAGENT175)

    t = (U, "OMP: Error #15: Initializing libiomp5md.dll ?", "u1")
    e1 = (U, "I'm using Windows 10, Everything works until the INVERSION step, \nI get this error: ", "u1")
    e2 = (U, "I've tried to add the `KMP_DUPLICATE_LIB_OK` as suggested to **TRUE** but it didn't solve the issue.", "u1")
    e3 = (U, "Can somebody please explain step-by-step the solution to this error? (I'm not a programmer) ", "u1")
    rec(OM_STIT22, [t], e1[1], True, "pronoun", ["the INVERSION step", "this error"], "On Windows 10, STIT works until the inversion step, where I get 'OMP: Error #15: Initializing libiomp5md.dll'.", author="u1")
    rec(OM_STIT22, [t, e1], e2[1], True, "ellipsis", ["it", "the issue"], "Setting KMP_DUPLICATE_LIB_OK to TRUE as suggested didn't solve STIT's 'OMP: Error #15: Initializing libiomp5md.dll' at the inversion step.", author="u1")
    rec(OM_STIT22, [t, e1, e2], e3[1], True, "pronoun", ["this error"], "Can somebody explain step by step how to solve STIT's 'OMP: Error #15: Initializing libiomp5md.dll' on Windows 10? I'm not a programmer.", author="u1")
    rec(OM_STIT22, [t, e1, e2, e3], "Thanks ahead for any help.", True, "ellipsis", [], "Thanks ahead for any help with STIT's 'OMP: Error #15: Initializing libiomp5md.dll' error.", author="u1")
    lend(OM_STIT22, [t], OM_B_COMICERR, SAME, OM_COMIC79)

    t = (U, "[Bug]: OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    f1 = (U, "I get this error after the first install .", "u1")
    f2 = (U, "### Where are you running the webui?\n\nWindows", "u1")
    rec(OM_SYGIL1828, [t], f1[1], True, "pronoun", ["this error"], "I get 'OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized' after the first install of sygil-webui.", author="u1")
    rec(OM_SYGIL1828, [t, f1], f2[1], True, "ellipsis", ["the webui"], "I run sygil-webui on Windows, where it fails with 'OMP: Error #15: libiomp5md.dll already initialized'.", author="u1")
    rec(OM_SYGIL1828, [t, f1, f2], "### What browsers are you seeing the problem on?\n\nChrome", True, "ellipsis", ["the problem"], "I see sygil-webui's 'OMP: Error #15' problem in Chrome.", author="u1")
    lend(OM_SYGIL1828, [t, f1], OM_B_MIDS, SAME, OM_MIDS4)

    t = (U, "Error #15: Initializing libiomp5md.dll", "u1")
    g1 = (U, "Thanks for the tutorial! I tried them today but the error \"StdErr from Kernel Process OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.\" appears everytime.", "u1")
    g2 = (U, "I've google it without any success. Do you have any recommendations?", "u1")
    g3 = (A, "@judirin Hi. Could you provide more details? Like what operation system you are using and when did you see this error?", "u2")
    g4 = (U, "1. I'm using Windows 10 Pro.", "u1")
    rec(OM_RLCARD1, [t], g1[1], True, "pronoun", ["them"], "I tried the rlcard tutorials today but 'StdErr from Kernel Process OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.' appears every time.", author="u1")
    rec(OM_RLCARD1, [t, g1], g2[1], True, "pronoun", ["it"], "I've googled the rlcard tutorial's 'OMP: Error #15' libiomp5md.dll error without success; do you have any recommendations?", author="u1")
    rec(OM_RLCARD1, [t, g1, g2], g3[1], True, "pronoun", ["this error"], "Which operating system are you using and when do you see the rlcard tutorial's 'OMP: Error #15' libiomp5md.dll error?", author="u2")
    # An answer in a complete first-person sentence naming its own subject (ruling before df36): a trap.
    rec(OM_RLCARD1, [t, g1, g2, g3], g4[1], False, SAME, [], None, author="u1")
    rec(OM_RLCARD1, [t, g1, g2, g3, g4], "2. It shows when I run the blackjack_dqn.ipynb code and I start to train and log the performance with Logger.", True, "pronoun", ["It"], "The 'OMP: Error #15' libiomp5md.dll error shows when I run rlcard-tutorial's blackjack_dqn.ipynb and start to train and log the performance with Logger.", author="u1")

    t = (U, "照着教程启动报错,libiomp5md.dll", "u1")
    h2 = (U, "win10, 12代intel cpu, 3070显卡", "u1")
    h3 = (A, "看起来是动态库冲突的问题，尝试设置环境变量 KMP_DUPLICATE_LIB_OK=TRUE 试试？", "u2")
    # The log names modelscope, the library printing it: a trap.
    rec(OM_MSAGENT175, [t], OM_B_MSLOG, False, SAME, [], None, author="u1")
    rec(OM_MSAGENT175, [t, (U, OM_B_MSLOG, "u1")], h2[1], True, "ellipsis", [], "ms-agent fails at start-up with 'OMP: Error #15: libiomp5md.dll already initialized' on Windows 10 with a 12th-gen Intel CPU and an RTX 3070.", author="u1")
    rec(OM_MSAGENT175, [t, (U, OM_B_MSLOG, "u1"), h2], h3[1], True, "ellipsis", [], "ms-agent's 'libiomp5md.dll already initialized' error looks like a dynamic library conflict; try setting the environment variable KMP_DUPLICATE_LIB_OK=TRUE.", author="u2")
    rec(OM_MSAGENT175, [t, (U, OM_B_MSLOG, "u1"), h2, h3], "长时间未响应，有问题重新开。", True, "ellipsis", [], "No response for a long time on ms-agent's libiomp5md.dll start-up error; reopen the issue if the problem remains.", author="u3")
    lend(OM_MSAGENT175, [t], OM_B_DFACE, SAME, OM_DFACE36)

    t = (U, "Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    p1 = (U, "I have tried The Following Fixes , please Help", "u1")
    p2 = (U, "import os\nos.environ['KMP_DUPLICATE_LIB_OK']='True'\n\nconda install nomkl\n\nolder version \nconda install matplotlib=2.2.3\n\npip install xgboost", "u1")
    rec(OM_OREMOTE43, [t], p1[1], True, "ellipsis", [], "I tried several fixes for or-objectdetection's 'Initializing libiomp5md.dll, but found libiomp5md.dll already initialized'; please help.", author="u1")
    # Measures already taken against the thread's error (ruling before df38): a follow-up.
    rec(OM_OREMOTE43, [t, p1], p2[1], True, "ellipsis", [], "Against or-objectdetection's libiomp5md.dll 'already initialized' error I tried KMP_DUPLICATE_LIB_OK=True, conda install nomkl, matplotlib 2.2.3 and pip install xgboost.", author="u1")
    rec(OM_OREMOTE43, [t, p1, p2], "Re-Installed TensorFlow, the issue seems to be solved for now", True, "ellipsis", ["the issue"], "Reinstalling TensorFlow seems to have solved or-objectdetection's libiomp5md.dll 'already initialized' error for now.", author="u1")

    t = (U, "KMP_DUPLICATE_LIB", "u1")
    q1 = (U, "Hi,\nTo make it work, I had to add the following:\n```\nimport os\nos.environ['KMP_DUPLICATE_LIB_OK']='True'\n\n```", "u1")
    q2 = (U, "Check the following link:\n[error 15 initializing-libiomp5md-dll](https://stackoverflow.com/questions/64209238/error-15-initializing-libiomp5md-dll-but-found-libiomp5md-dll-already-initial)", "u1")
    q3 = (A, "Hi. Can you explain what error message you got and the environment you used (OS, python version, conda?)? Any details would be helpful to reproduce this and eventually fix it.", "u2")
    rec(OM_LAPLACE56, [t], q1[1], True, "pronoun", ["it"], "To make Laplace work I had to set os.environ['KMP_DUPLICATE_LIB_OK']='True'.", author="u1")
    rec(OM_LAPLACE56, [t, q1], q2[1], True, "ellipsis", [], "See https://stackoverflow.com/questions/64209238/error-15-initializing-libiomp5md-dll-but-found-libiomp5md-dll-already-initial about the OMP error 15 Laplace needed KMP_DUPLICATE_LIB_OK for.", author="u1")
    rec(OM_LAPLACE56, [t, q1, q2], q3[1], True, "pronoun", ["this", "it"], "Which error message and environment (OS, Python version, conda) made Laplace need KMP_DUPLICATE_LIB_OK? Details would help reproduce and fix it.", author="u2")
    rec(OM_LAPLACE56, [t, q1, q2, q3], "Environment is:\nOS: Windows 10\nPython: 3.8.12\nConda: 4.10.3\ntorch: 1.8.1\nnumpy: 1.21.2", True, "ellipsis", [], "Laplace needed KMP_DUPLICATE_LIB_OK on Windows 10 with Python 3.8.12, conda 4.10.3, torch 1.8.1 and numpy 1.21.2.", author="u1")

    t = (U, "Remove dangerous workaround for multiple OpenMP libraries", "u1")
    r1 = (U, "In `engine.py` we have:\n\n```python\n# this needs to go in before importing torch\nos.environ[\"KMP_DUPLICATE_LIB_OK\"] = \"True\"\n```", "u1")
    r2 = (U, "It looks like this arises from Intel MKL.", "u1")
    r3 = (U, OM_B_UNSAFE, "u1")
    r4 = (U, "Not ideal. I presume this arises in Conda environments.", "u1")
    rec(OM_NBI32, [t], r1[1], True, "ellipsis", [], "nbi's engine.py sets os.environ[\"KMP_DUPLICATE_LIB_OK\"] = \"True\" before importing torch, a dangerous workaround for multiple OpenMP libraries.", author="u1")
    rec(OM_NBI32, [t, r1], r2[1], True, "pronoun", ["this"], "The duplicate OpenMP runtime nbi works around with KMP_DUPLICATE_LIB_OK looks like it comes from Intel MKL.", author="u1")
    # The runtime's own warning, a general claim naming its subject: a trap in its own thread.
    rec(OM_NBI32, [t, r1, r2], r3[1], False, SAME, [], None, author="u1")
    rec(OM_NBI32, [t, r1, r2, r3], r4[1], True, "pronoun", ["this"], "Setting KMP_DUPLICATE_LIB_OK in nbi is not ideal; I presume the duplicate OpenMP runtime arises in Conda environments.", author="u1")
    rec(OM_NBI32, [t, r1, r2, r3, r4], "Another user had this problem with Matplotlib, which they could solve by importing matplotlib at a different stage of the script, once training was done:", True, "pronoun", ["this problem", "the script"], "Another user solved the duplicate OpenMP runtime error with Matplotlib by importing matplotlib later in the script, after training.", author="u1")
    rec(OM_NBI32, [t, r1, r2, r3, r4, (U, "Another user had this problem with Matplotlib, which they could solve by importing matplotlib at a different stage of the script, once training was done:", "u1")], "I will test this once I have hands on an Intel machine", True, "pronoun", ["this"], "I will test removing nbi's KMP_DUPLICATE_LIB_OK workaround once I have an Intel machine.", author="u2")

    t = (U, "OMP: Error #15: Initializing libiomp5md.dll", "u1")
    s1 = (U, "Running on windows. When metapredict is imported together with matplotlib, an error is produced when any plotting function is called, and the kernel crashes and requires a restart:", "u1")
    s2 = (U, "The workaround I have is to run the following line before the script executes:\n\n```\nimport os\nos.environ[\"KMP_DUPLICATE_LIB_OK\"]=\"TRUE\"\n```", "u1")
    s3 = (U, "it works fine, but probably other people will have this issue as well. it's very reproducible.", "u1")
    rec(OM_METAP6, [t], s1[1], True, "ellipsis", ["an error"], "On Windows, importing metapredict together with matplotlib makes any plotting call raise 'OMP: Error #15: Initializing libiomp5md.dll' and crash the kernel.", author="u1")
    rec(OM_METAP6, [t, s1], s2[1], True, "ellipsis", ["the script"], "My workaround for metapredict's OMP Error #15 with matplotlib: set os.environ[\"KMP_DUPLICATE_LIB_OK\"]=\"TRUE\" before the script runs.", author="u1")
    rec(OM_METAP6, [t, s1, s2], s3[1], True, "pronoun", ["it", "this issue"], "KMP_DUPLICATE_LIB_OK works, but other metapredict users will likely hit the OMP Error #15 with matplotlib too; it's very reproducible.", author="u1")
    rec(OM_METAP6, [t, s1, s2, s3], "Hi Shaharsu - \nThis is a known problem with metapredict. In our ReadMe.md, we have a section on how to deal with it", True, "pronoun", ["This", "it"], "The OMP Error #15 with matplotlib is a known metapredict problem; metapredict's ReadMe.md has a section on dealing with it.", author="u2")

    t = (U, "OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.", "u1")
    v1 = (U, "when i run it i get this error \"OMP: Error #15: Initializing libiomp5md.dll, but found libiomp5md.dll already initialized.\"\nany one can help thnks", "u1")
    v2 = (U, "it's just  add this two line in main.py\nimport os \nos.environ[\"KMP_DUPLICATE_LIB_OK\"]=\"TRUE\"\n\nand install numpy 1.18", "u1")
    v3 = (A, "Thanks for reporting this.\nIt looks like you've already solved the issue yourself. And it seems to be a problem with the dependency libraries or the Python environment.", "u2")
    # The OMP error quoted in full, "this error" pointing at it inside the message (ruling before df37): a trap.
    rec(OM_MPII18, [t], v1[1], False, SELF, [], None, author="u1")
    rec(OM_MPII18, [t, v1], v2[1], True, "ellipsis", ["this two line"], "Fix pytorch_mpiigaze_demo's OMP Error #15 by adding import os and os.environ[\"KMP_DUPLICATE_LIB_OK\"]=\"TRUE\" to main.py and installing numpy 1.18.", author="u1")
    rec(OM_MPII18, [t, v1, v2], v3[1], True, "pronoun", ["this", "the issue"], "You've solved pytorch_mpiigaze_demo's OMP Error #15 yourself; it seems to be a problem with the dependency libraries or the Python environment.", author="u2")
    rec(OM_MPII18, [t, v1, v2, v3], "yes it is", True, "ellipsis", [], "Yes, pytorch_mpiigaze_demo's OMP Error #15 was a dependency or environment problem.", author="u1")


# ---- Qt apps on Linux that cannot start: "qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though it was found.", libxcb-xinerama0, libxcb-cursor0 ----
QX_LABELGO24 = GH + "cnyvfang/labelGo/issues/24"
QX_SCREENPEN8 = GH + "rsusik/screenpen/issues/8"
QX_IMD136 = GH + "TeamTernate/infinite-music-discs/issues/136"
QX_RMVIEW101 = GH + "bordaigorl/rmview/issues/101"
QX_CNAPY554 = GH + "cnapy-org/CNApy/issues/554"
QX_APPIMG703 = GH + "AppImage/appimage.github.io/issues/703"
QX_SVGC9 = GH + "RazrFalcon/svgcleaner-gui/issues/9"
QX_EXOS66 = GH + "3fon3fonov/exostriker/issues/66"
QX_RYVEN142 = GH + "leon-thomm/Ryven/issues/142"
QX_LUNII18 = GH + "o-daneel/Lunii.QT/issues/18"
QX_H264N2 = GH + "shi-yan/H264Naked/issues/2"
QX_KANVAS1 = GH + "WithSecureOpenSource/Kanvas/issues/1"
QX_B_ERR = "qt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.\nThis application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem."
QX_B_CURSOR = "qt.qpa.plugin: From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin."
QX_B_SVGERR = "This application failed to start because it could not find or load the Qt platform plugin \"xcb\"\nin \"\".\n\nAvailable platform plugins are: xcb."
QX_B_EXOS = "On a new Ubuntu 20.04, after successful install via pip:\n\n$ python3 exostriker_gui.py \nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found."
QX_B_IMD = "sqd@sqd-aspire:~/imd$ ./imd-gui \nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.\nThis application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem."
QX_B_CNAPY = "At least under some Xubuntu versions, we might get the following error:\nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found."
QX_RYVENLOG = "ryven\nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.\nThis application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.\nAvailable platform plugins are: eglfs, minimal, minimalegl, offscreen, vnc, xcb.\nAborted (core dumped)"
QX_H264ERR = "This application failed to start because it could not find or load the Qt platform plugin \"xcb\".\n\nReinstalling the application may fix this problem.\nAborted"


def _qtxcb(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "在Ubuntu18下使用出现这个问题,请问怎么解决?", "u1")
    # Qt's loader line names Qt, which prints it ("qt.qpa.plugin", "Qt platform plugin"): a trap (ruling before df39).
    rec(QX_LABELGO24, [t], QX_B_ERR, False, SAME, [], None, author="u1")
    lend(QX_LABELGO24, [t], QX_B_CURSOR, SAME, QX_KANVAS1)
    lend(QX_LABELGO24, [t], QX_B_EXOS, SAME, QX_EXOS66)

    t = (U, "Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.", "u1")
    a1 = (U, "### Issue qt.qpa.plugin\n### PlatForm/OS : Ubuntu 20.04", "u1")
    a3 = (A, "Hi, it seems that the issue is with your system, not the application itself. You may try `sudo apt-get install libxcb-xinerama0` as suggested here: https://forum.qt.io/topic/93247/qt-qpa-plugin-could-not-load-the-qt-platform-plugin-xcb-in-even-though-it-was-found/16", "u2")
    rec(QX_SCREENPEN8, [t], a1[1], True, "ellipsis", [], "screenpen fails with qt.qpa.plugin's 'Could not load the Qt platform plugin \"xcb\"' on Ubuntu 20.04.", author="u1")
    rec(QX_SCREENPEN8, [t, a1], QX_B_ERR, False, SAME, [], None, author="u1")
    rec(QX_SCREENPEN8, [t, a1, (U, QX_B_ERR, "u1")], a3[1], True, "pronoun", ["the issue", "the application"], "screenpen's 'Could not load the Qt platform plugin \"xcb\"' on Ubuntu 20.04 seems to be an issue with your system, not screenpen; try `sudo apt-get install libxcb-xinerama0` as suggested at https://forum.qt.io/topic/93247/qt-qpa-plugin-could-not-load-the-qt-platform-plugin-xcb-in-even-though-it-was-found/16", author="u2")
    rec(QX_SCREENPEN8, [t, a1, (U, QX_B_ERR, "u1"), a3], "issue solved", True, "ellipsis", [], "Installing libxcb-xinerama0 solved screenpen's 'Could not load the Qt platform plugin \"xcb\"' issue.", author="u1")

    t = (U, "[Solved] Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.", "u1")
    b1 = (U, "Hi, I have used this program long ago on windows and it had worked perfectly fine but this is my first time trying it on linux and it seems to not work.", "u1")
    b2 = (U, "I've searched how to fix this error in countless websites and still do not know how to fix this problem.", "u1")
    b3 = (U, "When I download the binary from releases or run it from source code (after installing the requirements) and run it, this is what I get:", "u1")
    rec(QX_IMD136, [t], b1[1], True, "pronoun", ["this program", "it"], "infinite-music-discs worked fine on Windows long ago, but my first try on Linux fails with 'Could not load the Qt platform plugin \"xcb\"'.", author="u1")
    rec(QX_IMD136, [t, b1], b2[1], True, "pronoun", ["this error", "this problem"], "I've searched countless websites for how to fix infinite-music-discs' 'Could not load the Qt platform plugin \"xcb\"' on Linux and still don't know how.", author="u1")
    rec(QX_IMD136, [t, b1, b2], b3[1], True, "pronoun", ["the binary", "it"], "Whether I download infinite-music-discs' binary from the releases or run it from source after installing the requirements, I get 'Could not load the Qt platform plugin \"xcb\"'.", author="u1")
    # The command quoted with its output (ruling before df37): a trap.
    rec(QX_IMD136, [t, b1, b2, b3], QX_B_IMD, False, SAME, [], None, author="u1")
    lend(QX_IMD136, [t], QX_B_SVGERR, SAME, QX_SVGC9)

    t = (U, "rmview can't load xcb", "u1")
    rec(QX_RMVIEW101, [t], QX_B_ERR, False, SAME, [], None, author="u1")
    rec(QX_RMVIEW101, [t, (U, QX_B_ERR, "u1")], "Solved in my case with sudo apt-get install --reinstall libxcb-xinerama0 (ubuntu 20+, apparently).", True, "ellipsis", [], "rmview's 'Could not load the Qt platform plugin \"xcb\"' was solved in my case with sudo apt-get install --reinstall libxcb-xinerama0 (Ubuntu 20+, apparently).", author="u1")
    lend(QX_RMVIEW101, [t], QX_B_CNAPY, SAME, QX_CNAPY554)

    t = (U, "XCB error", "u1")
    # Names the Qt error in full; "we" are anyone running it under Xubuntu (rule 1): a trap.
    rec(QX_CNAPY554, [t], QX_B_CNAPY, False, SAME, [], None, author="u1")
    rec(QX_CNAPY554, [t, (U, QX_B_CNAPY, "u1")], "There are distribution-specific solutions to mitigate this (https://stackoverflow.com/questions/68036484/qt-qpa-plugin-could-not-load-the-qt-platform-plugin-xcb-in-even-though-it) which are out of scope for our project, but we should document them", True, "pronoun", ["this", "our project", "them"], "There are distribution-specific fixes for 'Could not load the Qt platform plugin \"xcb\"' under Xubuntu (https://stackoverflow.com/questions/68036484/qt-qpa-plugin-could-not-load-the-qt-platform-plugin-xcb-in-even-though-it); they are out of CNApy's scope, but CNApy should document them.", author="u1")
    lend(QX_CNAPY554, [t], QX_B_IMD, SAME, QX_IMD136)

    t = (U, "qt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.", "u1")
    e1 = (U, "Hi,\nI'm trying to create a file for a simple application, but i'm getting this error and Travis CI checks fails:", "u1")
    e2 = (U, "Any hints?", "u1")
    rec(QX_APPIMG703, [t], e1[1], True, "pronoun", ["this error"], "I'm creating an appimage.github.io file for a simple application, but Travis CI checks fail with 'Could not load the Qt platform plugin \"xcb\"'.", author="u1")
    rec(QX_APPIMG703, [t, e1], e2[1], True, "ellipsis", [], "Any hints for appimage.github.io's Travis CI check failing with 'Could not load the Qt platform plugin \"xcb\"'?", author="u1")
    rec(QX_APPIMG703, [t, e1, e2], "Please follow exactly https://github.com/probonopd/linuxdeployqt/#using-linuxdeployqt-with-travis-ci and please open an issue there if you still run into trouble.", True, "ellipsis", [], "To fix the xcb platform plugin error in appimage.github.io's Travis CI check, follow https://github.com/probonopd/linuxdeployqt/#using-linuxdeployqt-with-travis-ci exactly, and open an issue there if it still fails.", author="u2")
    lend(QX_APPIMG703, [t, e1], QX_B_CURSOR, SAME, QX_KANVAS1)

    t = (U, "xcb plugin?", "u1")
    f1 = (U, "Downloaded the latest Linux release - tried to run the GUI on Ubuntu 14.04.  Received this error message.", "u1")
    f3 = (U, "Which magical `apt-get` commands do I need to invoke to get the GUI working?", "u1")
    f4 = (A, "Try installing `libxcb-xinerama0`.", "u2")
    f5 = (U, "That did the trick - thanks!", "u1")
    h = [t, f1, (U, QX_B_SVGERR, "u1")]
    rec(QX_SVGC9, [t], f1[1], True, "pronoun", ["the latest Linux release", "the GUI", "this error message"], "I downloaded svgcleaner-gui's latest Linux release and running it on Ubuntu 14.04 gives an xcb plugin error.", author="u1")
    rec(QX_SVGC9, [t, f1], QX_B_SVGERR, False, SAME, [], None, author="u1")
    rec(QX_SVGC9, h, f3[1], True, "pronoun", ["the GUI"], "Which apt-get packages do I need to install to get svgcleaner-gui working on Ubuntu 14.04, where it cannot load the Qt platform plugin \"xcb\"?", author="u1")
    rec(QX_SVGC9, [*h, f3], f4[1], True, "ellipsis", [], "Try installing libxcb-xinerama0 to fix svgcleaner-gui's 'could not find or load the Qt platform plugin \"xcb\"'.", author="u2")
    rec(QX_SVGC9, [*h, f3, f4], f5[1], True, "pronoun", ["That"], "Installing libxcb-xinerama0 fixed svgcleaner-gui's xcb plugin error, thanks!", author="u1")
    rec(QX_SVGC9, [*h, f3, f4, f5], "Well, I should mention this somewhere...", True, "pronoun", ["this"], "I should document somewhere that svgcleaner-gui needs libxcb-xinerama0 on Ubuntu.", author="u2")

    t = (U, "Could not load the Qt platform plugin \"xcb\" on Ubuntu 20.04", "u1")
    rec(QX_EXOS66, [t], QX_B_EXOS, False, SAME, [], None, author="u1")
    # A bare fix (ruling before df38): what it fixes is only the thread's.
    rec(QX_EXOS66, [t, (U, QX_B_EXOS, "u1")], "For Ubuntu  distributions the fix seems to be:\n\n$ sudo apt-get install --reinstall libxcb-xinerama0", True, "ellipsis", ["the fix"], "On Ubuntu, the fix for exostriker's 'Could not load the Qt platform plugin \"xcb\"' seems to be sudo apt-get install --reinstall libxcb-xinerama0.", author="u1")
    lend(QX_EXOS66, [t], QX_B_ERR, SAME, QX_LABELGO24)

    t = (U, "Qt platform plugin \"xcb\"", "u1")
    g1 = (U, QX_RYVENLOG, "u1")
    g2 = (U, " I have tried for two days to get the plug in to work\nUbuntu 20.04", "u1")
    g3 = (U, "I have the same issue when using WSL2.", "u2")
    g4 = (U, "On the same version of ubuntu (20.04), managed to fix it with\n\n`sudo apt-get install libxcb-xinerama0`\n\nso looks like a library was missing", "u3")
    rec(QX_RYVEN142, [t], g1[1], False, SAME, [], None, author="u1")
    rec(QX_RYVEN142, [t, g1], g2[1], True, "ellipsis", ["the plug in"], "I have tried for two days to get Ryven's Qt xcb platform plugin to load on Ubuntu 20.04.", author="u1")
    rec(QX_RYVEN142, [t, g1, g2], g3[1], True, "ellipsis", ["the same issue"], "I have Ryven's 'Could not load the Qt platform plugin \"xcb\"' issue when using WSL2 too.", author="u2")
    rec(QX_RYVEN142, [t, g1, g2, g3], g4[1], True, "pronoun", ["the same version of ubuntu", "it"], "On Ubuntu 20.04 I fixed Ryven's xcb platform plugin error with `sudo apt-get install libxcb-xinerama0`, so a library was missing.", author="u3")
    rec(QX_RYVEN142, [t, g1, g2, g3, g4], "unfortunately I'm not skilled enough at this to properly diagnose which component is missing and just tried a bunch of xcb libraries till I got lucky with this one so maybe it works maybe it won't.", True, "pronoun", ["this one"], "I can't properly diagnose which component Ryven's xcb plugin error is missing; I tried xcb libraries until libxcb-xinerama0 worked, so it may or may not work for you.", author="u3")
    lend(QX_RYVEN142, [t], QX_B_SVGERR, SAME, QX_SVGC9)

    t = (U, "Linux: This application failed to start because no Qt platform plugin could be initialized", "u1")
    i1 = (U, "On a fresh debian 12 install, the program doesn't run:", "u1")
    i3 = (U, "The solution is to install this package:\n```\nsudo apt install libxcb-cursor0\n```", "u1")
    i4 = (U, "This can be added in the wiki for new users", "u1")
    rec(QX_LUNII18, [t], i1[1], True, "pronoun", ["the program"], "On a fresh Debian 12 install, Lunii.QT doesn't run: no Qt platform plugin could be initialized.", author="u1")
    rec(QX_LUNII18, [t, i1], QX_B_ERR, False, SAME, [], None, author="u1")
    rec(QX_LUNII18, [t, i1, (U, QX_B_ERR, "u1")], i3[1], True, "ellipsis", ["The solution"], "The solution to Lunii.QT's 'Could not load the Qt platform plugin \"xcb\"' on Debian 12 is to install libxcb-cursor0 (sudo apt install libxcb-cursor0).", author="u1")
    rec(QX_LUNII18, [t, i1, (U, QX_B_ERR, "u1"), i3], i4[1], True, "pronoun", ["This", "the wiki"], "Installing libxcb-cursor0 on Debian 12 can be added to Lunii.QT's wiki for new users.", author="u1")
    rec(QX_LUNII18, [t, i1, (U, QX_B_ERR, "u1"), i3, i4], "added in README", True, "ellipsis", [], "The libxcb-cursor0 requirement for Lunii.QT on Debian 12 was added to its README.", author="u2")

    t = (U, "Failing to start release on Debian", "u1")
    j1 = (U, QX_H264ERR, "u1")
    j2 = (U, "lld reveals that libX11-xcb.so.1 => /usr/lib/x86_64-linux-gnu/libX11-xcb.so.1 (0x00007f2f4bcfb000) xcb is indeed being loaded.", "u1")
    j3 = (U, "I have the exact same problem ! Please let me know if there is any other step to be followed to make the application work, I am trying to get this work on a fedora 23 box and ldd as mentioned in the above case reveals no red flags.", "u2")
    j4 = (U, "@sanmathigb.\nEnded up using another soft.  Though this one looks better in terms of features.", "u1")
    j5 = (A, "this is because Qt can't load its platform plugin.", "u3")
    rec(QX_H264N2, [t], j1[1], False, SAME, [], None, author="u1")
    rec(QX_H264N2, [t, j1], j2[1], True, "ellipsis", [], "ldd shows libX11-xcb.so.1 is loaded, yet H264Naked's Debian release still fails to load the Qt platform plugin \"xcb\".", author="u1")
    rec(QX_H264N2, [t, j1, j2], j3[1], True, "ellipsis", ["the exact same problem", "the application", "the above case"], "H264Naked fails to start with the Qt xcb platform plugin error on my Fedora 23 box too, and ldd shows no red flags; is there any other step to make it work?", author="u2")
    rec(QX_H264N2, [t, j1, j2, j3], j4[1], True, "pronoun", ["this one"], "I ended up using other software than H264Naked, though H264Naked looks better in terms of features.", author="u1")
    rec(QX_H264N2, [t, j1, j2, j3, j4], j5[1], True, "pronoun", ["this"], "H264Naked's release fails to start on Debian because Qt can't load its platform plugin.", author="u3")
    rec(QX_H264N2, [t, j1, j2, j3, j4, j5], "@shi-yan  Well, I see the same error. I tried your steps. But end up with the same error again..", True, "ellipsis", ["the same error", "your steps"], "I tried the suggested QT_QPA_PLATFORM_PLUGIN_PATH steps, but H264Naked still fails to load the Qt platform plugin \"xcb\".", author="u4")

    t = (U, "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin - SOLVED", "u1")
    k1 = (U, "Hi,\nfollowing the steps in Ubuntu failed with the error:", "u1")
    k2 = (U, QX_B_CURSOR, "u1")
    rec(QX_KANVAS1, [t], k1[1], True, "pronoun", ["the steps", "the error"], "Following Kanvas's install steps on Ubuntu failed with 'From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin'.", author="u1")
    rec(QX_KANVAS1, [t, k1], k2[1], False, SAME, [], None, author="u1")
    rec(QX_KANVAS1, [t, k1, k2], "I solved it installing\n\n`sudo apt-get install -y libxcb-cursor-dev`", True, "pronoun", ["it"], "I solved Kanvas's Qt xcb platform plugin error on Ubuntu by installing libxcb-cursor-dev (sudo apt-get install -y libxcb-cursor-dev).", author="u1")
    lend(QX_KANVAS1, [t], QX_B_EXOS, SAME, QX_EXOS66)


# ---- NumPy 1.24's removed aliases: "AttributeError: module 'numpy' has no attribute 'float'", "`np.float` was a deprecated alias for the builtin `float`", numpy<1.24, np.float64 ----
NF_ROSNP36 = GH + "eric-wieser/ros_numpy/pull/36"
NF_NOISE102 = GH + "timsainb/noisereduce/issues/102"
NF_THUML253 = GH + "thuml/Transfer-Learning-Library/issues/253"
NF_OPENPMD89 = GH + "ChristopherMayes/openPMD-beamphysics/pull/89"
NF_MPLST46 = GH + "joferkington/mplstereonet/issues/46"
NF_FSML7 = GH + "solegalli/feature-selection-for-machine-learning/pull/7"
NF_ASFF8 = GH + "csxmli2016/ASFFNet512/issues/8"
NF_AIWAIFU69 = GH + "HRNPH/AIwaifu/issues/69"
NF_UVR7 = GH + "AIFSH/ComfyUI-UVR5/issues/7"
NF_CHAID133 = GH + "Rambatino/CHAID/issues/133"
NF_SHINE4 = GH + "naver/shine/pull/4"
NF_B_MSG = "AttributeError: module 'numpy' has no attribute 'float'.\n`np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64` here."
NF_B_MPL = "`np.float` has been deprecated in favor of `np.float64`, see https://numpy.org/doc/stable/release/1.20.0-notes.html#using-the-aliases-of-builtin-types-like-np-int-is-deprecated."
NF_B_SHINE = "np.float was a deprecated alias for the builtin float."
NF_B_FSML = "np.float() gives AttributeError"
NF_B_ASFF = "(net) C:\\Users\\leolo\\ASFFNet512>python main_test.py -s ./TestExamples/TestLists.txt -d ./TestExamples/TestResults\nUsing device : cpu\nModel params : 23.63M\nRestoring i1.png\nTraceback (most recent call last):\n  File \"main_test.py\", line 159, in <module>\n    optimal_ref_landmarks, optimal_ref_path = optimal_reference_selection(lq_landmarks, land_path)"
NF_ALIAS = "`np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64` here."
NF_CHAIDLOC = "**Location of Error**\nFile ~/.local/lib/python3.8/site-packages/CHAID/column.py:131, in NominalColumn.substitute_values(self, vect)"


def _npfloat(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Fix for AttributeError: module 'numpy' has no attribute 'float'.", "u1")
    # Alone after the title, "this error" is the title's AttributeError: a follow-up (with the AttributeError line above it, NF_B_MSG, the same words point inside: a trap).
    rec(NF_ROSNP36, [t], NF_ALIAS, True, "pronoun", ["this error", "here"], "np.float was a deprecated alias for the builtin float; to avoid ros_numpy's 'AttributeError: module 'numpy' has no attribute 'float'', use float by itself (safe, same behavior), or np.float64 where the NumPy scalar type was meant.", author="u1")
    lend(NF_ROSNP36, [t], NF_B_SHINE, SAME, NF_SHINE4)
    lend(NF_ROSNP36, [t], NF_B_ASFF, SAME, NF_ASFF8)

    t = (U, "module 'numpy' has no attribute 'float',The aliases was originally deprecated in NumPy 1.20", "u1")
    # The AttributeError names numpy, which raises it, and "this error" points inside the message: a trap.
    rec(NF_NOISE102, [t], NF_B_MSG, False, SELF, [], None, author="u1")
    rec(NF_NOISE102, [t, (U, NF_B_MSG, "u1")], "已解决，发现是reducenoise中引用的librosa库导致的，升级librosa到 0.10.1问题已解决。", True, "ellipsis", [], "Solved noisereduce's 'module numpy has no attribute float': it was caused by the librosa library that reduce_noise imports; upgrading librosa to 0.10.1 fixed it.", author="u1")
    lend(NF_NOISE102, [t], NF_B_MPL, SAME, NF_MPLST46)

    t = (U, "numpy版本更新后np.float弃用", "u1")
    b2 = (U, "I meet this problem, too", "u2")
    rec(NF_THUML253, [t], NF_B_MSG, False, SELF, [], None, author="u1")
    rec(NF_THUML253, [t, (U, NF_B_MSG, "u1")], b2[1], True, "pronoun", ["this problem"], "I also hit Transfer-Learning-Library's 'AttributeError: module numpy has no attribute float' after updating NumPy.", author="u2")
    rec(NF_THUML253, [t, (U, NF_B_MSG, "u1"), b2], "Thanks for pointing this out. You can modify it locally.", True, "pronoun", ["this", "it"], "Thanks for pointing out Transfer-Learning-Library's use of the removed np.float; you can change it to float locally.", author="u3")
    lend(NF_THUML253, [t], NF_B_FSML, SAME, NF_FSML7)

    t = (U, "FIX: np.float deprecated in 1.2 and removed in 2", "u1")
    rec(NF_OPENPMD89, [t], NF_B_MSG, False, SELF, [], None, author="u1")
    lend(NF_OPENPMD89, [t], NF_B_MPL, SAME, NF_MPLST46)
    lend(NF_OPENPMD89, [t], NF_B_ASFF, SAME, NF_ASFF8)

    t = (U, "AttributeError: module 'numpy' has no attribute 'float'", "u1")
    # A general claim naming np.float and np.float64 in full: a trap in its own thread.
    rec(NF_MPLST46, [t], NF_B_MPL, False, SAME, [], None, author="u1")
    lend(NF_MPLST46, [t], NF_B_SHINE, SAME, NF_SHINE4)

    t = (U, "change np.float() to float() to avoid python warning after numpy deprecation", "u1")
    rec(NF_FSML7, [t], NF_B_FSML, False, SAME, [], None, author="u1")
    rec(NF_FSML7, [t, (U, NF_B_FSML, "u1")], "Thank you @ganeshkamath89 !!", True, "ellipsis", [], "Thank you for changing np.float() to float() in feature-selection-for-machine-learning!", author="u2")
    lend(NF_FSML7, [t], NF_B_MSG, SELF, NF_NOISE102)

    t = (U, "numpy' has no attribute 'float", "u1")
    # The command quoted with its traceback (ruling before df37): a trap.
    rec(NF_ASFF8, [t], NF_B_ASFF, False, SAME, [], None, author="u1")
    rec(NF_ASFF8, [t, (U, NF_B_ASFF, "u1")], "solved with `pip install \"numpy<1.24\"`", True, "ellipsis", [], "ASFFNet512's 'module numpy has no attribute float' is solved with pip install \"numpy<1.24\".", author="u1")
    lend(NF_ASFF8, [t], NF_B_SHINE, SAME, NF_SHINE4)

    t = (U, "NumPy float deprecation", "u1")
    rec(NF_AIWAIFU69, [t], NF_B_MSG, False, SELF, [], None, author="u1")
    rec(NF_AIWAIFU69, [t, (U, NF_B_MSG, "u1")], "can u try downgrading numpy temporary solving this?", True, "pronoun", ["this"], "Can you try downgrading NumPy as a temporary fix for AIwaifu's 'module numpy has no attribute float'?", author="u2")
    lend(NF_AIWAIFU69, [t], NF_B_FSML, SAME, NF_FSML7)

    t = (U, "module 'numpy' has no attribute 'float'. `np.float` was a deprecated alias for the builtin `float`.", "u1")
    rec(NF_UVR7, [t], "this is what i get when i que the node. I have NumPy 1.26.4", True, "pronoun", ["this", "the node"], "ComfyUI-UVR5's node fails with 'module numpy has no attribute float' when I queue it; I have NumPy 1.26.4.", author="u1")
    lend(NF_UVR7, [t], NF_B_MPL, SAME, NF_MPLST46)
    lend(NF_UVR7, [t], NF_B_ASFF, SAME, NF_ASFF8)

    t = (U, "np.float is deprecated", "u1")
    c1 = (U, NF_B_MSG, "u1")
    rec(NF_CHAID133, [t], c1[1], False, SELF, [], None, author="u1")
    # Names the project's own module (CHAID/column.py) in full: a trap.
    rec(NF_CHAID133, [t, c1], NF_CHAIDLOC, False, SAME, [], None, author="u1")
    rec(NF_CHAID133, [t, c1, (U, NF_CHAIDLOC, "u1")], "This has been fixed and will be released in the new version", True, "pronoun", ["This", "the new version"], "CHAID's use of the removed np.float (column.py line 131) has been fixed and will be released in CHAID's next version.", author="u2")

    t = (U, "np.float -> float", "u1")
    d2 = (A, "Hi! Thanks for the request! I think as long as the user keep `numpy==1.22.0` as specified in the .yml file, this error won't occur.", "u2")
    rec(NF_SHINE4, [t], NF_B_SHINE, False, SAME, [], None, author="u1")
    rec(NF_SHINE4, [t, (U, NF_B_SHINE, "u1")], d2[1], True, "pronoun", ["the request", "the .yml file", "this error"], "As long as users keep numpy==1.22.0 as specified in shine's .yml environment file, the np.float AttributeError won't occur.", author="u2")
    rec(NF_SHINE4, [t, (U, NF_B_SHINE, "u1"), d2], "Thank you:)", True, "ellipsis", [], "Thank you for explaining that shine pins numpy==1.22.0, so np.float still works there.", author="u1")
    lend(NF_SHINE4, [t], NF_B_MPL, SAME, NF_MPLST46)


# ---- Selenium with a ChromeDriver for another Chrome: "session not created: This version of ChromeDriver only supports Chrome version N", "Current browser version is ...", webdriver managers ----
CD_WDM478 = GH + "bonigarcia/webdrivermanager/issues/478"
CD_WDM402 = GH + "bonigarcia/webdrivermanager/issues/402"
CD_WDM342 = GH + "bonigarcia/webdrivermanager/issues/342"
CD_CDBIN14 = GH + "danielkaiser/python-chromedriver-binary/issues/14"
CD_HELIUM103 = GH + "mherrmann/helium/issues/103"
CD_HELIUM89 = GH + "mherrmann/helium/issues/89"
CD_JSAK69 = GH + "jsakamoto/nupkg-selenium-webdriver-chromedriver/issues/69"
CD_WSENDER4 = GH + "MuhammadHassanRazaa/WhatsAppSender/issues/4"
CD_BLACKLIGHT2090 = GH + "projectblacklight/blacklight/pull/2090"
CD_LEET3 = GH + "dhananjay1210/Leetcode-Downloader/issues/3"
CD_PYWA56 = GH + "shauryauppal/PyWhatsapp/issues/56"
CD_LOXS98 = GH + "coffinxp/loxs/issues/98"
CD_CRAWL64 = GH + "unclecode/crawl4ai/pull/64"
CD_ESET170 = GH + "rzc0d3r/ESET-KeyGen/issues/170"
CD_SWAG2 = GH + "gui3412/SwagBucksBot/issues/2"
CD_ANGWDM512 = GH + "angular/webdriver-manager/issues/512"
CD_B_83 = "session not created: This version of ChromeDriver only supports Chrome version 83"
CD_B_SWAG = "selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 94\nCurrent browser version is 96.0.4664.45 with binary path C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"
CD_B_LOXS = "selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 114\nCurrent browser version is 135.0.7049.52 with binary path /usr/bin/chromium"
CD_B_HELIUM = "Message: session not created: This version of ChromeDriver only supports Chrome version 89\nCurrent browser version is 112.0.5615.50"
CD_B_ANG = "I have test setup that run through Jenkins CLI on os.name: 'Linux', os.arch: 'amd64', os.version: '3.10.0-1160.62.1.el7.x86_64', java.version: '1.8.0_322'  and chromium-browser - Current browser version is 99.0.4844.84 with binary path /usr/bin/chromium-browser, the browser is set to auto update so I am using Webdriver manager to handle the browser versions, but whenever the test starts the webdriver manager downloads the 101 version only."
CD_WDM478ERR = "SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 83"
CD_CDBINERR = "Tried running it. Got this error\n'''\nselenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 85\n'''"
CD_HELIUM89ERR = "selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 89\nCurrent browser version is 103.0.5060.134 with binary path C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe\n\nHow to fix this? anyone know?"
CD_JSAKERR = "I started getting this error today System.InvalidOperationException: session not created: This version of ChromeDriver only supports Chrome version 78 (SessionNotCreated)"
CD_BLLOG = "```\nSelenium::WebDriver::Error::SessionNotCreatedError:\n       session not created: This version of ChromeDriver only supports Chrome version 74\n         (Driver info: chromedriver=74.0.3729.6 (255758eccf3d244491b8a1317aa76e1ce10d57e9-refs/branch-heads/3729@{#29}),platform=Linux 4.15.0-1026-gcp x86_64)\n```"
CD_PYWAERR = "I have a problem \"selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports **Chrome version 77**\"."
CD_ESETLOG = "[  INFO  ] Initializing chrome-webdriver for Windows\n\nDevTools listening on ws://127.0.0.1:55637/devtools/browser/7db41d91-c58f-4c66-b436-8686fea81db9\n[ FAILED ] Traceback (most recent call last):\n  File \"main.py\", line 903, in <module>\n  File \"main.py\", line 314, in initSeleniumWebDriver"
CD_WDMLOG = "java.lang.ExceptionInInitializerError\nCaused by: io.github.bonigarcia.wdm.config.WebDriverManagerException: java.lang.NumberFormatException: For input string: \"public\""


def _chromedriver(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 83", "u1")
    a2 = (U, "@bonigarcia I also saw this issue. The machine it was running on was running Chrome 81, but by some reason webdrivermanager downloaded the driver for 83.", "u2")
    # ChromeDriver's message names ChromeDriver, which prints it: a trap (ruling before df39).
    rec(CD_WDM478, [t], CD_WDM478ERR, False, SAME, [], None, author="u1")
    rec(CD_WDM478, [t, (U, CD_WDM478ERR, "u1")], a2[1], True, "pronoun", ["this issue", "it"], "I also saw WebDriverManager's 'This version of ChromeDriver only supports Chrome version 83': the machine ran Chrome 81, but webdrivermanager downloaded the driver for 83.", author="u2")
    rec(CD_WDM478, [t, (U, CD_WDM478ERR, "u1"), a2], "So this seems to be a valid issue, although clumsily expressed by op.", True, "pronoun", ["this"], "So WebDriverManager downloading ChromeDriver 83 for Chrome 81 seems to be a valid issue, although the opener expressed it clumsily.", author="u2")
    lend(CD_WDM478, [t], CD_B_SWAG, SAME, CD_SWAG2)

    t = (U, "session not created: This version of ChromeDriver only supports Chrome version 79", "u1")
    rec(CD_WDM402, [t], "Use the latest version of WebDriverManager.", True, "ellipsis", [], "Use the latest version of WebDriverManager to fix 'This version of ChromeDriver only supports Chrome version 79'.", author="u2")
    lend(CD_WDM402, [t], CD_B_ANG, SAME, CD_ANGWDM512)

    t = (U, "session not created: This version of ChromeDriver only supports Chrome version 75", "u1")
    c1 = (U, "**Best way to solve this problem for mac**\nFor mac users, this is the best way to solve,\nDownload the chromedriver (after checking the current version of your chrome browser from `about chrome`)\nand then paste that chromedriver in this directory\n\n   ` /usr/local/bin`", "u2")
    rec(CD_WDM342, [t], c1[1], True, "pronoun", ["this problem"], "On a Mac, to solve 'This version of ChromeDriver only supports Chrome version 75', download the ChromeDriver matching the Chrome version shown in 'About Chrome' and put it in /usr/local/bin.", author="u2")
    # The exception names the library that throws it (io.github.bonigarcia.wdm): a trap.
    rec(CD_WDM342, [t, c1], CD_WDMLOG, False, SAME, [], None, author="u3")
    lend(CD_WDM342, [t], CD_B_83, SAME, CD_WSENDER4)

    t = (U, "Session not created error", "u1")
    b2 = (A, "Hi,\n\nas the error message suggests: please make sure to use a\nchromedriver-binary version suitable for your Chrome version. If you have\nChrome 84.x installed you can install the package with\n\npip install chromedriver-binary==84", "u2")
    # The error quoted in full after "Tried running it" (ruling before df37): a trap.
    rec(CD_CDBIN14, [t], CD_CDBINERR, False, SAME, [], None, author="u1")
    rec(CD_CDBIN14, [t, (U, CD_CDBINERR, "u1")], b2[1], True, "pronoun", ["the error message"], "As 'This version of ChromeDriver only supports Chrome version 85' suggests, use a chromedriver-binary version matching your Chrome; with Chrome 84.x installed, run pip install chromedriver-binary==84.", author="u2")
    rec(CD_CDBIN14, [t, (U, CD_CDBINERR, "u1"), b2], "As there was no repsonse over a longer period of time I'm assuming this issue is resolved. \nIf the problem persists feel free to reopen this issue.", True, "pronoun", ["this issue", "the problem"], "With no response for a long time, I assume the chromedriver-binary 'only supports Chrome version 85' issue is resolved; reopen it if the problem persists.", author="u2")

    t = (U, "This version of ChromeDriver only supports Chrome version 89", "u1")
    rec(CD_HELIUM103, [t], CD_B_HELIUM, False, SAME, [], None, author="u1")
    rec(CD_HELIUM103, [t, (U, CD_B_HELIUM, "u1")], "i think should update the version of ChromeDriver", True, "ellipsis", ["the version of ChromeDriver"], "I think helium should update the version of ChromeDriver it ships, which only supports Chrome 89 while the browser is 112.", author="u1")
    lend(CD_HELIUM103, [t], CD_B_LOXS, SAME, CD_LOXS98)

    t = (U, "Browser dont open", "u1")
    d1 = (U, CD_HELIUM89ERR, "u1")
    d2 = (U, "we had the same issue", "u2")
    d3 = (A, "You need to place a newer `chromedriver.exe` on your `PATH`.", "u3")
    d4 = (U, "Same issue here, could you give us more information about what we must do? It seems that I've already the last chromedriver.", "u4")
    # The error names selenium, and "this" points inside the message: a trap.
    rec(CD_HELIUM89, [t], d1[1], False, SELF, [], None, author="u1")
    rec(CD_HELIUM89, [t, d1], d2[1], True, "ellipsis", ["the same issue"], "We had helium's 'This version of ChromeDriver only supports Chrome version 89' issue too.", author="u2")
    rec(CD_HELIUM89, [t, d1, d2], d3[1], True, "ellipsis", [], "To fix helium's 'ChromeDriver only supports Chrome version 89', place a newer chromedriver.exe on your PATH.", author="u3")
    rec(CD_HELIUM89, [t, d1, d2, d3], d4[1], True, "ellipsis", ["Same issue"], "I have helium's ChromeDriver version issue too; what must we do to place a newer chromedriver on the PATH? I seem to have the latest chromedriver already.", author="u4")
    rec(CD_HELIUM89, [t, d1, d2, d3, d4], "is the chromedriver you are running compatible with your chrome browser?", True, "ellipsis", [], "Is the chromedriver helium runs compatible with your Chrome browser version?", author="u5")

    t = (U, "System.InvalidOperationException: session not created: This version of ChromeDriver only supports Chrome version 78 (SessionNotCreated)", "u1")
    e1 = (U, CD_JSAKERR, "u1")
    e2 = (U, "However I have latest version of Chrome (Google Chrome is up to date\nVersion 80.0.3987.87 (Official Build) (64-bit)) and latest version of Chrome driver (80.0.3987.1600).", "u1")
    e3 = (U, "I have rebuild the solution and tried but keep getting this error. Any help would be appreciated", "u1")
    rec(CD_JSAK69, [t], e1[1], False, SELF, [], None, author="u1")
    rec(CD_JSAK69, [t, e1], e2[1], True, "ellipsis", [], "I get 'This version of ChromeDriver only supports Chrome version 78' with the Selenium.WebDriver.ChromeDriver package although I have the latest Chrome (80.0.3987.87) and the latest ChromeDriver package (80.0.3987.1600).", author="u1")
    rec(CD_JSAK69, [t, e1, e2], e3[1], True, "pronoun", ["the solution", "this error"], "I rebuilt my solution but keep getting 'This version of ChromeDriver only supports Chrome version 78' with the Selenium.WebDriver.ChromeDriver package; any help?", author="u1")
    rec(CD_JSAK69, [t, e1, e2, e3], "Updated the chromeDriver version and works fine.", True, "ellipsis", [], "Updating the Selenium.WebDriver.ChromeDriver package version fixed 'only supports Chrome version 78'.", author="u1")

    t = (U, "session not created:", "u1")
    rec(CD_WSENDER4, [t], CD_B_83, False, SAME, [], None, author="u1")
    rec(CD_WSENDER4, [t, (U, CD_B_83, "u1")], "Sorry for late response. I’ve just checked its working with the latest version.", True, "pronoun", ["its", "the latest version"], "Sorry for the late response: I've checked that WhatsAppSender works with the latest ChromeDriver and Chrome versions.", author="u2")
    lend(CD_WSENDER4, [t], CD_B_HELIUM, SAME, CD_HELIUM103)

    t = (U, "Update Chromedriver", "u1")
    rec(CD_BLACKLIGHT2090, [t], "This prevents the following error:", True, "pronoun", ["This"], "Updating Chromedriver in blacklight prevents 'session not created: This version of ChromeDriver only supports Chrome version 74'.", author="u1")
    rec(CD_BLACKLIGHT2090, [t, (U, "This prevents the following error:", "u1")], CD_BLLOG, False, SAME, [], None, author="u1")

    t = (U, "selenium.common.exceptions.SessionNotCreatedException: Message: session not crea ted: This version of ChromeDriver only supports Chrome version 81", "u1")
    rec(CD_LEET3, [t], "This error occurs when your chrome browser version does not match with chromedriver file. Please check your chrome browser version and accordingly download the driver from here - https://chromedriver.chromium.org/downloads", True, "pronoun", ["This error"], "'This version of ChromeDriver only supports Chrome version 81' occurs when the Chrome browser version does not match Leetcode-Downloader's chromedriver file; check your Chrome version and download the matching driver from https://chromedriver.chromium.org/downloads", author="u1")
    lend(CD_LEET3, [t], CD_B_ANG, SAME, CD_ANGWDM512)

    t = (U, "selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 77", "u1")
    i1 = (U, CD_PYWAERR, "u1")
    i2 = (U, "This is a same on version 77.", "u1")
    i3 = (U, "How to fix? i use Windows 10 64bit", "u1")
    rec(CD_PYWA56, [t], i1[1], False, SAME, [], None, author="u1")
    rec(CD_PYWA56, [t, i1], i2[1], True, "pronoun", ["This"], "PyWhatsapp's ChromeDriver error is the same on Chrome version 77.", author="u1")
    rec(CD_PYWA56, [t, i1, i2], i3[1], True, "ellipsis", [], "How do I fix PyWhatsapp's 'This version of ChromeDriver only supports Chrome version 77'? I use Windows 10 64-bit.", author="u1")
    rec(CD_PYWA56, [t, i1, i2, i3], "Your chrome driver and chrome web browser should be same.", True, "ellipsis", [], "To fix PyWhatsapp's ChromeDriver error, your ChromeDriver and Chrome browser versions should be the same.", author="u2")

    t = (U, "Hello I have this problem :", "u1")
    j2 = (A, "**Hello,**\n\nPlease read the **error message carefully before opening an issue.**", "u2")
    j3 = (A, "Your solution is already provided: you need to downgrade your ChromeDriver version to 114.", "u2")
    rec(CD_LOXS98, [t], CD_B_LOXS, False, SAME, [], None, author="u1")
    rec(CD_LOXS98, [t, (U, CD_B_LOXS, "u1")], j2[1], True, "ellipsis", ["error message"], "Please read loxs' ChromeDriver 'only supports Chrome version 114' error message carefully before opening an issue.", author="u2")
    rec(CD_LOXS98, [t, (U, CD_B_LOXS, "u1"), j2], j3[1], True, "ellipsis", ["Your solution"], "The solution to loxs' 'ChromeDriver only supports Chrome version 114' is already given: downgrade ChromeDriver to 114.", author="u2")
    rec(CD_LOXS98, [t, (U, CD_B_LOXS, "u1"), j2, j3], "We’ve had too many issues regarding this, and if you check the README, it is clearly mentioned there.", True, "pronoun", ["this", "the README", "it"], "loxs has had too many issues about ChromeDriver 114; its README clearly says to downgrade ChromeDriver to 114.", author="u2")

    t = (U, "Update LocalSeleniumCrawlerStrategy to resolve ChromeDriver version m…", "u1")
    k1 = (U, "…ismatch issue", "u1")
    k2 = (U, "This resolves the following error: `selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This version of ChromeDriver only supports Chrome version 114` \n\nWindows users are getting.", "u1")
    rec(CD_CRAWL64, [t], k1[1], True, "ellipsis", [], "crawl4ai: update LocalSeleniumCrawlerStrategy to resolve the ChromeDriver version mismatch issue.", author="u1")
    rec(CD_CRAWL64, [t, k1], k2[1], True, "pronoun", ["This"], "Updating crawl4ai's LocalSeleniumCrawlerStrategy resolves the 'This version of ChromeDriver only supports Chrome version 114' error Windows users get.", author="u1")
    rec(CD_CRAWL64, [t, k1, k2], "@ketonkss4 Very interesting I wasn't aware this. Anyway thank you for your contribution!", True, "pronoun", ["this", "your contribution"], "I wasn't aware of crawl4ai's ChromeDriver 114 mismatch on Windows; thank you for the LocalSeleniumCrawlerStrategy fix!", author="u2")

    t = (U, "doesn't work", "u1")
    l1 = (U, "Hi it has always worked until today, I downloaded the new version but it still doesn't work, what could be the problem?", "u1")
    rec(CD_ESET170, [t], l1[1], True, "pronoun", ["it", "the new version"], "ESET-KeyGen always worked until today and still doesn't work after downloading its new version; what could be the problem?", author="u1")
    # Names the project's own script (main.py, initSeleniumWebDriver) in full: a trap.
    rec(CD_ESET170, [t, l1], CD_ESETLOG, False, SAME, [], None, author="u1")
    rec(CD_ESET170, [t, l1, (U, CD_ESETLOG, "u1")], "Solved reinstalling google chrome", True, "ellipsis", [], "ESET-KeyGen's 'This version of ChromeDriver only supports Chrome version 124' was solved by reinstalling Google Chrome.", author="u1")

    t = (U, "update", "u1")
    rec(CD_SWAG2, [t], CD_B_SWAG, False, SAME, [], None, author="u1")
    lend(CD_SWAG2, [t], CD_B_83, SAME, CD_WSENDER4)
    lend(CD_SWAG2, [t], CD_B_LOXS, SAME, CD_LOXS98)

    t = (U, "Session Not Created Exception", "u1")
    # A complete report naming Webdriver manager and the versions in full (rule 1): a trap.
    rec(CD_ANGWDM512, [t], CD_B_ANG, False, SAME, [], None, author="u1")
    rec(CD_ANGWDM512, [t, (U, CD_B_ANG, "u1")], "Appreciate it if you can help me in understanding the root cause of this issue", True, "pronoun", ["this issue"], "Please help me understand the root cause of webdriver-manager downloading ChromeDriver 101 for Chromium 99 ('This version of ChromeDriver only supports Chrome version 101').", author="u1")
    lend(CD_ANGWDM512, [t], CD_B_HELIUM, SAME, CD_HELIUM103)


# ---- PyTorch checkpoints that do not fit the model: "RuntimeError: Error(s) in loading state_dict for DataParallel: Missing key(s) ... Unexpected key(s)", the "module." prefix, "size mismatch for ...", strict=False ----
SD_TRYFIRST26 = GH + "ankitajaiswal00/Try-First/issues/26"
SD_MENZE2 = GH + "menzelab/implicit-shape-reconstruction/issues/2"
SD_MELNET28 = GH + "Deepest-Project/MelNet/issues/28"
SD_SIGA4 = GH + "TongkunGuan/SIGA/issues/4"
SD_ISB12 = GH + "amanchadha/iSeeBetter/issues/12"
SD_PCT17 = GH + "Strawberry-Eat-Mango/PCT_Pytorch/issues/17"
SD_FEATHER71 = GH + "SoftwareGift/FeatherNets_Face-Anti-spoofing-Attack-Detection-Challenge-CVPR2019/issues/71"
SD_CAW10 = GH + "galgreshler/Catch-A-Waveform/issues/10"
SD_H3DNET21 = GH + "zaiweizhang/H3DNet/issues/21"
SD_ALMDN8 = GH + "NVlabs/AL-MDN/issues/8"
SD_STARGAN152 = GH + "clovaai/stargan-v2/issues/152"
SD_B_TRYTB = "Traceback:\nFile \"C:\\Users\\ASUS\\anaconda3\\lib\\site-packages\\streamlit\\runtime\\scriptrunner\\script_runner.py\", line 552, in _run_script\n    exec(code, module.__dict__)\nFile \"C:\\Users\\ASUS\\Desktop\\try\\Try-First\\app_streamlit.py\", line 54, in <module>\n    execute()"
SD_B_MELTB = "```Traceback (most recent call last):\n  File \"inference.py\", line 36, in <module>\n    model.load_tiers()\n  File \"/content/MelNet/model/model.py\", line 96, in load_tiers\n    self.tiers[idx+1].load_state_dict(checkpoint['model'])"
SD_B_SIGATB = "`Traceback (most recent call last):\n  File \"/content/drive/MyDrive/SRresaerch/SIGA/SIGA_R/test.py\", line 223, in <module>\n    test(opt)\n  File \"/content/drive/MyDrive/SRresaerch/SIGA/SIGA_R/test.py\", line 127, in test\n    model.load_state_dict(pretrained_state_dict['net'])"
SD_B_H3DTB = "   net.load_state_dict(new_state_dict['module.model_state_dict'])\n File \"/usr/local/lib/python3.6/dist-packages/torch/nn/modules/module.py\", line 845, in load_state_dict\n self.__class__.__name__, \"\\n\\t\".join(error_msgs)))"
SD_TRYERR = "THE issue: \nRuntimeError: Error(s) in loading state_dict for DataParallel: Missing key(s) in state_dict: \"module.conv1.weight\", \"module.bn1.weight\", \"module.bn1.bias\", \"module.bn1.running_mean\", \"module.bn1.running_var\", \"module.conv2.weight\","
SD_PCTERR = "RuntimeError: Error(s) in loading state_dict for DataParallel:\n        Missing key(s) in state_dict: \"module.pt_last.pos_xyz.weight\", \"module.pt_last.pos_xyz.bias\".\n        Unexpected key(s) in state_dict: \"module.pt_last.conv2.weight\", \"module.pt_last.bn2.weight\", \"module.pt_last.bn2.bias\"."
SD_FEATHERERR = "RuntimeError: Error(s) in loading state_dict for DataParallel:\n\tsize mismatch for module.fish.fish.9.4.1.weight: copying a param with shape torch.Size([1056]) from checkpoint, the shape in current model is torch.Size([1000, 1056, 1, 1])."
SD_CAWERR = "size mismatch for body.block2.conv.conv.bias: copying a param with shape torch.Size([16]) from checkpoint, the shape in current model is torch.Size([96])."
SD_ALMDNKEYS = "\"module.loc_mu_4.0.weight\", \"module.loc_mu_4.0.bias\", \"module.loc_mu_4.1.weight\", \"module.loc_mu_4.1.bias\", \"module.loc_var_4.0.weight\", \"module.loc_var_4.0.bias\""
SD_STARGANKEYS = "Unexpected key(s) in state_dict: \"from_rgb.weight\", \"from_rgb.bias\", \"encode.0.conv1.weight\", \"encode.0.conv1.bias\", \"encode.0.conv2.weight\", \"encode.0.conv2.bias\""


def _statedict(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Unexpected key(s) in state_dict: \"state_dict\" in streamlit version", "u1")
    a1 = (U, "Hi @ankitajaiswal00 I am encountering the following error. I have downloaded all models and placed in correct manner.", "u1")
    a2 = (U, "It would be really great if you Could help resolve this issue.", "u1")
    a3 = (U, SD_TRYERR, "u1")
    rec(SD_TRYFIRST26, [t], a1[1], True, "ellipsis", ["the following error"], "Try-First's streamlit version fails with 'Unexpected key(s) in state_dict: \"state_dict\"' although I downloaded all models and placed them correctly.", author="u1")
    rec(SD_TRYFIRST26, [t, a1], a2[1], True, "pronoun", ["this issue"], "Could you help resolve Try-First's 'Unexpected key(s) in state_dict: \"state_dict\"' in the streamlit version?", author="u1")
    # A bare load error naming no tool and no project: a follow-up (rule 1).
    rec(SD_TRYFIRST26, [t, a1, a2], a3[1], True, "ellipsis", ["THE issue"], "Try-First's streamlit app fails with 'RuntimeError: Error(s) in loading state_dict for DataParallel: Missing key(s) in state_dict: \"module.conv1.weight\", ...'.", author="u1")
    # Names streamlit and the project's own app_streamlit.py: a trap.
    rec(SD_TRYFIRST26, [t, a1, a2, a3], SD_B_TRYTB, False, SAME, [], None, author="u1")
    lend(SD_TRYFIRST26, [t], SD_B_MELTB, SAME, SD_MELNET28)

    t = (U, "Mismatch in `state_dict` keys if model is trained with `DataParallel`", "u1")
    b1 = (U, "Hi, I ran into a small problem while trying to load the checkpoint of a model trained with parallel training for evaluation (`eval.py`). I'm getting the error below when I load the `net_state` directly (full error shown below).", "u1")
    b2 = (U, "This is likely caused by saving the parallelized model which has an extra \"module\" prefixed to all the state_dict keys, causing the key mismatch. ", "u1")
    rec(SD_MENZE2, [t], b1[1], True, "ellipsis", ["the checkpoint", "the error below"], "Loading an implicit-shape-reconstruction checkpoint trained with DataParallel for evaluation (eval.py) gives a state_dict key mismatch error when I load net_state directly.", author="u1")
    rec(SD_MENZE2, [t, b1], b2[1], True, "pronoun", ["This", "the key mismatch"], "implicit-shape-reconstruction's state_dict key mismatch is likely caused by saving the DataParallel model, which prefixes all state_dict keys with \"module\".", author="u1")
    rec(SD_MENZE2, [t, b1, b2], "A quick hack / workaround can fix this temporarily: \n```\nif 'module' in list(net_state.keys())[0]:\n    # hack: remove \"module\"\n    net_state = {k[7:]: x for k, x in net_state.items()}\n```", True, "pronoun", ["this"], "A quick workaround for implicit-shape-reconstruction's DataParallel 'module.' key mismatch: strip the 'module.' prefix from net_state's keys before loading.", author="u1")
    lend(SD_MENZE2, [t], SD_B_H3DTB, SAME, SD_H3DNET21)

    t = (U, "RuntimeError: Error(s) in loading state_dict for DataParallel", "u1")
    c1 = (U, "I have the following problem when doing inference :(", "u1")
    rec(SD_MELNET28, [t], c1[1], True, "ellipsis", ["the following problem"], "MelNet fails with 'RuntimeError: Error(s) in loading state_dict for DataParallel' when doing inference.", author="u1")
    # Names the project's own inference.py and model/model.py: a trap.
    rec(SD_MELNET28, [t, c1], SD_B_MELTB, False, SAME, [], None, author="u1")
    lend(SD_MELNET28, [t, c1], SD_B_SIGATB, SAME, SD_SIGA4)

    t = (U, "test加载模型错误", "u1")
    d1 = (U, "你好，在加载模型进行test时，显示以下错误", "u1")
    d3 = (A, "Please refer to SIGA_R/modules/transformation.py 中 GridGenerator, you can ignore the issue. Try to use load_state_dict(model_path, strict=False)", "u2")
    rec(SD_SIGA4, [t], d1[1], True, "ellipsis", [], "Hello, loading SIGA's model for testing shows an error.", author="u1")
    rec(SD_SIGA4, [t, d1], SD_B_SIGATB, False, SAME, [], None, author="u1")
    rec(SD_SIGA4, [t, d1, (U, SD_B_SIGATB, "u1")], d3[1], True, "ellipsis", ["the issue"], "SIGA's unexpected GridGenerator keys (see GridGenerator in SIGA_R/modules/transformation.py) can be ignored when loading the test model: use load_state_dict(model_path, strict=False).", author="u2")
    rec(SD_SIGA4, [t, d1, (U, SD_B_SIGATB, "u1"), d3], "Hi after making this change in SIGA_S/test.py, I am getting th error - 'No module named 'Parallel_test''. KIndly provide the code of Parallel_test", True, "pronoun", ["this change"], "After changing SIGA_S/test.py to load_state_dict(..., strict=False), I get 'No module named Parallel_test'; please provide the code of Parallel_test.", author="u3")

    t = (U, "gpu mode loading state_dict for DataParallel error", "u1")
    e1 = (U, "Hi, your work is pretty impressive. I may have found a little bug. I am testing ISB in Colab in GPU mode and when I run:", "u1")
    rec(SD_ISB12, [t], e1[1], True, "pronoun", ["your work", "ISB"], "Testing iSeeBetter in Colab in GPU mode, I may have found a bug: loading the state_dict for DataParallel fails.", author="u1")
    # A command run with no output quoted; the error is the title's (ruling before df37): a follow-up.
    rec(SD_ISB12, [t, e1], "> `!python3 iSeeBetterTest.py -c --threads 8`\n\nI get a run time error with the following output:", True, "ellipsis", [], "Running `python3 iSeeBetterTest.py -c --threads 8` in GPU mode gives a runtime error loading the state_dict for DataParallel.", author="u1")
    lend(SD_ISB12, [t], SD_B_TRYTB, SAME, SD_TRYFIRST26)

    t = (U, "请问，新模型训练后的测试出现如下问题？", "u1")
    rec(SD_PCT17, [t], SD_PCTERR, True, "ellipsis", [], "Testing PCT_Pytorch after training a new model fails with 'Error(s) in loading state_dict for DataParallel: Missing key(s) module.pt_last.pos_xyz.weight ..., Unexpected key(s) module.pt_last.conv2.weight ...'.", author="u1")
    lend(SD_PCT17, [t], SD_B_MELTB, SAME, SD_MELNET28)

    t = (U, "RuntimeError in model.load_state_dict(model_dict['state_dict'],strict=False)", "u1")
    rec(SD_FEATHER71, [t], SD_FEATHERERR, True, "ellipsis", [], "FeatherNets' model.load_state_dict(model_dict['state_dict'], strict=False) fails with a size mismatch for module.fish.fish.9.4.1.weight: [1056] in the checkpoint, [1000, 1056, 1, 1] in the model.", author="u1")
    lend(SD_FEATHER71, [t], SD_B_H3DTB, SAME, SD_H3DNET21)

    t = (U, "Errors loading state_dict for all the training tasks", "u1")
    rec(SD_CAW10, [t], SD_CAWERR, True, "ellipsis", [], "Catch-A-Waveform fails loading the state_dict for its training tasks: size mismatch for body.block2.conv.conv.bias, torch.Size([16]) in the checkpoint vs torch.Size([96]) in the model.", author="u1")
    lend(SD_CAW10, [t], SD_B_SIGATB, SAME, SD_SIGA4)

    t = (U, "RuntimeError: Error(s) in loading state_dict for DataParallel:", "u1")
    # Names torch's module.py, which raises it: a trap.
    rec(SD_H3DNET21, [t], SD_B_H3DTB, False, SAME, [], None, author="u1")
    lend(SD_H3DNET21, [t], SD_B_TRYTB, SAME, SD_TRYFIRST26)

    rec(SD_ALMDN8, [t], SD_ALMDNKEYS, True, "ellipsis", [], "AL-MDN's checkpoint fails to load with 'Error(s) in loading state_dict for DataParallel', missing keys such as module.loc_mu_4.0.weight and module.loc_var_4.0.bias.", author="u1")
    lend(SD_ALMDN8, [t, (U, SD_ALMDNKEYS, "u1")], SD_B_MELTB, SAME, SD_MELNET28)

    t = (U, "RuntimeError: Error(s) in loading state_dict for DataParallel", "u1")
    rec(SD_STARGAN152, [t], SD_STARGANKEYS, True, "ellipsis", [], "Loading stargan-v2's checkpoint fails with 'Error(s) in loading state_dict for DataParallel': unexpected keys from_rgb.weight, encode.0.conv1.weight, ... (no 'module.' prefix).", author="u1")
    lend(SD_STARGAN152, [t, (U, SD_STARGANKEYS, "u1")], SD_B_H3DTB, SAME, SD_H3DNET21)


# ---- dates handed to json.dumps: "TypeError: Object of type datetime is not JSON serializable", "datetime.date(...) is not JSON serializable", converting to strings, a custom encoder ----
JS_LOD89 = GH + "WolfgangFahl/pyLoDStorage/issues/89"
JS_LOD75 = GH + "WolfgangFahl/pyLoDStorage/issues/75"
JS_SYNC147 = GH + "itpp-labs/sync-addons/pull/147"
JS_EVTX6 = GH + "williballenthin/EVTXtract/issues/6"
JS_MICRODOT314 = GH + "miguelgrinberg/microdot/issues/314"
JS_AWSWAF78 = GH + "aws-solutions/aws-waf-security-automations/issues/78"
JS_SEGMENT91 = GH + "segmentio/analytics-python/issues/91"
JS_XLSX5 = GH + "KeyboardInterrupt/ansible_xlsx_inventory/pull/5"
JS_MONGO1708 = GH + "MongoEngine/mongoengine/issues/1708"
JS_EVE267 = GH + "pyeve/eve/issues/267"
JS_MSESS2 = GH + "hellysmile/django-mongo-sessions/issues/2"
JS_RESP220 = GH + "kennethreitz/responder/issues/220"
JS_LAMBDA41 = GH + "sloev/python-lambdarest/pull/41"
JS_MASO841 = GH + "MasoniteFramework/orm/pull/841"
JS_B_RESPCODE = "```\nresp.media = {'foo': Decimal('10')}\n```\n\nresults in \n\n```\nObject of type 'Decimal' is not JSON serializable\n```"
JS_MSESSTB = "Traceback (most recent call last):\n  File \"/usr/local/lib/python2.7/dist-packages/django/core/handlers/base.py\", line 201, in get_response\n    response = middleware_method(request, response)"
JS_B_JSONMOD = "The JSON module in the Python library does not support date or time objects."
JS_B_QUERYMAIN = "querymain.py: TypeError('Object of type datetime is not JSON serializable')"
JS_B_AWS = "Hi there,\n\nI am receiving \"Object of type datetime is not JSON serializable\" error message from access-handler.py file."
JS_B_SEGTB = ">>> import json\n>>> from datetime import date\n>>> from analytics.request import DatetimeSerializer\n>>> json.dumps(date.today(), cls=DatetimeSerializer)\nTraceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>"
JS_B_EVTXTB = "datetime.datetime(2015, 1, 22, 20, 39, 18, 79180) is not JSON serializable\nTraceback (most recent call last):\n  File \"EVTXtract\\extract_lost_evtx_records.py\", line 361, in extract_lost_evtx_records\n    json.dumps(record[\"substitutions\"])"
JS_LODTB = "Traceback (most recent call last):\n  File \"/Users/wf/Library/Python/3.9/lib/python/site-packages/lodstorage/querymain.py\", line 185, in main\n    QueryMain.main(args)\n  File \"/Users/wf/Library/Python/3.9/lib/python/site-packages/lodstorage/querymain.py\", line 90, in main\n    print(json.dumps(qlod))"
JS_XLSXTB = "Traceback (most recent call last):\n  File \"./xlsx_inventory.py\", line 149, in <module>\n    main()\n  File \"./xlsx_inventory.py\", line 53, in main\n    indent=4, sort_keys=True))"


def _jsondate(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "fix TypeError('Object of type datetime is not JSON serializable')", "u1")
    # Names the project's own module (querymain.py): a trap (ruling before df39).
    rec(JS_LOD89, [t], JS_B_QUERYMAIN, False, SAME, [], None, author="u1")
    rec(JS_LOD89, [t, (U, JS_B_QUERYMAIN, "u1")], "https://stackoverflow.com/questions/11875770/how-to-overcome-datetime-datetime-not-json-serializable", True, "ellipsis", [], "How to overcome pyLoDStorage's 'Object of type datetime is not JSON serializable' in querymain.py: https://stackoverflow.com/questions/11875770/how-to-overcome-datetime-datetime-not-json-serializable", author="u1")
    lend(JS_LOD89, [t], JS_B_JSONMOD, SAME, JS_MICRODOT314)

    t = (U, "TypeError: Object of type datetime is not JSON serializable", "u1")
    a1 = (U, "```bash\nsqlquery -qp crossref.yaml -qn CrossRefDblpMatches -en cc -f json -d\nnamed query CrossRefDblpMatches:\n```", "u1")
    # A command run with no output quoted; the error is the title's (ruling before df37): a follow-up.
    rec(JS_LOD75, [t], a1[1], True, "ellipsis", [], "Running pyLoDStorage's `sqlquery -qp crossref.yaml -qn CrossRefDblpMatches -en cc -f json -d` fails with 'TypeError: Object of type datetime is not JSON serializable'.", author="u1")
    rec(JS_LOD75, [t, a1], JS_LODTB, False, SAME, [], None, author="u1")
    lend(JS_LOD75, [t], JS_B_AWS, SAME, JS_AWSWAF78)

    t = (U, ":ambulance: Error \"Object of type datetime is not JSON serializable\" …", "u1")
    b1 = (U, "…in json\n\n  response\nCloses #131", "u1")
    rec(JS_SYNC147, [t], b1[1], True, "ellipsis", [], "sync-addons fix: the error 'Object of type datetime is not JSON serializable' in the JSON response; closes #131.", author="u1")
    rec(JS_SYNC147, [t, b1], "I approve to merge it now", True, "pronoun", ["it"], "I approve merging sync-addons' fix for 'Object of type datetime is not JSON serializable' in JSON responses now.", author="u2")
    lend(JS_SYNC147, [t], JS_B_SEGTB, SAME, JS_SEGMENT91)

    t = (U, "datetime \"is not JSON serializable\" errors", "u1")
    c1 = (U, JS_B_EVTXTB, "u1")
    c2 = (U, "_Workaround_\nSomewhat of a quick work around was to make the datetime objects strings in `extract_lost_evtx_records.py`'s extract_root_substitutions() & extract_lost_record() .", "u1")
    c3 = (U, "Note - this raises other errors in some debug logging in `extract_lost_evtx_records.py` & `State.py` when '.isoformat(\"T\") + \"Z\"' is used.", "u1")
    rec(JS_EVTX6, [t], c1[1], False, SAME, [], None, author="u1")
    # A workaround whose purpose (the JSON error) is left to the thread (ruling before df38): a follow-up.
    rec(JS_EVTX6, [t, c1], c2[1], True, "ellipsis", ["the datetime objects"], "A quick workaround for EVTXtract's 'datetime is not JSON serializable' errors: make the datetime objects strings in extract_lost_evtx_records.py's extract_root_substitutions() and extract_lost_record().", author="u1")
    rec(JS_EVTX6, [t, c1, c2], c3[1], True, "pronoun", ["this"], "Turning EVTXtract's datetimes into strings with .isoformat(\"T\") + \"Z\" raises other errors in some debug logging in extract_lost_evtx_records.py and State.py.", author="u1")
    rec(JS_EVTX6, [t, c1, c2, c3], "I've recently rewritten much of EVTXtract to avoid bugs like these. Please retry on the latest version. This bug should be fixed.", True, "pronoun", ["bugs like these", "This bug"], "I've rewritten much of EVTXtract; retry the latest version, where the 'datetime is not JSON serializable' bug should be fixed.", author="u2")

    t = (U, "TypeError: Object of type date is not JSON serializable", "u1")
    d1 = (U, "When handler return a json in which the element type is date or datetime,an error occuerd:\n\nTypeError: Object of type date is not JSON serializable", "u1")
    # A report of what the project does (its handler returning JSON), the project left out (ruling before df37): a follow-up.
    rec(JS_MICRODOT314, [t], d1[1], True, "ellipsis", ["handler"], "When a microdot handler returns JSON containing a date or datetime, it fails with 'TypeError: Object of type date is not JSON serializable'.", author="u1")
    rec(JS_MICRODOT314, [t, d1], "This is expected. The JSON module in the Python library does not support date or time objects. You should convert them to strings before you return them.", True, "pronoun", ["This", "them"], "microdot's 'Object of type date is not JSON serializable' is expected: Python's json module does not support date or time objects, so convert them to strings before returning them from a handler.", author="u2")
    lend(JS_MICRODOT314, [t], JS_B_QUERYMAIN, SAME, JS_LOD89)

    t = (U, "Object of type datetime is not JSON serializable", "u1")
    # A complete report naming the error and the project's own file (access-handler.py): a trap.
    rec(JS_AWSWAF78, [t], JS_B_AWS, False, SAME, [], None, author="u1")
    rec(JS_AWSWAF78, [t, (U, JS_B_AWS, "u1")], "Can someone guide me please? I am using python3.7", True, "ellipsis", [], "Can someone guide me on aws-waf-security-automations' access-handler.py failing with 'Object of type datetime is not JSON serializable'? I am using Python 3.7.", author="u1")
    lend(JS_AWSWAF78, [t], JS_B_EVTXTB, SAME, JS_EVTX6)

    t = (U, "Date objects fail json serialization", "u1")
    # Code quoted with the traceback it got (ruling before df37): a trap.
    rec(JS_SEGMENT91, [t], JS_B_SEGTB, False, SAME, [], None, author="u1")
    lend(JS_SEGMENT91, [t], JS_B_JSONMOD, SAME, JS_MICRODOT314)

    t = (U, "Resolving TypeErrors when attempting to JSON serialize datetime objects", "u1")
    g1 = (U, "When using this tool on Excel data that had Date/Time fields, the script would error when attempting to JSON serialize the data.", "u1")
    g2 = (U, "The following error was generated:", "u1")
    rec(JS_XLSX5, [t], g1[1], True, "pronoun", ["this tool", "the script", "the data"], "When ansible_xlsx_inventory is used on Excel data with Date/Time fields, its script errors when JSON-serializing the data.", author="u1")
    rec(JS_XLSX5, [t, g1], g2[1], True, "ellipsis", ["The following error"], "ansible_xlsx_inventory generates a TypeError when JSON-serializing Excel Date/Time fields.", author="u1")
    rec(JS_XLSX5, [t, g1, g2], JS_XLSXTB, False, SAME, [], None, author="u1")
    lend(JS_XLSX5, [t], JS_B_AWS, SAME, JS_AWSWAF78)

    t = (U, "DecimalField can not JSON serializable ?", "u1")
    m1 = (U, "Error will be throw like this if we try to covert DecimalField to JSON.\n```\nTypeError: Decimal('-31.23') is not JSON serializable\n```", "u1")
    m2 = (U, "How about we add toJSON method for this class.", "u1")
    m3 = (A, "can you provide example code to reproduce this error?", "u2")
    m4 = (A, "@bagerard  I think we can close this? Because you did PR about decimalField and exlanation right?", "u2")
    # The error names no tool; the DecimalField is the project's (rule 1): a follow-up.
    rec(JS_MONGO1708, [t], m1[1], True, "ellipsis", ["DecimalField"], "Converting a mongoengine DecimalField to JSON throws \"TypeError: Decimal('-31.23') is not JSON serializable\".", author="u1")
    rec(JS_MONGO1708, [t, m1], m2[1], True, "pronoun", ["this class"], "How about adding a toJSON method to mongoengine's DecimalField, which is not JSON serializable?", author="u1")
    rec(JS_MONGO1708, [t, m1, m2], m3[1], True, "pronoun", ["this error"], "Can you provide example code reproducing mongoengine's DecimalField 'is not JSON serializable' error?", author="u2")
    rec(JS_MONGO1708, [t, m1, m2, m3], m4[1], True, "pronoun", ["this"], "Can we close mongoengine's DecimalField JSON serialization issue, since your PR about DecimalField explained it?", author="u2")
    rec(JS_MONGO1708, [t, m1, m2, m3, m4], "My PR wasn't exactly about this but I've seen in the code that the DecimalField gets serialized to float so I believe this issue got fixed earlier.", True, "pronoun", ["this", "the code", "this issue"], "My PR wasn't about DecimalField's JSON serialization, but mongoengine's code serializes DecimalField to float, so I believe that issue was fixed earlier.", author="u3")

    t = (U, "ObjectID is not JSON serializable when using a custom json_encoder", "u1")
    n1 = (U, "I'm trying to add UUID support to my setup. ", "u1")
    n2 = (U, "For the custom encoder, I used the UUIDEncoder from the Tutorial:", "u1")
    rec(JS_EVE267, [t], n1[1], True, "ellipsis", [], "I'm adding UUID support to my Eve setup with a custom json_encoder, and now ObjectID is not JSON serializable.", author="u1")
    rec(JS_EVE267, [t, n1], n2[1], True, "pronoun", ["the custom encoder", "the Tutorial"], "As my custom Eve json_encoder I used the UUIDEncoder from Eve's tutorial, and now ObjectID is not JSON serializable.", author="u1")
    rec(JS_EVE267, [t, n1, n2], "Now when trying to make a simple get against eve (0.3) I get the following Exception:", True, "ellipsis", ["the following Exception"], "With the tutorial's UUIDEncoder as json_encoder, a simple GET against Eve 0.3 raises 'ObjectID is not JSON serializable'.", author="u1")

    t = (U, "ObjectId is not JSON serializable", "u1")
    o1 = (U, "I got this error when I am using django-mongo-session.", "u1")
    o2 = (U, "In my web app I tried to store an ObjectId in the session.", "u1")
    rec(JS_MSESS2, [t], o1[1], True, "pronoun", ["this error"], "I get 'ObjectId is not JSON serializable' when using django-mongo-sessions.", author="u1")
    rec(JS_MSESS2, [t, o1], o2[1], True, "ellipsis", ["the session"], "django-mongo-sessions fails with 'ObjectId is not JSON serializable' when my web app stores an ObjectId in the session.", author="u1")
    rec(JS_MSESS2, [t, o1, o2], JS_MSESSTB, False, SAME, [], None, author="u1")

    t = (U, "Object of type 'Decimal' is not JSON serializable", "u1")
    # Code quoted with the error it gave (ruling before df37): a trap.
    rec(JS_RESP220, [t], JS_B_RESPCODE, False, SAME, [], None, author="u1")
    rec(JS_RESP220, [t, (U, JS_B_RESPCODE, "u1")], "importing simplejson seems to be of no use . Is there a way to specify the encoder?", True, "ellipsis", ["the encoder"], "Importing simplejson doesn't help with responder's 'Object of type Decimal is not JSON serializable'; is there a way to specify responder's JSON encoder?", author="u1")
    rec(JS_RESP220, [t, (U, JS_B_RESPCODE, "u1"), (U, "importing simplejson seems to be of no use . Is there a way to specify the encoder?", "u1")], "There is not. You can set .content yourself.", True, "ellipsis", [], "There is no way to specify responder's JSON encoder; set resp.content yourself.", author="u2")

    t = (U, "Added option for overriding json encoder", "u1")
    p1 = (U, "I had an issue where a returned object contained a Decimal which is not supported by the default json encoder. With this PR you can override the json encoder with your own.", "u1")
    p2 = (U, "I think the travis-ci build broke, should be good to go though 😅", "u1")
    rec(JS_LAMBDA41, [t], p1[1], True, "pronoun", ["this PR"], "A returned object containing a Decimal is not supported by python-lambdarest's default json encoder; this pull request lets you override python-lambdarest's json encoder.", author="u1")
    rec(JS_LAMBDA41, [t, p1], p2[1], True, "ellipsis", ["the travis-ci build"], "The travis-ci build of the python-lambdarest json encoder PR broke, but the PR should be good to go.", author="u1")
    rec(JS_LAMBDA41, [t, p1, p2], "seen, ill get this merged today", True, "pronoun", ["this"], "I'll merge python-lambdarest's json encoder override PR today.", author="u2")

    t = (U, "Fixed json serialization error if model contains pbjects that are not serializable", "u1")
    q1 = (U, "This fixes the exception when a non serializable object eg Decimal() is an attribute value.", "u1")
    rec(JS_MASO841, [t], q1[1], True, "pronoun", ["This", "the exception"], "This Masonite ORM change fixes the JSON serialization exception when a model attribute is a non-serializable object such as Decimal().", author="u1")
    # An alternative whose goal (serializing such models) is left to the thread (ruling before df39): a follow-up.
    rec(JS_MASO841, [t, q1], "A (possibly) better option would be to use the `simplejson` package for maximum compatibility.\nBut that is another conversation ;)", True, "ellipsis", [], "A possibly better way to JSON-serialize Masonite ORM models with Decimal attributes would be the simplejson package, but that's another conversation.", author="u1")
    lend(JS_MASO841, [t], JS_B_JSONMOD, SAME, JS_MICRODOT314)


# ---- naive and aware datetimes: "TypeError: can't compare offset-naive and offset-aware datetimes", Django's "RuntimeWarning: DateTimeField ... received a naive datetime ... while time zone support is active", USE_TZ, make_aware, tzinfo ----
DZ_WATERMARK28 = GH + "bashu/django-watermark/pull/28"
DZ_MAILPANEL23 = GH + "scuml/django-mail-panel/pull/23"
DZ_CIFO126 = GH + "bruvellu/cifonauta/issues/126"
DZ_KITSUNE11 = GH + "tryolabs/django-kitsune/pull/11"
DZ_KITSUNE10 = GH + "tryolabs/django-kitsune/pull/10"
DZ_CBAPI48 = GH + "carbonblack/cbapi-python/issues/48"
DZ_SWING33 = GH + "dakrauth/django-swingtime/issues/33"
DZ_CONSTANCE169 = GH + "jazzband/django-constance/issues/169"
DZ_MONGO287 = GH + "MongoEngine/mongoengine/issues/287"
DZ_ECOBASA12 = GH + "ecobasa/ecobasa/issues/12"
DZ_RAIDER682 = GH + "dbekaert/RAiDER/issues/682"
DZ_ETOOLS828 = GH + "unicef/etools/pull/828"
DZ_FRIEND7 = GH + "revsys/django-friendship/pull/7"
DZ_NSUP64 = GH + "nsupdate-info/nsupdate.info/issues/64"
DZ_MEINE62 = GH + "meine-stadt-transparent/meine-stadt-transparent/issues/62"
DZ_APIS64 = GH + "furthemore/APIS/issues/64"
DZ_TAPIR478 = GH + "SuperCoopBerlin/tapir/issues/478"
DZ_ARXIV68 = GH + "arxiv-vanity/arxiv-vanity/issues/68"
DZ_SATNOGS85 = GH + "satnogs/satnogs-network/issues/85"
DZ_B_DJPATH = "lib/python2.7/site-packages/django/db/models/fields/**init**.py:827: RuntimeWarning: DateTimeField received a naive datetime (2013-10-27 02:37:25.800531) while time zone support is active."
DZ_B_APIS = "`django/db/models/fields/__init__.py:1451: RuntimeWarning: DateTimeField Cart.transferedDate received a naive datetime (2018-12-27 01:32:27.103189) while time zone support is active.`"
DZ_B_ARXIV = "```\n/usr/local/lib/python3.6/site-packages/django/db/models/fields/__init__.py:1451: RuntimeWarning: DateTimeField Render.created_at received a naive datetime (2017-09-23 21:09:37.053682) while time zone support is active. \n```"
DZ_B_CIFOTB = "```\nTraceback (most recent call last):\n  File \"./cifonauta.py\", line 986, in <module>\n    main(sys.argv[1:])\n  File \"./cifonauta.py\", line 915, in main\n    query = cbm.search_db(media)"
DZ_B_SWING = "```\nTypeError at /swingtime/\ncan't compare offset-naive and offset-aware datetimes\n```"
DZ_B_ECOBASA = "TypeError at /en/group/ecobasa/todo/list/\ncan't compare offset-naive and offset-aware datetimes"
DZ_B_CBAPITB = "File \"event_export.py\", line 80, in write_csv\n    for event in proc.all_events:\n  File \"/usr/local/lib/python2.7/site-packages/cbapi/response/models.py\", line 1221, in all_events"
DZ_CONSTERR = "### Describe the problem\n\n`TypeError at /admin/constance/config/:`\n`can't compare offset-naive and offset-aware datetimes`"
DZ_RAIDERLINK = "https://github.com/dbekaert/RAiDER/blob/0c0a6aad41654a84c7b1849d6cd2d12faf14fea3/tools/RAiDER/models/hres.py#L70"


def _naiveaware(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "can't compare offset-naive and offset-aware datetimes", "u1")
    a1 = (U, "Current pull request fix the next error\n\n`TypeError: can't compare offset-naive and offset-aware datetimes`", "u1")
    rec(DZ_WATERMARK28, [t], a1[1], True, "pronoun", ["Current pull request"], "This django-watermark pull request fixes 'TypeError: can't compare offset-naive and offset-aware datetimes'.", author="u1")
    rec(DZ_WATERMARK28, [t, a1], "fixed somewhere else...", True, "ellipsis", [], "django-watermark's offset-naive vs offset-aware datetime comparison error was fixed in another change.", author="u2")
    lend(DZ_WATERMARK28, [t], DZ_B_SWING, SAME, DZ_SWING33)

    t = (U, "Fix `TypeError: can't compare offset-naive and offset-aware datetimes`", "u1")
    rec(DZ_MAILPANEL23, [t], "Looks like I missed a place where the comparison is happening.", True, "ellipsis", ["the comparison"], "I missed a place in django-mail-panel where naive and aware datetimes are compared, which raises 'can't compare offset-naive and offset-aware datetimes'.", author="u1")
    lend(DZ_MAILPANEL23, [t], DZ_B_CIFOTB, SAME, DZ_CIFO126)

    t = (U, "TypeError: can't compare offset-naive and offset-aware datetimes", "u1")
    c1 = (U, "Fix timestamps!", "u1")
    rec(DZ_CIFO126, [t], c1[1], True, "ellipsis", [], "Fix cifonauta's timestamps, which raise 'TypeError: can't compare offset-naive and offset-aware datetimes'!", author="u1")
    # Names the project's own script (./cifonauta.py): a trap.
    rec(DZ_CIFO126, [t, c1], DZ_B_CIFOTB, False, SAME, [], None, author="u1")
    rec(DZ_CIFO126, [t, c1, (U, DZ_B_CIFOTB, "u1")], "Already fixed.", True, "ellipsis", [], "cifonauta's offset-naive vs offset-aware timestamp comparison is already fixed.", author="u1")

    t = (U, "offset-naive and offset-aware datetimes error", "u1")
    rec(DZ_KITSUNE11, [t], "Avoid \"can’t compare offset-naive and offset-aware datetimes\" error and delete_old_logs when logs < last_logs_to_keep.", True, "ellipsis", [], "django-kitsune fix: avoid the 'can't compare offset-naive and offset-aware datetimes' error, and fix delete_old_logs when there are fewer logs than last_logs_to_keep.", author="u1")
    lend(DZ_KITSUNE11, [t], DZ_B_ECOBASA, SAME, DZ_ECOBASA12)

    t = (U, "Avoid \"can’t compare offset-naive and offset-aware datetimes\" error", "u1")
    # A bare fix (ruling before df38): what it fixes is only the thread's.
    rec(DZ_KITSUNE10, [t], "Add next_run tzinfo to datetime.now()", True, "ellipsis", [], "To avoid django-kitsune's offset-naive vs offset-aware datetime comparison error, give datetime.now() next_run's tzinfo.", author="u1")
    lend(DZ_KITSUNE10, [t], DZ_B_CBAPITB, SAME, DZ_CBAPI48)

    t = (U, "TypeError: can't compare offset-naive and offset-aware datetimes", "u1")
    f1 = (U, "I was originally have the same issue from #20, but upgrading resolved that.  However, after upgrading I am now seeing the following error message:  TypeError: can't compare offset-naive and offset-aware datetimes.", "u1")
    f3 = (A, "Thanks for your patience, @rawtalent06 - I'll take a look at this for 0.9.8.", "u2")
    rec(DZ_CBAPI48, [t], f1[1], True, "ellipsis", [], "After upgrading cbapi-python to fix the issue from #20, I now see 'TypeError: can't compare offset-naive and offset-aware datetimes'.", author="u1")
    # Names the user's event_export.py and the library's cbapi/response/models.py: a trap.
    rec(DZ_CBAPI48, [t, f1], DZ_B_CBAPITB, False, SAME, [], None, author="u1")
    rec(DZ_CBAPI48, [t, f1, (U, DZ_B_CBAPITB, "u1")], f3[1], True, "pronoun", ["this"], "I'll look at cbapi-python's offset-naive vs offset-aware datetime comparison in all_events for 0.9.8.", author="u2")
    rec(DZ_CBAPI48, [t, f1, (U, DZ_B_CBAPITB, "u1"), f3], "This should be addressed in 0.9.8", True, "pronoun", ["This"], "cbapi-python's 'can't compare offset-naive and offset-aware datetimes' in all_events should be fixed in 0.9.8.", author="u2")

    t = (U, "TypeError - can't compare offset-naive and offset-aware datetimes", "u1")
    g2 = (U, "when adding to an event Occurrence", "u1")
    g3 = (U, "USE_TZ = False in settings removes the error", "u1")
    # Names the project's own URL path (/swingtime/): a trap (ruling before df39).
    rec(DZ_SWING33, [t], DZ_B_SWING, False, SAME, [], None, author="u1")
    rec(DZ_SWING33, [t, (U, DZ_B_SWING, "u1")], g2[1], True, "ellipsis", [], "django-swingtime raises 'can't compare offset-naive and offset-aware datetimes' when adding an Occurrence to an event.", author="u1")
    rec(DZ_SWING33, [t, (U, DZ_B_SWING, "u1"), g2], g3[1], True, "pronoun", ["the error"], "Setting USE_TZ = False in Django settings removes django-swingtime's offset-naive vs offset-aware datetime error.", author="u1")
    rec(DZ_SWING33, [t, (U, DZ_B_SWING, "u1"), g2, g3], "I altered utils.py line 128 to \n\nfrom django.utils.timezone import make_aware\n\ndtstart = make_aware(datetime.combine(dt.date(), start_time), timezone=dt.tzinfo)\n    dtend = dtstart + end_time_delta\n    \n    seems to have fixed it", True, "pronoun", ["it"], "Changing django-swingtime's utils.py line 128 to build dtstart with make_aware(datetime.combine(dt.date(), start_time), timezone=dt.tzinfo) seems to fix the naive vs aware datetime comparison.", author="u2")

    t = (U, "Can't compare offset-naive and offset-aware datetimes", "u1")
    h2 = (U, "Use datetime object at `CONSTANCE_CONFIG` with default value without localize:", "u1")
    h3 = (U, "Click `save` in `admin/constance/config/`.", "u1")
    rec(DZ_CONSTANCE169, [t], DZ_CONSTERR, False, SAME, [], None, author="u1")
    rec(DZ_CONSTANCE169, [t, (U, DZ_CONSTERR, "u1")], h2[1], True, "ellipsis", [], "To reproduce django-constance's 'can't compare offset-naive and offset-aware datetimes', use a datetime object in CONSTANCE_CONFIG with a default value that is not localized.", author="u1")
    rec(DZ_CONSTANCE169, [t, (U, DZ_CONSTERR, "u1"), h2], h3[1], True, "ellipsis", [], "Then click save in django-constance's admin/constance/config/ page to get the naive vs aware datetime error.", author="u1")
    rec(DZ_CONSTANCE169, [t, (U, DZ_CONSTERR, "u1"), h2, h3], "* Django version: 1.10.2\n* Python version: 2.7, 3.4, 3.5", True, "ellipsis", [], "django-constance's naive vs aware datetime error happens with Django 1.10.2 on Python 2.7, 3.4 and 3.5.", author="u1")

    t = (U, "can't compare offset-naive and offset-aware datetimes", "u1")
    rec(DZ_MONGO287, [t], "Can't compare offset-naive and offset-aware datetimes when doing a `__set__` because of the comparison of types.", True, "ellipsis", [], "mongoengine's DateTimeField raises 'can't compare offset-naive and offset-aware datetimes' in __set__ because it compares the old and new values.", author="u1")
    lend(DZ_MONGO287, [t], DZ_B_CBAPITB, SAME, DZ_CBAPI48)

    t = (U, "Bug: offset-naive and offset-aware datetimes", "u1")
    rec(DZ_ECOBASA12, [t], DZ_B_ECOBASA, False, SAME, [], None, author="u1")
    rec(DZ_ECOBASA12, [t, (U, DZ_B_ECOBASA, "u1")], "Seems to be an issue with the local time of the server. Only appears when you create an event in /de/ german mode.", True, "ellipsis", ["the server"], "ecobasa's naive vs aware datetime error seems to be an issue with the server's local time; it only appears when creating an event in the German (/de/) mode.", author="u1")
    lend(DZ_ECOBASA12, [t], DZ_B_CIFOTB, SAME, DZ_CIFO126)

    t = (U, "[BUG] Can't compare offset-naive and offset-aware datetimes", "u1")
    k1 = (U, "Try to run the troposphere delay using the HRES dataset, and the function below raises the \"can't compare offset-naive and offset-aware datetimes\" error because of the missing time zone. ", "u1")
    rec(DZ_RAIDER682, [t], k1[1], True, "pronoun", ["the function below"], "Running RAiDER's troposphere delay with the HRES dataset, a function in RAiDER's hres model raises 'can't compare offset-naive and offset-aware datetimes' because of a missing time zone.", author="u1")
    # Second reader's adjudication (r2df): a bare link is a short fragment, a follow-up by rule 6 (as this
    # part's Tribler, Laplace and pyLoDStorage links); the ruling before df39 on the project's own path is
    # for errors, and the link says nothing of what it shows: "the function below" of the turn before.
    rec(DZ_RAIDER682, [t, k1], DZ_RAIDERLINK, True, "ellipsis", [], "The function in RAiDER's HRES model (https://github.com/dbekaert/RAiDER/blob/0c0a6aad41654a84c7b1849d6cd2d12faf14fea3/tools/RAiDER/models/hres.py#L70) raises 'can't compare offset-naive and offset-aware datetimes' because of a missing time zone.", author="u1")
    rec(DZ_RAIDER682, [t, k1, (U, DZ_RAIDERLINK, "u1")], "**RAiDER Version**\n0.5.3", True, "ellipsis", [], "The naive vs aware datetime error in RAiDER's HRES model happens with RAiDER 0.5.3.", author="u1")
    lend(DZ_RAIDER682, [t], DZ_B_ECOBASA, SAME, DZ_ECOBASA12)

    t = (U, "Fix timezone-aware datetime receiving naive date", "u1")
    w1 = (U, "Fix my code that was putting a naive date into a timezone-aware datetime field. When run with warnings enabled, this code produced this 12 of these warnings --", "u1")
    rec(DZ_ETOOLS828, [t], w1[1], True, "pronoun", ["my code", "this code"], "This etools fix stops code putting a naive date into a timezone-aware datetime field, which produced 12 naive-datetime warnings with warnings enabled.", author="u1")
    # A bare warning naming no tool or path: a follow-up (rule 1).
    rec(DZ_ETOOLS828, [t, w1], "```\nRuntimeWarning: DateTimeField Agreement.created received a naive datetime (2017-08-16 00:00:00) while time zone support is active.\n```", True, "ellipsis", [], "etools' tests warn 'RuntimeWarning: DateTimeField Agreement.created received a naive datetime (2017-08-16 00:00:00) while time zone support is active.'", author="u1")

    t = (U, "RuntimeWarning: ...naive datetime", "u1")
    rec(DZ_FRIEND7, [t], "Prevent RuntimeWarning (`RuntimeWarning: DateTimeField received a naive datetime (2013-03-14 02:49:29.990919) while time zone support is active.`) with projects using `USE_TZ = True`.", True, "ellipsis", [], "This django-friendship change prevents 'RuntimeWarning: DateTimeField received a naive datetime while time zone support is active' in projects using USE_TZ = True.", author="u1")
    lend(DZ_FRIEND7, [t], DZ_B_DJPATH, SAME, DZ_NSUP64)

    t = (U, "naive datetime warning", "u1")
    # The warning names Django's own fields module, which prints it (ruling before df39): a trap.
    rec(DZ_NSUP64, [t], DZ_B_DJPATH, False, SAME, [], None, author="u1")
    lend(DZ_NSUP64, [t], DZ_B_SWING, SAME, DZ_SWING33)

    t = (U, "RuntimeWarning", "u1")
    x1 = (U, "Keine große Sache, flog aber irgendwann bei einem Test und ich will es nicht vergessen:", "u1")
    rec(DZ_MEINE62, [t], x1[1], True, "pronoun", ["es"], "Not a big deal, but a RuntimeWarning came up in one of meine-stadt-transparent's tests and I don't want to forget it.", author="u1")
    rec(DZ_MEINE62, [t, x1], "```\nRuntimeWarning: DateTimeField Meeting.start received a naive datetime (2018-02-05 22:09:03.069154) while time zone support is active. [__init__.py:1451]\n```", True, "ellipsis", [], "A meine-stadt-transparent test warns 'RuntimeWarning: DateTimeField Meeting.start received a naive datetime (2018-02-05 22:09:03.069154) while time zone support is active.'", author="u1")

    t = (U, "Naive datetime RuntimeWarning", "u1")
    rec(DZ_APIS64, [t], DZ_B_APIS, False, SAME, [], None, author="u1")
    lend(DZ_APIS64, [t], DZ_B_ECOBASA, SAME, DZ_ECOBASA12)

    t = (U, "Warning `xxx received a naive datetime xxx while time zone support is active.`", "u1")
    y1 = (U, "We're getting a lot of warnings like this one:", "u1")
    y2 = (A, "@tvedeane This should not be a problem anymore now that you replaced all usages with `timezone`, right?", "u2")
    rec(DZ_TAPIR478, [t], y1[1], True, "pronoun", ["this one"], "tapir gets a lot of 'received a naive datetime while time zone support is active' warnings.", author="u1")
    rec(DZ_TAPIR478, [t, y1], y2[1], True, "pronoun", ["This"], "tapir's naive datetime warnings should be gone now that all usages were replaced with django.utils.timezone, right?", author="u2")
    rec(DZ_TAPIR478, [t, y1, y2], "Yes, I think so. Let's reopen if the problem persists @crosspolar.", True, "ellipsis", ["the problem"], "Yes, replacing usages with timezone should fix tapir's naive datetime warnings; reopen if they persist.", author="u3")

    t = (U, "Lots of naive datetime warnings", "u1")
    rec(DZ_ARXIV68, [t], DZ_B_ARXIV, False, SAME, [], None, author="u1")
    rec(DZ_ARXIV68, [t, (U, DZ_B_ARXIV, "u1")], "Not quite sure where this is coming from, but logs are being filled up with it.", True, "pronoun", ["this", "it"], "I'm not sure where arxiv-vanity's Render.created_at naive datetime warning comes from, but it fills up the logs.", author="u1")

    t = (U, "Fix naive datetimes at models", "u1")
    rec(DZ_SATNOGS85, [t], "example traceback:\n```\nRuntimeWarning: DateTimeField Data.end received a naive datetime (2014-12-19 17:35:44.124389) while time zone support is active.\n```", True, "ellipsis", [], "An example of satnogs-network's models receiving naive datetimes: 'RuntimeWarning: DateTimeField Data.end received a naive datetime (2014-12-19 17:35:44.124389) while time zone support is active.'", author="u1")
    lend(DZ_SATNOGS85, [t], DZ_B_APIS, SAME, DZ_APIS64)


# ---- Git on Windows and the 260-character path limit: "error: unable to create file ...: Filename too long", "Clone succeeded, but checkout failed", core.longpaths ----
LP_MSYS376 = GH + "msysgit/git/issues/376"
LP_RED72 = GH + "nokia/RED/issues/72"
LP_SHOP68 = GH + "shopware/shopware/issues/68"
LP_TS57079 = GH + "microsoft/TypeScript/issues/57079"
LP_BYTE1431 = GH + "bytechefhq/bytechef/issues/1431"
LP_ZOMP161 = GH + "zompinc/sync-method-generator/pull/161"
LP_JADE2 = GH + "6004x/jade/issues/2"
LP_VISU754 = GH + "NPellet/visualizer/issues/754"
LP_MODERN754 = GH + "web-infra-dev/modern.js/issues/754"
LP_HUBBUP68 = GH + "Eilon/Hubbup/issues/68"
LP_ENODE32 = GH + "electron/node/issues/32"
LP_APN10 = GH + "aws-samples/apn-blog/issues/10"
LP_OBSID16 = GH + "liammagee/obsidian-topic-linking/issues/16"
LP_CYPRESS8708 = GH + "cypress-io/cypress/issues/8708"
LP_CCOS65 = GH + "creativecommons/ccos-website-source/issues/65"
LP_B_NTFS = "The max file name length for NTFS is 260 characters."
LP_B_MODERNOUT = " git clone https://github.com/modern-js-dev/modern.js.git\nCloning into 'modern.js'...\nremote: Enumerating objects: 43647, done."
LP_B_CYPRESSOUT = "```\n git clone https://github.com/cypress-io/cypress.git\nCloning into 'cypress'...\nremote: Enumerating objects: 178, done."
LP_JADEOUT = "```\ngit.exe clone -v --progress \"git@github.com:eric-wieser/jade.git\" jade\nCloning into 'jade'...\nremote: Total 4276 (delta 0), reused 0 (delta 0), pack-reused 4273        \nChecking connectivity... done."
LP_VISUOUT = "````\nfatal: cannot create directory at 'lib/components/VisuMol/node_modules/bower/nod\ne_modules/bower-registry-client/node_modules/request/node_modules/form-data/node\n_modules/combined-stream/node_modules/delayed-stream': Filename too long"
LP_HUBBUPOUT = "```\n$ git clone https://github.com/Eilon/ProjectKIssueList Hubbup2\nCloning into 'Hubbup2'...\nremote: Counting objects: 4464, done."
LP_ENODEOUT = "```\ngit clone https://github.com/electron/node.git\nCloning into 'node'...\nremote: Counting objects: 365486, done."
LP_APNOUT = "fatal: cannot create directory at 'APIAuthorization/CustomAuthLambda/node_modules/jsonwebtoken/node_modules/jws/node_modules/base64url/node_modules/meow/node_modules/indent-string/node_modules/repeating/node_modules/is-finite/node_modules/number-is-nan': Filename too long\nwarning: Clone succeeded, but checkout failed."
LP_OBSIDOUT = "```\n Cloning into 'repositories\\liammagee\\obsidian-topic-linking'...\nerror: unable to create file src/citeproc-plus/styles-master/dependent/chaos-solitons-and-fractals-the-interdisciplinary-journal-of-nonlinear-science-and-nonequilibrium-and-complex-phenomena.csl: Filename too long"
LP_B_260 = "* Many Windows programs (including the Windows Explorer) have problems with directory trees nested so deeply that the absolute path is longer than 260 characters. Therefore, Git for Windows refuses to check out such files by default."
LP_B_TSERR = "error: unable to create file tests/baselines/reference/tsserver/configuredProjects/Open-ref-of-configured-project-when-open-file-gets-added-to-the-project-as-part-of-configured-file-update-buts-its-open-file-references-are-all-closed-when-the-update-happens.js: Filename too long\n\nfatal: unable to checkout working tree\nwarning: Clone succeeded, but checkout failed."
LP_B_REDOUT = "d:\\github>git clone https://github.com/aihuasxy/RED.git\nCloning into 'RED'...\nremote: Counting objects: 82471, done.\nremote: Total 82471 (delta 0), reused 0 (delta 0), pack-reused 82471"
LP_B_SHOPOUT = "$ git clone https://github.com/shopware/platform.git\nCloning into 'platform'...\nremote: Enumerating objects: 367, done.\nremote: Counting objects: 100% (367/367), done."
LP_B_BYTEOUT = "C:\\src>git clone https://github.com/bytechefhq/bytechef.git\nCloning into 'bytechef'...\nremote: Enumerating objects: 319679, done."
LP_MSYSOUT = "```\nC:\\1234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234>git clone http://github.com/cppformat/cppformat\nfatal: could not create work tree dir 'cppformat': Filename too long\n```"


def _longpaths(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Filename too long when cloning a repo", "u1")
    a1 = (U, "Here's an example that reproduces the error:", "u1")
    a2 = (U, LP_MSYSOUT, "u1")
    a3 = (A, "This is a known issue that is [mentioned in the Release Notes along with its resolution](https://github.com/git-for-windows/build-extra/blob/master/installer/ReleaseNotes.md#known-issues):", "u2")
    a4 = (A, LP_B_260, "u2")
    a5 = (A, "You can overrule this default by setting `core.longPaths`, e.g. `git clone -c core.longPaths=true ...`.", "u2")
    rec(LP_MSYS376, [t], a1[1], True, "ellipsis", ["the error"], "Here's an example that reproduces Git for Windows' 'Filename too long' error when cloning a repo.", author="u1")
    # The command quoted with its error (ruling before df37): a trap.
    rec(LP_MSYS376, [t, a1], a2[1], False, SAME, [], None, author="u1")
    rec(LP_MSYS376, [t, a1, a2], a3[1], True, "pronoun", ["This"], "Git for Windows' 'Filename too long' when cloning is a known issue, mentioned with its resolution in the Release Notes (https://github.com/git-for-windows/build-extra/blob/master/installer/ReleaseNotes.md#known-issues).", author="u2")
    # A general claim naming Windows programs and Git for Windows in full: a trap in its own thread.
    rec(LP_MSYS376, [t, a1, a2, a3], a4[1], False, SAME, [], None, author="u2")
    rec(LP_MSYS376, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["this default"], "You can overrule Git for Windows' default refusal to check out paths over 260 characters by setting core.longPaths, e.g. git clone -c core.longPaths=true ....", author="u2")
    rec(LP_MSYS376, [t, a1, a2, a3, a4, a5], "Oh, and please note that you posted the issue in the wrong place: Git for Windows 1.x (based on msysGit) is now obsolete, [Git for Windows 2.x](http://git-for-windows.github.io/) superseded it.", True, "pronoun", ["the issue"], "The 'Filename too long' clone issue was posted in the wrong place: Git for Windows 1.x (msysGit) is obsolete, superseded by Git for Windows 2.x (http://git-for-windows.github.io/).", author="u2")

    t = (U, "Clone failed in windows", "u1")
    b1 = (U, "Can't clone in win7 because of too long filename.", "u1")
    rec(LP_RED72, [t], b1[1], True, "ellipsis", [], "I can't clone nokia/RED on Windows 7 because of a too long filename.", author="u1")
    rec(LP_RED72, [t, b1], LP_B_REDOUT, False, SAME, [], None, author="u1")
    lend(LP_RED72, [t], LP_B_260, SAME, LP_MSYS376)
    lend(LP_RED72, [t, b1], LP_B_SHOPOUT, SAME, LP_SHOP68)

    t = (U, "git clone error: Filename too long", "u1")
    c1 = (U, "On \"Windows 10 Pro (1809)\" following error occurs during \"git clone\" the plattform:", "u1")
    rec(LP_SHOP68, [t], c1[1], True, "ellipsis", ["the plattform"], "On Windows 10 Pro (1809), git clone of the Shopware platform fails with 'Filename too long'.", author="u1")
    rec(LP_SHOP68, [t, c1], LP_B_SHOPOUT, False, SAME, [], None, author="u1")
    lend(LP_SHOP68, [t], LP_B_TSERR, SAME, LP_TS57079)

    t = (U, "[Windows][git clone] Filename too long", "u1")
    # Names the project's own file path (tests/baselines/...): a trap (ruling before df39).
    rec(LP_TS57079, [t], LP_B_TSERR, False, SAME, [], None, author="u1")
    lend(LP_TS57079, [t], LP_B_BYTEOUT, SAME, LP_BYTE1431)
    lend(LP_TS57079, [t], LP_B_260, SAME, LP_MSYS376)

    t = (U, "[bug]: Filename too long while cloning the repo", "u1")
    e1 = (U, "### Describe the bug\n\nWhile cloning the repo on Windows I faced:", "u1")
    e3 = (U, "### OS\n\nWindows 11", "u1")
    e4 = (A, "Setting `longpaths` to `true` should fix your problem.", "u2")
    rec(LP_BYTE1431, [t], e1[1], True, "pronoun", ["the repo"], "Cloning the bytechef repository on Windows fails with 'Filename too long'.", author="u1")
    rec(LP_BYTE1431, [t, e1], LP_B_BYTEOUT, False, SAME, [], None, author="u1")
    rec(LP_BYTE1431, [t, e1, (U, LP_B_BYTEOUT, "u1")], e3[1], True, "ellipsis", [], "Cloning bytechef fails with 'Filename too long' on Windows 11.", author="u1")
    rec(LP_BYTE1431, [t, e1, (U, LP_B_BYTEOUT, "u1"), e3], e4[1], True, "pronoun", ["your problem"], "Setting git's core.longpaths to true should fix bytechef's 'Filename too long' clone failure on Windows.", author="u2")
    # A bare fix (ruling before df38).
    rec(LP_BYTE1431, [t, e1, (U, LP_B_BYTEOUT, "u1"), e3, e4], "```\n git config --system core.longpaths true\n```\n\nhttps://stackoverflow.com/questions/22575662/filename-too-long-in-git-for-windows", True, "ellipsis", [], "Run git config --system core.longpaths true to fix bytechef's 'Filename too long' when cloning on Windows (https://stackoverflow.com/questions/22575662/filename-too-long-in-git-for-windows).", author="u2")

    t = (U, "Say that Windows needs core.longpaths to clone", "u1")
    f1 = (U, "Fallout from #160, where the plugin install turned out to be broken on Windows.", "u1")
    f2 = (U, "The underlying cause is not specific to the plugin: this repository cannot be cloned on Windows at all without `core.longpaths`, and nothing says so.", "u1")
    f3 = (U, "The snapshot file names reach 199 characters, so a checkout lands past the 260 character limit unless the clone root is unusually shallow.", "u1")
    f4 = (U, "The failure mode is what makes it worth documenting rather than merely knowing - git reports the limit per file, aborts the checkout, and leaves a repository which looks cloned and is missing most of its files.", "u1")
    f5 = (U, "## Why not shorten the names instead\n\nThat was the alternative and I do not think it is worth it.", "u1")
    rec(LP_ZOMP161, [t], f1[1], True, "pronoun", ["the plugin"], "This sync-method-generator change follows #160, where the plugin install turned out to be broken on Windows.", author="u1")
    rec(LP_ZOMP161, [t, f1], f2[1], True, "pronoun", ["the plugin", "this repository"], "The underlying cause is not specific to sync-method-generator's plugin: the sync-method-generator repository cannot be cloned on Windows at all without core.longpaths, and nothing says so.", author="u1")
    rec(LP_ZOMP161, [t, f1, f2], f3[1], True, "pronoun", ["The snapshot file names"], "sync-method-generator's snapshot file names reach 199 characters, so a Windows checkout passes the 260-character limit unless the clone root is very shallow.", author="u1")
    rec(LP_ZOMP161, [t, f1, f2, f3], f4[1], True, "pronoun", ["The failure mode", "it"], "sync-method-generator's long-path clone failure is worth documenting because git reports the limit per file, aborts the checkout and leaves a repository that looks cloned but misses most files.", author="u1")
    rec(LP_ZOMP161, [t, f1, f2, f3, f4], f5[1], True, "pronoun", ["the names", "That"], "Shortening sync-method-generator's snapshot file names was the alternative to documenting core.longpaths, and I don't think it is worth it.", author="u1")
    rec(LP_ZOMP161, [t, f1, f2, f3, f4, f5], "The generator caps its own generated file names at 100 characters (`MaxFileNameLength`), and Verify prefixes every snapshot with the test class and method names, which puts the floor near 155 characters before any particular test is named.", True, "pronoun", ["The generator"], "sync-method-generator caps its generated file names at 100 characters (MaxFileNameLength), and Verify prefixes every snapshot with the test class and method names, so snapshot names start near 155 characters.", author="u1")

    t = (U, "\"Filename too long\" error for nested node_modules when checking out on windows", "u1")
    rec(LP_JADE2, [t], "Here's the stdout:", True, "ellipsis", [], "Here's the stdout of cloning jade on Windows, which fails with 'Filename too long' in nested node_modules.", author="u1")
    rec(LP_JADE2, [t, (U, "Here's the stdout:", "u1")], LP_JADEOUT, False, SAME, [], None, author="u1")
    lend(LP_JADE2, [t], LP_B_NTFS, SAME, LP_CCOS65)

    t = (U, "\"filename too long\" error on Windows while doing npm install", "u1")
    b1 = (U, "Getting this error while running `npm install` on Windows 8.1", "u1")
    rec(LP_VISU754, [t], b1[1], True, "pronoun", ["this error"], "Running npm install for visualizer on Windows 8.1 fails with 'Filename too long'.", author="u1")
    # Names the project's own path (lib/components/VisuMol/...): a trap.
    rec(LP_VISU754, [t, b1], LP_VISUOUT, False, SAME, [], None, author="u1")
    rec(LP_VISU754, [t, b1, (U, LP_VISUOUT, "u1")], "@NPellet can you please merge https://github.com/NPellet/VisuMol/pull/2\nIt will help to solve this issue.", True, "pronoun", ["this issue"], "Please merge https://github.com/NPellet/VisuMol/pull/2; it will help solve visualizer's 'Filename too long' on npm install on Windows.", author="u2")

    t = (U, "[Bug]: Git clone failed on win10", "u1")
    c1 = (U, "### Version\n\n```sh\ngit version 2.35.1.windows.2\n```", "u1")
    rec(LP_MODERN754, [t], c1[1], True, "ellipsis", [], "Cloning modern.js fails on Windows 10 with git 2.35.1.windows.2.", author="u1")
    rec(LP_MODERN754, [t, c1], LP_B_MODERNOUT, False, SAME, [], None, author="u1")

    t = (U, "File name too long while cloning", "u1")
    d1 = (U, "On windows - ", "u1")
    d3 = (A, "Clone it to something like `c:\\GitHub` - that's the easiest solution :smile:", "u2")
    d4 = (U, "Why are the `node_modules` checked in anyway?", "u3")
    d5 = (U, "Btw, I cloned into `C:\\d\\ProjectKIssueList` and it was still too long.. Same when I tried `C:\\d\\k` and `C:\\k`.", "u3")
    rec(LP_HUBBUP68, [t], d1[1], True, "ellipsis", [], "Cloning Hubbup on Windows fails with 'File name too long'.", author="u1")
    rec(LP_HUBBUP68, [t, d1], LP_HUBBUPOUT, False, SAME, [], None, author="u1")
    h = [t, d1, (U, LP_HUBBUPOUT, "u1")]
    rec(LP_HUBBUP68, h, d3[1], True, "pronoun", ["it"], "The easiest fix for Hubbup's 'Filename too long' on Windows is cloning it into a short path like C:\\GitHub.", author="u2")
    rec(LP_HUBBUP68, [*h, d3], d4[1], True, "ellipsis", ["the `node_modules`"], "Why are Hubbup's node_modules checked into the repository at all?", author="u3")
    rec(LP_HUBBUP68, [*h, d3, d4], d5[1], True, "pronoun", ["it"], "Cloning Hubbup into C:\\d\\ProjectKIssueList, C:\\d\\k and even C:\\k still hits 'Filename too long'.", author="u3")
    rec(LP_HUBBUP68, [*h, d3, d4, d5], "There's a PR out to clean all the node_modules stuff. I need to look into merging that.", True, "ellipsis", ["the node_modules stuff"], "A pull request removing Hubbup's checked-in node_modules, which cause 'Filename too long' on Windows, is open; I need to merge it.", author="u2")

    t = (U, "git clone fails because very long file name on windows", "u1")
    e1 = (U, "* **Version**: v9.8.0\n* **Platform**: Micrsosoft Windows 10 Pro, 10.0.16299 Build 16299, 64 Bit", "u1")
    e2 = (U, "When cloning this project the following checkout does fail on windows if the current directory is a bit too far away from the root directory.", "u1")
    rec(LP_ENODE32, [t], e1[1], True, "ellipsis", [], "git clone of electron/node v9.8.0 fails on Windows 10 Pro (10.0.16299, 64-bit) because of a very long file name.", author="u1")
    rec(LP_ENODE32, [t, e1], e2[1], True, "pronoun", ["this project", "the following checkout"], "Cloning electron/node on Windows, the checkout fails when the current directory is a bit far from the root directory.", author="u1")
    rec(LP_ENODE32, [t, e1, e2], LP_ENODEOUT, False, SAME, [], None, author="u1")
    rec(LP_ENODE32, [t, e1, e2, (U, LP_ENODEOUT, "u1")], "There seems to be a quite long file name which is an issue:", True, "ellipsis", [], "A very long path in electron/node (under deps/npm/node_modules/libnpx/...) seems to be what breaks the Windows checkout.", author="u1")

    t = (U, "File name too long while cloning.", "u1")
    f1 = (U, "When I am trying to clone the repo, the repository, I encounter this problem:", "u1")
    f3 = (U, "Is there a way we can shorten the very long file hierarchy?\nMy root folder isn't too big, it's actually \"d:\\OS_CODE_BASES\\terraform_demo\" shouldn't be a problem.", "u1")
    f4 = (U, "I was on Windows using msys. Using the following solved the problem:\n\ngit config --system core.longpaths true", "u1")
    rec(LP_APN10, [t], f1[1], True, "pronoun", ["the repo", "this problem"], "Cloning the apn-blog repository, I get 'Filename too long'.", author="u1")
    rec(LP_APN10, [t, f1], LP_APNOUT, False, SAME, [], None, author="u1")
    rec(LP_APN10, [t, f1, (U, LP_APNOUT, "u1")], f3[1], True, "pronoun", ["the very long file hierarchy"], "Can apn-blog's very deep node_modules hierarchy be shortened? My clone root d:\\OS_CODE_BASES\\terraform_demo is short.", author="u1")
    rec(LP_APN10, [t, f1, (U, LP_APNOUT, "u1"), f3], f4[1], True, "pronoun", ["the problem"], "On Windows with msys, git config --system core.longpaths true solved apn-blog's 'Filename too long' clone failure.", author="u1")
    rec(LP_APN10, [t, f1, (U, LP_APNOUT, "u1"), f3, f4], "This issue can be closed, it's a very windows specific problem.", True, "pronoun", ["This issue"], "apn-blog's 'Filename too long' clone issue can be closed; it's Windows-specific.", author="u1")

    t = (U, "git checkout on windows fails", "u1")
    g1 = (U, "Hi,\n\nthank you for the plugin!", "u1")
    g2 = (U, "Could you please shorten filename(s) so that git clone won't hit filename too long restriction on Windows?", "u1")
    rec(LP_OBSID16, [t], g1[1], True, "pronoun", ["the plugin"], "Thank you for the obsidian-topic-linking plugin (whose git checkout fails on Windows)!", author="u1")
    rec(LP_OBSID16, [t, g1], g2[1], True, "ellipsis", ["filename(s)"], "Could obsidian-topic-linking shorten its file names so that git clone doesn't hit Windows' filename length limit?", author="u1")
    rec(LP_OBSID16, [t, g1, g2], LP_OBSIDOUT, False, SAME, [], None, author="u1")

    t = (U, "having problem git clone the cypress repository in windows: filename too long", "u1")
    rec(LP_CYPRESS8708, [t], LP_B_CYPRESSOUT, False, SAME, [], None, author="u1")
    rec(LP_CYPRESS8708, [t, (U, LP_B_CYPRESSOUT, "u1")], "### Desired behavior\n\nit should be able  to git clone with out any issue.", True, "pronoun", ["it"], "Cloning the cypress repository on Windows should work without 'Filename too long'.", author="u1")

    t = (U, "git checkout -f HEAD fails because of file path being too long", "u1")
    i1 = (U, "**Describe the bug**\nRelated to #63. I got started, and cloning the repo was successful, but the checkout failed.", "u1")
    i3 = (U, "To fix this, I will condense the file name to make it shorter, and submit a PR.", "u1")
    rec(LP_CCOS65, [t], i1[1], True, "pronoun", ["the repo", "the checkout"], "Cloning ccos-website-source succeeded but its checkout failed because a file path is too long.", author="u1")
    # A general claim naming NTFS in full: a trap in its own thread.
    rec(LP_CCOS65, [t, i1], LP_B_NTFS, False, SAME, [], None, author="u1")
    rec(LP_CCOS65, [t, i1, (U, LP_B_NTFS, "u1")], i3[1], True, "pronoun", ["this", "the file name", "it"], "To fix ccos-website-source's too-long path, I'll shorten the long archive file name and submit a PR.", author="u1")
    rec(LP_CCOS65, [t, i1, (U, LP_B_NTFS, "u1"), i3], "**Desktop (please complete the following information):**\n - OS: Windows 10 1803; 17134.648\n - GitHub Desktop v1.6.5 (Latest)", True, "ellipsis", [], "ccos-website-source's checkout fails with a too-long path on Windows 10 1803 with GitHub Desktop 1.6.5.", author="u1")
    lend(LP_CCOS65, [t], LP_B_MODERNOUT, SAME, LP_MODERN754)


# ---- pickled files that are Git LFS pointers: "_pickle.UnpicklingError: invalid load key, 'v'.", git lfs install, git lfs pull ----
PK_GITLFS4366 = GH + "git-lfs/git-lfs/issues/4366"
PK_CFDGCN6 = GH + "locuslab/cfd-gcn/issues/6"
PK_PHISH7 = GH + "lindsey98/Phishpedia/issues/7"
PK_PHINT13 = GH + "lindsey98/PhishIntention/issues/13"
PK_TALLREC50 = GH + "SAI990323/TALLRec/issues/50"
PK_PPGNET2 = GH + "svip-lab/PPGNet/issues/2"
PK_EMBED11 = GH + "fhalab/embeddings_reproduction/issues/11"
PK_HERG2 = GH + "ncats/herg-ml/issues/2"
PK_FUNASR1966 = GH + "modelscope/FunASR/pull/1966"
PK_TORCHANI271 = GH + "aiqm/torchani/issues/271"
PK_B_LFSAPP = "Hi and happy new year,\nMy [Streamlit app ](https://share.streamlit.io/amaze2/concordiensis2/concordy_processor_term_over_time.py)is not working because my Python code cannot open the data, which is in Pickled format, and which I uploaded to GitHub via git-lfs."
PK_B_EMBEDTB = "UnpicklingError                           Traceback (most recent call last)\n<ipython-input-7-47b1fab80736> in <module>\n      1 with open('../inputs/X_aaindex_64_cosine.pkl', 'rb') as f:\n----> 2     X_aa = pickle.load(f)\n\nUnpicklingError: invalid load key, 'v'."
PK_B_PICKLEMOD = "_pickle.UnpicklingError: invalid load key, 'v'."


def _lfspickle(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "\"UnpicklingError: invalid load key, 'v'\"", "u1")
    a1 = (U, PK_B_LFSAPP, "u1")
    a2 = (U, "Instead, I get the following error message: \"UnpicklingError: invalid load key, 'v'\"; (see attached screenshot). ", "u1")
    a3 = (U, "I believe the git-lfs upload causing this error; may I ask for your help with this?", "u1")
    a4 = (A, "I think this error comes from the fact that Git LFS is not installed on the remote system to check out the Git LFS files, which causes Python's pickle module to try to read the pointer file instead.", "u2")
    a5 = (A, "I believe that's because, [according to this article](https://discuss.streamlit.io/t/best-practices-for-fetching-artifacts-requried-for-the-app/6538/6), Streamlit may not support Git LFS yet.", "u2")
    # A complete report naming the app, pickle and git-lfs in full (rule 1): a trap.
    rec(PK_GITLFS4366, [t], a1[1], False, SAME, [], None, author="u1")
    rec(PK_GITLFS4366, [t, a1], a2[1], True, "ellipsis", [], "Instead of opening my pickled data uploaded with git-lfs, my Streamlit app gets \"UnpicklingError: invalid load key, 'v'\".", author="u1")
    rec(PK_GITLFS4366, [t, a1, a2], a3[1], True, "pronoun", ["this error", "this"], "I believe uploading my pickle file with git-lfs causes \"UnpicklingError: invalid load key, 'v'\" in my Streamlit app; can you help?", author="u1")
    rec(PK_GITLFS4366, [t, a1, a2, a3], a4[1], True, "pronoun", ["this error", "the remote system"], "\"UnpicklingError: invalid load key, 'v'\" comes from Git LFS not being installed where the Streamlit app checks out the files, so pickle reads the LFS pointer file instead.", author="u2")
    rec(PK_GITLFS4366, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["that"], "Git LFS files aren't checked out for the app because Streamlit may not support Git LFS yet (https://discuss.streamlit.io/t/best-practices-for-fetching-artifacts-requried-for-the-app/6538/6).", author="u2")
    rec(PK_GITLFS4366, [t, a1, a2, a3, a4, a5], "Sorry I can't be of more help.", True, "ellipsis", [], "Sorry I can't help more with Streamlit not fetching Git LFS pickle files.", author="u2")

    t = (U, "_pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    b1 = (U, "       with open(self.data_dir.parent / 'train_max_min.pkl', 'rb') as f:\n            self.normalization_factors = pickle.load(f)", "u1")
    b2 = (U, "the above lines cannot successfully load the data", "u1")
    rec(PK_CFDGCN6, [t], b1[1], True, "ellipsis", [], "cfd-gcn's pickle.load of train_max_min.pkl (with open(self.data_dir.parent / 'train_max_min.pkl', 'rb')) fails with \"_pickle.UnpicklingError: invalid load key, 'v'\".", author="u1")
    rec(PK_CFDGCN6, [t, b1], b2[1], True, "pronoun", ["the above lines", "the data"], "cfd-gcn's lines that pickle.load train_max_min.pkl cannot load the data: \"invalid load key, 'v'\".", author="u1")
    rec(PK_CFDGCN6, [t, b1, b2], "Hello @hsliuustc ! I met the same problem and it is because this file is saved in a compressed format. You need to use Git Large File Storage (LFS) to clone this repo. See this [https://git-lfs.github.com/](https://git-lfs.github.com/)", True, "pronoun", ["the same problem", "this file", "this repo"], "cfd-gcn's train_max_min.pkl fails to unpickle because it is stored with Git LFS; clone the cfd-gcn repository using Git LFS (https://git-lfs.github.com/).", author="u2")
    lend(PK_CFDGCN6, [t], PK_B_LFSAPP, SAME, PK_GITLFS4366)

    t = (A, "Error: _pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    c1 = (A, "When you meet this error when loading the model\nTry download models from here: https://drive.google.com/drive/folders/1rCEqhu1CS8tphwDKoxsCRh5t1PXfSceH?usp=sharing\nAnd put them into the corresponding directories", "u1")
    c2 = (A, "The problem can be easily solved by installing Git LFS (https://git-lfs.github.com/) to the machine you use.", "u1")
    c3 = (A, "After installing Git LFS, the clone process will download all the files correctly. Or if you have cloned this repo, you can simpy run git lfs pull to update your files.", "u1")
    rec(PK_PHISH7, [t], c1[1], True, "pronoun", ["this error", "the model"], "If loading Phishpedia's model gives \"_pickle.UnpicklingError: invalid load key, 'v'\", download the models from https://drive.google.com/drive/folders/1rCEqhu1CS8tphwDKoxsCRh5t1PXfSceH?usp=sharing and put them in the corresponding directories.", author="u1")
    rec(PK_PHISH7, [t, c1], c2[1], True, "pronoun", ["The problem"], "Phishpedia's \"invalid load key, 'v'\" can be solved by installing Git LFS (https://git-lfs.github.com/) on your machine.", author="u1")
    rec(PK_PHISH7, [t, c1, c2], c3[1], True, "pronoun", ["the clone process", "this repo"], "After installing Git LFS, cloning Phishpedia downloads all model files correctly; if you already cloned Phishpedia, run git lfs pull to update the files.", author="u1")
    rec(PK_PHISH7, [t, c1, c2, c3], "The problem originates from the large files management by Github https://docs.github.com/en/repositories/working-with-files/managing-large-files.", True, "pronoun", ["The problem"], "Phishpedia's \"invalid load key, 'v'\" originates from GitHub's large file management (https://docs.github.com/en/repositories/working-with-files/managing-large-files).", author="u1")

    t = (U, "Git Large File Storage Problem: pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    d1 = (U, "Hi,\n\nI got this error when running the program.", "u1")
    d2 = (U, "I know we are supposed to install git large file storage but I had some permission issue with the server.", "u1")
    d3 = (U, "If it is possible, can you upload model weights and files that we can download and run the code? Thanks so much!", "u1")
    rec(PK_PHINT13, [t], d1[1], True, "pronoun", ["this error", "the program"], "I get \"pickle.UnpicklingError: invalid load key, 'v'\" when running PhishIntention.", author="u1")
    rec(PK_PHINT13, [t, d1], d2[1], True, "ellipsis", [], "I know PhishIntention needs Git LFS installed, but I have a permission issue installing it on my server.", author="u1")
    rec(PK_PHINT13, [t, d1, d2], d3[1], True, "ellipsis", ["the code"], "Could you upload PhishIntention's model weights and files somewhere we can download them without Git LFS, to run the code?", author="u1")
    rec(PK_PHINT13, [t, d1, d2, d3], "I think it's because my git file storage has a bandwidth limit. @gyNancy Please refer to this #2", True, "pronoun", ["it's", "this #2"], "PhishIntention's \"invalid load key, 'v'\" is likely because its Git LFS storage hit a bandwidth limit; see PhishIntention issue #2.", author="u2")

    t = (U, "_pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    e1 = (U, "作者你好，我在运行你的代码时候出现了", "u1")
    e2 = (U, "same problem", "u2")
    e3 = (U, "Can you help me to solve this problem?", "u2")
    e4 = (U, "adapter_model.bin this file . you need install Git LFS .", "u1")
    e5 = (U, "hi i install the GIT LFS,but i meet the same question.", "u3")
    rec(PK_TALLREC50, [t], e1[1], True, "ellipsis", [], "Hello, running TALLRec's code gives \"_pickle.UnpicklingError: invalid load key, 'v'\".", author="u1")
    rec(PK_TALLREC50, [t, e1], e2[1], True, "ellipsis", [], "I have TALLRec's \"invalid load key, 'v'\" problem too.", author="u2")
    rec(PK_TALLREC50, [t, e1, e2], e3[1], True, "pronoun", ["this problem"], "Can you help me solve TALLRec's \"_pickle.UnpicklingError: invalid load key, 'v'\"?", author="u2")
    rec(PK_TALLREC50, [t, e1, e2, e3], e4[1], True, "pronoun", ["this file"], "TALLRec's adapter_model.bin is the file that fails; you need to install Git LFS.", author="u1")
    rec(PK_TALLREC50, [t, e1, e2, e3, e4], e5[1], True, "ellipsis", ["the same question"], "I installed Git LFS but still get TALLRec's \"invalid load key, 'v'\".", author="u3")
    rec(PK_TALLREC50, [t, e1, e2, e3, e4, e5], "I got the same problem after `git lfs` installation and initialization. Do you guys find the solution?", True, "ellipsis", ["the same problem"], "I still get TALLRec's \"invalid load key, 'v'\" after installing and initializing git lfs; has anyone found the solution?", author="u4")

    t = (U, "_pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    f2 = (A, "You probably didn't download the backbone checkpoint files correctly. These files were uploaded with git-lfs. ", "u2")
    f3 = (A, "If the files in your `./ckpt/backbone/` are less than 1MB, then you might only pull the links to them.", "u2")
    f4 = (A, "Install Git LFS first: https://help.github.com/en/articles/installing-git-large-file-storage", "u3")
    f5 = (A, "After, inside the directory of the repository, make sure you pull the backbone files:\n\n`git lfs pull`", "u3")
    # The exception names the _pickle module that raises it (ruling before df39): a trap.
    rec(PK_PPGNET2, [t], PK_B_PICKLEMOD, False, SAME, [], None, author="u1")
    h = [t, (U, PK_B_PICKLEMOD, "u1")]
    rec(PK_PPGNET2, h, f2[1], True, "pronoun", ["the backbone checkpoint files", "These files"], "PPGNet's \"invalid load key, 'v'\" probably means its backbone checkpoint files were not downloaded correctly: they were uploaded with git-lfs.", author="u2")
    rec(PK_PPGNET2, [*h, f2], f3[1], True, "ellipsis", ["the files", "them"], "If the files in PPGNet's ./ckpt/backbone/ are under 1MB, you only pulled the Git LFS links to the checkpoints.", author="u2")
    rec(PK_PPGNET2, [*h, f2, f3], f4[1], True, "ellipsis", [], "To fix PPGNet's \"invalid load key, 'v'\", install Git LFS first (https://help.github.com/en/articles/installing-git-large-file-storage).", author="u3")
    rec(PK_PPGNET2, [*h, f2, f3, f4], f5[1], True, "pronoun", ["the repository", "the backbone files"], "Then, inside the PPGNet repository, run git lfs pull to fetch PPGNet's backbone checkpoint files.", author="u3")
    rec(PK_PPGNET2, [*h, f2, f3, f4, f5], "Each of the files should be around a couple hundred MB or so.", True, "pronoun", ["the files"], "Each of PPGNet's backbone checkpoint files should be around a couple hundred MB after git lfs pull.", author="u3")

    t = (U, "UnpicklingError: invalid load key, 'v'.", "u1")
    g1 = (U, "Hello,\nmany thanks for the github.\n\nwhen I run test_predictions, i got following errors ...", "u1")
    g3 = (U, "or pkl files are corrupted?", "u1")
    g4 = (A, "Can you check that you have the correct pickled file? If you don't have git-lfs installed, it probably didn't pull the data properly from the repo when you cloned it.", "u2")
    rec(PK_EMBED11, [t], g1[1], True, "ellipsis", [], "Running embeddings_reproduction's test_predictions gives \"UnpicklingError: invalid load key, 'v'\".", author="u1")
    # The code quoted with the error it got (ruling before df37): a trap.
    rec(PK_EMBED11, [t, g1], PK_B_EMBEDTB, False, SAME, [], None, author="u1")
    rec(PK_EMBED11, [t, g1, (U, PK_B_EMBEDTB, "u1")], g3[1], True, "ellipsis", [], "Or are embeddings_reproduction's pkl files corrupted, giving \"invalid load key, 'v'\"?", author="u1")
    rec(PK_EMBED11, [t, g1, (U, PK_B_EMBEDTB, "u1"), g3], g4[1], True, "pronoun", ["the correct pickled file", "it", "the repo"], "Check that you have the correct embeddings_reproduction pickle files: without git-lfs installed, cloning the repository doesn't pull the data properly.", author="u2")
    rec(PK_EMBED11, [t, g1, (U, PK_B_EMBEDTB, "u1"), g3, g4], "Many thanks ...now it works fine! And, sorry to miss your note about GIT-LFS ... in readme.md.", True, "pronoun", ["it", "your note"], "With git-lfs, embeddings_reproduction's test_predictions now works; sorry I missed the Git LFS note in its readme.md.", author="u1")

    t = (U, "Picke file load issue", "u1")
    rec(PK_HERG2, [t], "I am getting `UnpicklingError: invalid load key, 'v'.` error while loading the pickle file in jupyter notebook. Do you think pickle file might be corrupted.", True, "pronoun", ["the pickle file"], "Loading herg-ml's pickle file in Jupyter gives \"UnpicklingError: invalid load key, 'v'\"; could herg-ml's pickle file be corrupted?", author="u1")
    rec(PK_HERG2, [t, (U, "I am getting `UnpicklingError: invalid load key, 'v'.` error while loading the pickle file in jupyter notebook. Do you think pickle file might be corrupted.", "u1")], "I am guessing the pickle file might not have been downloaded properly. Did you use git-lfs (see [README](https://github.com/ncats/herg-ml/blob/master/README.md) for instructions) to fetch the large files? Some of the pickle files are large.", True, "pronoun", ["the pickle file", "the large files"], "herg-ml's pickle file was probably not downloaded properly; did you fetch herg-ml's large files with git-lfs, as its README says?", author="u2")
    lend(PK_HERG2, [t], PK_B_EMBEDTB, SAME, PK_EMBED11)

    t = (U, "fix error: _pickle.UnpicklingError: invalid load key, 'v'.", "u1")
    i1 = (U, "some one run this script will got the below error keywords:", "u1")
    rec(PK_FUNASR1966, [t], i1[1], True, "pronoun", ["this script"], "Running FunASR's script can give \"_pickle.UnpicklingError: invalid load key, 'v'\".", author="u1")
    rec(PK_FUNASR1966, [t, i1], "so add `lfs` to `git clone`.", True, "ellipsis", [], "So FunASR's script now uses git lfs clone, to avoid \"invalid load key, 'v'\".", author="u1")
    lend(PK_FUNASR1966, [t], PK_B_LFSAPP, SAME, PK_GITLFS4366)

    t = (U, "Pickle File loading failure in tests", "u1")
    j1 = (U, "Hi,\nI was trying to load pickle files in tests and i got the following error:\ninvalid load key, 'v'.", "u1")
    j3 = (A, "These pickle files are stored in git lfs, and if you didn't install it, you would get a text placeholder. Please install `git-lfs` and do `git lfs pull`.", "u2")
    j4 = (A, "@amrhamedp Could you please try `git lfs pull` again? We were out of quota last month.", "u3")
    rec(PK_TORCHANI271, [t], j1[1], True, "ellipsis", [], "Loading torchani's test pickle files fails with \"invalid load key, 'v'\".", author="u1")
    rec(PK_TORCHANI271, [t, j1], j3[1], True, "pronoun", ["These pickle files"], "torchani's test pickle files are stored in Git LFS; without it you get a text placeholder, so install git-lfs and run git lfs pull.", author="u2")
    rec(PK_TORCHANI271, [t, j1, j3], j4[1], True, "ellipsis", [], "Could you try git lfs pull for torchani's test pickle files again? torchani was out of Git LFS quota last month.", author="u3")
    rec(PK_TORCHANI271, [t, j1, j3, j4], "thank u \nIt works now", True, "pronoun", ["It"], "Thank you, loading torchani's test pickle files works now.", author="u1")
    lend(PK_TORCHANI271, [t], PK_B_PICKLEMOD, SAME, PK_PPGNET2)


# ---- Tk windows on machines without a display: "_tkinter.TclError: no display name and no $DISPLAY environment variable", export DISPLAY=:0.0, ssh -X ----
TK_TUT4 = GH + "digitronik/tutorial-tkinter/issues/4"
TK_FASTCLASS9 = GH + "cwerner/fastclass/issues/9"
TK_VLPR1 = GH + "yinghualuowu/Python_VLPR/issues/1"
TK_CATA232 = GH + "scrtlabs/catalyst/issues/232"
TK_LUMINA11 = GH + "DevMiser/Lumina/issues/11"
TK_RODEO201 = GH + "yhat/rodeo/issues/201"
TK_LIPLATE1 = GH + "laddng/LiPlate/issues/1"
TK_PCAPX71 = GH + "srixivas/PcapXray/issues/71"
TK_PAUVRE20 = GH + "conchoecia/pauvre/issues/20"
TK_B_XSERVER = "A search shows that in linux the Xserver has to communicate with the Xclient to know what to display."
TK_B_FASTTB = "self.tk = _tkinter.create(screenName, baseName, className, interactive, wantobjects, useTk, sync, use)\n_tkinter.TclError: no display name and no $DISPLAY environment variable"
TK_B_LUMINATB = "Traceback (most recent call last):\n  File \"/home/pi/Lumina/Lumina.py\", line 75, in <module>\n    root = tk.Tk()"
TK_B_PCAPOUT = "┌──(root㉿kali)-[~/PcapXray]\n└─# python3 Source/main.py\nInteractive graph in app wont work as python version/platform is not supported (will launch in default browser)\nTraceback (most recent call last):"
TK_VLPRTB = "Traceback (most recent call last):\n  File \"main_VLPR.py\", line 206, in <module>\n    win = tk.Tk()"
TK_CATATB = "MiniEdit running against Mininet 2.2.2\nTraceback (most recent call last):\nFile \"mininet/examples/miniedit.py\", line 3579, in\napp = MiniEdit()"
TK_LIPLATETB = "Traceback (most recent call last):\n  File \"main.py\", line 22, in <module>\n    run();\n  File \"main.py\", line 17, in run\n    plate.plateSearch(characters_array);"
TK_PAUVRETB = "File \"......./CentOS6/python64/3.5.2/lib/python3.5/tkinter/__init__.py\", line 1868, in __init__\n    self.tk = _tkinter.create(screenName, baseName, className, interactive, wantobjects, useTk, sync, use)\n_tkinter.TclError: no display name and no $DISPLAY environment variable"


def _tkdisplay(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "TclError: no display name and no $DISPLAY environment variable", "u1")
    a1 = (U, "I am running your code on python3 ubuntu. It gives me this error.", "u1")
    a2 = (U, "but when i run it on a ide it works fine. So i think some how its not able to make pop up window or sometthing. So please help me solve this.", "u1")
    rec(TK_TUT4, [t], a1[1], True, "pronoun", ["your code", "this error"], "Running tutorial-tkinter's code with python3 on Ubuntu gives 'TclError: no display name and no $DISPLAY environment variable'.", author="u1")
    rec(TK_TUT4, [t, a1], a2[1], True, "pronoun", ["it", "this"], "tutorial-tkinter's code works in an IDE but from the terminal gives 'no display name and no $DISPLAY environment variable'; it seems unable to open a pop-up window. Please help.", author="u1")
    rec(TK_TUT4, [t, a1, a2], "@ShubhamBhatt maybe you need to export the DISPLAY env variable\n\n```\nexport DISPLAY=:0.0\n```\nfor more info https://askubuntu.com/questions/432255/what-is-the-display-environment-variable", True, "ellipsis", [], "To fix tutorial-tkinter's 'no $DISPLAY environment variable' on Ubuntu, export the DISPLAY variable (export DISPLAY=:0.0); see https://askubuntu.com/questions/432255/what-is-the-display-environment-variable", author="u2")
    lend(TK_TUT4, [t], TK_B_XSERVER, SAME, TK_RODEO201)

    t = (U, "!fcc /content/tiger/Bali_tigris", "u1")
    b2 = (A, "Hi\n\nCan you tell me a bit about your Python version/ setup? \nAre you running on a headless server?\nAre you using a ssh connection (if so, try ssh -X ...).", "u2")
    # The error names the _tkinter module that raises it (ruling before df39): a trap.
    rec(TK_FASTCLASS9, [t], TK_B_FASTTB, False, SAME, [], None, author="u1")
    rec(TK_FASTCLASS9, [t, (U, TK_B_FASTTB, "u1")], b2[1], True, "ellipsis", [], "For fastclass's fcc failing with 'no display name and no $DISPLAY environment variable': what is your Python version and setup, are you on a headless server, and over ssh (then try ssh -X)?", author="u2")
    rec(TK_FASTCLASS9, [t, (U, TK_B_FASTTB, "u1"), b2], "This bug may also occur if no graphical env is found: inside jupyter notebooks (likely regarding your \"!\" prepending the command) or from WSL.", True, "pronoun", ["This bug", "the command"], "fastclass's 'no $DISPLAY environment variable' error also occurs without a graphical environment, e.g. running fcc from a Jupyter notebook with '!' or from WSL.", author="u3")

    t = (U, "Run time error in server side", "u1")
    rec(TK_VLPR1, [t], TK_VLPRTB, False, SAME, [], None, author="u1")
    rec(TK_VLPR1, [t, (U, TK_VLPRTB, "u1")], "还没遇见这种错误。找到了相关链接你可以参考一下https://stackoverflow.com/questions/37604289/tkinter-tclerror-no-display-name-and-no-display-environment-variable", True, "pronoun", ["这种错误"], "I haven't met Python_VLPR's 'no display name and no $DISPLAY environment variable' on a server; see https://stackoverflow.com/questions/37604289/tkinter-tclerror-no-display-name-and-no-display-environment-variable", author="u2")
    lend(TK_VLPR1, [t], TK_B_PCAPOUT, SAME, TK_PCAPX71)

    t = (U, "_tkinter.TclError: no display name and no $DISPLAY environment variable", "u1")
    d1 = (U, "Dear Catalyst Maintainers,\n\nBefore I tell you about my issue, let me describe my environment:", "u1")
    d2 = (U, "* Operating System: (Windows Version 8.1.pro`)\n* Python Version: `2.7`", "u1")
    d3 = (U, "*i'm running mininet/examples/miniedit.py in MIninet\ni received this issue.", "u1")
    rec(TK_CATA232, [t], d1[1], True, "ellipsis", ["my issue"], "Before describing my Catalyst issue '_tkinter.TclError: no display name and no $DISPLAY environment variable', here is my environment.", author="u1")
    rec(TK_CATA232, [t, d1], d2[1], True, "ellipsis", [], "I get '_tkinter.TclError: no display name' on Windows 8.1 Pro with Python 2.7.", author="u1")
    rec(TK_CATA232, [t, d1, d2], d3[1], True, "pronoun", ["this issue"], "Running mininet/examples/miniedit.py in Mininet gives '_tkinter.TclError: no display name and no $DISPLAY environment variable'.", author="u1")
    # Names the script it comes from (mininet/examples/miniedit.py) in full: a trap.
    rec(TK_CATA232, [t, d1, d2, d3], TK_CATATB, False, SAME, [], None, author="u1")

    t = (U, "Run Error", "u1")
    e1 = (U, "I get the following when I run the program from the terminal window. Any thoughts?", "u1")
    e3 = (A, "It looks like Tkinter cannot find the necessary display information.  Try setting a display environment by entering the following in the terminal window before running the program from the terminal window:\nexport DISPLAY=:0.0", "u2")
    rec(TK_LUMINA11, [t], e1[1], True, "pronoun", ["the program"], "Running Lumina from the terminal window fails; any thoughts?", author="u1")
    rec(TK_LUMINA11, [t, e1], TK_B_LUMINATB, False, SAME, [], None, author="u1")
    rec(TK_LUMINA11, [t, e1, (U, TK_B_LUMINATB, "u1")], e3[1], True, "pronoun", ["It", "the program"], "Lumina's 'no $DISPLAY environment variable' means Tkinter can't find display information; run export DISPLAY=:0.0 in the terminal before starting Lumina.", author="u2")
    rec(TK_LUMINA11, [t, e1, (U, TK_B_LUMINATB, "u1"), e3], "That appears to have resolved the issue. Thank you!", True, "pronoun", ["That", "the issue"], "export DISPLAY=:0.0 resolved Lumina's Tkinter display error, thank you!", author="u1")

    t = (U, "TclError: no display name and no $DISPLAY environment variable", "u1")
    f1 = (U, "I'm trying program gui with Tkinter and I get a Tclerror with $DISPLAY in linux mate 15.10.", "u1")
    f2 = (U, "I know it is Rodeo because I tried the code in ipython notebook and it worked fine.", "u1")
    # A report of what the project does (running Tkinter code), the project left out (ruling before df37): a follow-up.
    rec(TK_RODEO201, [t], f1[1], True, "ellipsis", [], "Programming a Tkinter GUI in Rodeo on Linux Mint 15.10, I get a TclError about $DISPLAY.", author="u1")
    rec(TK_RODEO201, [t, f1], f2[1], True, "pronoun", ["it", "the code"], "The Tkinter $DISPLAY TclError is Rodeo's: the same code works in an IPython notebook.", author="u1")
    # A general claim about X naming its subject: a trap in its own thread.
    rec(TK_RODEO201, [t, f1, f2], TK_B_XSERVER, False, SAME, [], None, author="u1")
    rec(TK_RODEO201, [t, f1, f2, (U, TK_B_XSERVER, "u1")], "Maybe there is an issue with Rodeo communicating with the Xserver?", False, SAME, [], None, author="u1")

    t = (U, "no display env var", "u1")
    g1 = (U, " no display name and no $DISPLAY environment variable", "u1")
    rec(TK_LIPLATE1, [t], g1[1], True, "ellipsis", [], "LiPlate fails with 'no display name and no $DISPLAY environment variable'.", author="u1")
    # Names the project's own main.py and modules: a trap.
    rec(TK_LIPLATE1, [t, g1], TK_LIPLATETB, False, SAME, [], None, author="u1")
    lend(TK_LIPLATE1, [t], TK_B_FASTTB, SAME, TK_FASTCLASS9)

    t = (U, "startup error", "u1")
    h1 = (U, "Hello,\nWhat is this error:", "u1")
    h3 = (A, "Hey @nmaphacker, looks like env specific, are you launching via SSH? Pls share about your env/setup. Thanks!", "u2")
    rec(TK_PCAPX71, [t], h1[1], True, "pronoun", ["this error"], "What is PcapXray's startup error?", author="u1")
    # The command quoted with its output (ruling before df37): a trap.
    rec(TK_PCAPX71, [t, h1], TK_B_PCAPOUT, False, SAME, [], None, author="u1")
    rec(TK_PCAPX71, [t, h1, (U, TK_B_PCAPOUT, "u1")], h3[1], True, "ellipsis", [], "PcapXray's Tkinter startup error looks environment-specific; are you launching it over SSH? Please share your environment and setup.", author="u2")
    rec(TK_PCAPX71, [t, h1, (U, TK_B_PCAPOUT, "u1"), h3], "* similar `tkinter.TclError` discussion at [ref](https://github.com/scrtlabs/catalyst/issues/39)", True, "ellipsis", [], "A discussion similar to PcapXray's 'no $DISPLAY' tkinter.TclError is at https://github.com/scrtlabs/catalyst/issues/39.", author="u2")

    t = (U, "_tkinter.TclError: no display name and no $DISPLAY environment variable", "u1")
    i1 = (U, "Hi,\n\ndo you know where this error is coming from?", "u1")
    i3 = (A, "Thanks! I'll look into this - I don't have a CentOS system though so I'll see what I can dig up...", "u2")
    i4 = (A, "That tcl error is suggestive of something related to X11 tunnelling I think. Was `ssh -X` used for logging in?", "u3")
    i5 = (U, "I installed pauvre on our cluster so I use ssh <my login credentials> to log on but not ssh -X.", "u1")
    rec(TK_PAUVRE20, [t], i1[1], True, "pronoun", ["this error"], "Where does pauvre's '_tkinter.TclError: no display name and no $DISPLAY environment variable' come from?", author="u1")
    rec(TK_PAUVRE20, [t, i1], TK_PAUVRETB, False, SAME, [], None, author="u1")
    h = [t, i1, (U, TK_PAUVRETB, "u1")]
    rec(TK_PAUVRE20, h, i3[1], True, "pronoun", ["this"], "I'll look into pauvre's Tkinter $DISPLAY error, though I have no CentOS system.", author="u2")
    rec(TK_PAUVRE20, [*h, i3], i4[1], True, "pronoun", ["That tcl error"], "pauvre's Tcl 'no $DISPLAY' error suggests something about X11 tunnelling; did you log in with ssh -X?", author="u3")
    # An answer in a complete first-person sentence naming its subject (ruling before df36): a trap.
    rec(TK_PAUVRE20, [*h, i3, i4], i5[1], False, SAME, [], None, author="u1")
    rec(TK_PAUVRE20, [*h, i3, i4, i5], "I think this can be solved by making this change: https://github.com/conchoecia/pauvre/issues/18#issuecomment-320992711", True, "pronoun", ["this", "this change"], "pauvre's '_tkinter.TclError: no display name' over ssh without -X can be solved by the change in https://github.com/conchoecia/pauvre/issues/18#issuecomment-320992711", author="u3")


# ---- runaway recursion in JavaScript: "RangeError: Maximum call stack size exceeded" in browsers, Node and JS engines ----
MC_THREE7 = GH + "idflood/ThreeNodes.js/issues/7"
MC_POLY656 = GH + "Polymer/polymer/issues/656"
MC_YETT52 = GH + "elbywan/yett/issues/52"
MC_LOGO97 = GH + "kogg/InstantLogoSearch/issues/97"
MC_WEEX721 = GH + "alibaba/weex/issues/721"
MC_SIREPO1027 = GH + "radiasoft/sirepo/issues/1027"
MC_ROCKET1 = GH + "abbshr/RocketEngine/issues/1"
MC_PHANTOM12849 = GH + "ariya/phantomjs/issues/12849"
MC_FDT87 = GH + "amtrack/force-dev-tool/issues/87"
MC_ISEVEN210 = GH + "samuelmarina/is-even/issues/210"
MC_DEALOGIC9 = GH + "Dealogic/webpack-vsts-extension/issues/9"
MC_REPACK642 = GH + "callstack/repack/issues/642"
MC_CLOSURE94 = GH + "webpack-contrib/closure-webpack-plugin/issues/94"
MC_REPACKLOG = "```\nnew webpack.optimize.LimitChunkCountPlugin({\n  maxChunks: 2\n})\n@callstack/repack/src/webpack/plugins/OutputPlugin.ts:234:9) at Array.flatMap (<anonymous>)\n```"
MC_B_RECUR = "any function recursive call case chould raise \"Maximum call stack size exceeded\"  error."
MC_B_POLY = "I am receiving a \"Maximum call stack size exceeded\" error originating from `events.js:638`"
MC_B_WEEXLOG = "WeexDemo[72430:10395111] �[fg255,0,0; <Weex>[error]WXSDKError.m:39, [undefined:1:21922] RangeError: Maximum call stack size exceeded”"
MC_B_FDTCMD = "```sh\nforce-dev-tool changeset create test -f --dry-run src/classes/TestNewClass.cls\nRangeError: Maximum call stack size exceeded\n```"
MC_B_SIREPOLOG = "Jan 17 20:52:18   212 65159 /home/vagrant/.pyenv/versions/2.7.12/envs/py2/lib/python2.7/site-packages/sirepo-20180112.181239-py2.7.egg/sirepo/server.py:184:api_errorLogging 216.54.110.228: javascript error: {\n    \"cause\": \"Possibly unhandled rejection: {}\",\n    \"message\": \"RangeError: Maximum call stack size exceeded\","
MC_ROCKETBUF = "``` js\n    buffer.js:319\n        if (!isFinite(length)) {\n             ^\n    RangeError: Maximum call stack size exceeded\n\n```"
MC_YETTLOG = "(index):20001 Uncaught RangeError: Maximum call stack size exceeded at monkey.js"


def _callstack(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "Uncaught RangeError: Maximum call stack size exceeded", "u1")
    rec(MC_THREE7, [t], "Quite often I encounter this error in Chrome when clicking on some of the properties on the node. Not sure why, and I end up refreshing the page..", True, "pronoun", ["this error", "the node"], "In ThreeNodes.js I often get 'Uncaught RangeError: Maximum call stack size exceeded' in Chrome when clicking some of a node's properties, and end up refreshing the page.", author="u1")
    lend(MC_THREE7, [t], MC_B_RECUR, SAME, MC_WEEX721)
    lend(MC_THREE7, [t], MC_B_FDTCMD, SAME, MC_FDT87)

    t = (U, "RangeError: Maximum call stack size exceeded. On Safari 7.0.5", "u1")
    # Names the module it comes from (events.js:638) in full (ruling before df39): a trap.
    rec(MC_POLY656, [t], MC_B_POLY, False, SAME, [], None, author="u1")
    lend(MC_POLY656, [t], MC_B_WEEXLOG, SAME, MC_WEEX721)

    t = (U, "Uncaught RangeError: Maximum call stack size", "u1")
    c1 = (U, "Hello there,\n\nAny ideas why it would throw this?", "u1")
    rec(MC_YETT52, [t], c1[1], True, "pronoun", ["it", "this"], "Any ideas why yett would throw 'Uncaught RangeError: Maximum call stack size exceeded'?", author="u1")
    # Names the project's own module (monkey.js): a trap.
    rec(MC_YETT52, [t, c1], MC_YETTLOG, False, SAME, [], None, author="u1")
    lend(MC_YETT52, [t], MC_B_POLY, SAME, MC_POLY656)

    t = (U, "Uncaught RangeError: Maximum call stack size exceeded", "u1")
    d1 = (U, "View details in Rollbar: [https://rollbar.com/instantlogosearch/instantlogosearch/items/60/](https://rollbar.com/instantlogosearch/instantlogosearch/items/60/)", "u1")
    rec(MC_LOGO97, [t], d1[1], True, "ellipsis", [], "Details of InstantLogoSearch's 'Uncaught RangeError: Maximum call stack size exceeded' are in Rollbar: https://rollbar.com/instantlogosearch/instantlogosearch/items/60/", author="u1")
    rec(MC_LOGO97, [t, d1], "RangeError: Maximum call stack size exceeded\n  File \"source)\", line unknown, in MouseEvent.eval [as returnValue] (unknown\n  File \"source)\", line unknown, in MouseEvent.eval [as returnValue] (unknown", True, "ellipsis", [], "InstantLogoSearch's 'RangeError: Maximum call stack size exceeded' repeats in MouseEvent.eval [as returnValue].", author="u1")
    lend(MC_LOGO97, [t, d1], MC_B_SIREPOLOG, SAME, MC_SIREPO1027)

    t = (U, "RangeError: Maximum call stack size exceeded", "u1")
    e3 = (A, "need more information for debug", "u2")
    e4 = (A, "This bug has been fixed through weex-loader https://github.com/weexteam/weex-loader/pull/5", "u3")
    # The log names Weex's own WXSDKError.m: a trap.
    rec(MC_WEEX721, [t], MC_B_WEEXLOG, False, SAME, [], None, author="u1")
    h = [t, (U, MC_B_WEEXLOG, "u1")]
    # A general claim naming its subject (recursive calls and the error): a trap in its own thread.
    rec(MC_WEEX721, h, MC_B_RECUR, False, SAME, [], None, author="u2")
    rec(MC_WEEX721, [*h, (A, MC_B_RECUR, "u2")], e3[1], True, "ellipsis", [], "We need more information to debug Weex's 'RangeError: Maximum call stack size exceeded' in WeexDemo.", author="u2")
    rec(MC_WEEX721, [*h, (A, MC_B_RECUR, "u2"), e3], e4[1], True, "pronoun", ["This bug"], "Weex's 'Maximum call stack size exceeded' in WeexDemo has been fixed through weex-loader (https://github.com/weexteam/weex-loader/pull/5).", author="u3")
    rec(MC_WEEX721, [*h, (A, MC_B_RECUR, "u2"), e3, e4], "And reopening this issue is welcome if any other case happens.\nThanks.", True, "pronoun", ["this issue"], "Reopening the Weex 'Maximum call stack size exceeded' issue is welcome if another case happens.", author="u3")

    rec(MC_SIREPO1027, [t], MC_B_SIREPOLOG, False, SAME, [], None, author="u1")
    lend(MC_SIREPO1027, [t], MC_B_POLY, SAME, MC_POLY656)

    g1 = (U, "in my example code, if you hold down 'F5' for a while or press as fast as you can, it'll finally throw an error like this, and the process exit, but if you press a little slowly, it won't throw an error:", "u1")
    g2 = (U, "I didn't find out any solution to solve this problem now :(", "u1")
    rec(MC_ROCKET1, [t], g1[1], True, "pronoun", ["my example code", "it"], "In RocketEngine's example, holding down F5 or pressing it fast finally throws 'RangeError: Maximum call stack size exceeded' and the process exits; pressing slowly doesn't.", author="u1")
    rec(MC_ROCKET1, [t, g1], g2[1], True, "pronoun", ["this problem"], "I haven't found any solution to RocketEngine's 'Maximum call stack size exceeded' on rapid F5 reloads yet.", author="u1")
    # Names Node's buffer.js, where it is thrown: a trap.
    rec(MC_ROCKET1, [t, g1, g2], MC_ROCKETBUF, False, SAME, [], None, author="u1")

    t = (U, "RangeError: Maximum call stack size exceeded.", "u1")
    h1 = (U, "code was taken from blogspot.com settings page.", "u1")
    h2 = (U, "Tested on head branch , old phantomjs 1.3 works correct", "u1")
    rec(MC_PHANTOM12849, [t], h1[1], True, "ellipsis", [], "The code that makes PhantomJS throw 'RangeError: Maximum call stack size exceeded.' was taken from blogspot.com's settings page.", author="u1")
    rec(MC_PHANTOM12849, [t, h1], h2[1], True, "ellipsis", [], "PhantomJS's head branch throws 'Maximum call stack size exceeded' on the blogspot.com code, while old PhantomJS 1.3 works correctly.", author="u1")
    rec(MC_PHANTOM12849, [t, h1, h2], "This JS code generates (its only part of deobfuscated code ) error:", True, "pronoun", ["This JS code"], "Part of blogspot.com's deobfuscated JS code makes PhantomJS's head branch throw 'RangeError: Maximum call stack size exceeded.'", author="u1")
    lend(MC_PHANTOM12849, [t], MC_B_RECUR, SAME, MC_WEEX721)

    t = (U, "Bug: RangeError: Maximum call stack size exceeded", "u1")
    i1 = (U, "The following command leads to an error:", "u1")
    i3 = (U, "Please let me know if you need more info on that error.", "u1")
    rec(MC_FDT87, [t, ], i1[1], True, "ellipsis", ["The following command"], "A force-dev-tool command leads to 'RangeError: Maximum call stack size exceeded'.", author="u1")
    # The command quoted with its error (ruling before df37): a trap.
    rec(MC_FDT87, [t, i1], MC_B_FDTCMD, False, SAME, [], None, author="u1")
    rec(MC_FDT87, [t, i1, (U, MC_B_FDTCMD, "u1")], i3[1], True, "pronoun", ["that error"], "Let me know if you need more information on force-dev-tool's 'Maximum call stack size exceeded' from changeset create.", author="u1")
    rec(MC_FDT87, [t, i1, (U, MC_B_FDTCMD, "u1"), i3], "I'm sorry for spam. The reason for that error was running an ancient NodeJS. I have upgraded node and it has disappeared.", True, "pronoun", ["that error", "it"], "force-dev-tool's 'Maximum call stack size exceeded' was caused by an ancient Node.js; upgrading Node made it disappear.", author="u1")

    t = (U, "RangeError: Maximum call stack size exceeded", "u1")
    j1 = (U, "On using it i'm getting this error.", "u1")
    rec(MC_ISEVEN210, [t], j1[1], True, "pronoun", ["it", "this error"], "Using is-even, I get 'RangeError: Maximum call stack size exceeded'.", author="u1")
    rec(MC_ISEVEN210, [t, j1], "just upgrade your mobile plan so you can call stack more", True, "ellipsis", [], "(A joke about is-even's 'Maximum call stack size exceeded':) upgrade your mobile plan so you can call the stack more.", author="u2")
    lend(MC_ISEVEN210, [t, j1], MC_B_FDTCMD, SAME, MC_FDT87)

    t = (U, "Maximum call stack size exceeded issue", "u1")
    a1 = (U, "In some circumstances the webpack extension fails with the error message: 'Maximum call stack size exceeded'. Currently we don't know the root cause, investigation is in progress.", "u1")
    a2 = (U, "We're going to add extra logging to debug in the next release.", "u1")
    rec(MC_DEALOGIC9, [t], a1[1], True, "pronoun", ["the webpack extension"], "The webpack-vsts-extension sometimes fails with 'Maximum call stack size exceeded'; the root cause is under investigation.", author="u1")
    rec(MC_DEALOGIC9, [t, a1], a2[1], True, "ellipsis", [], "webpack-vsts-extension's next release adds extra logging to debug its 'Maximum call stack size exceeded' failure.", author="u1")
    rec(MC_DEALOGIC9, [t, a1, a2], "Recursive function call in generateWebpackResultFilename function is eliminated.", True, "ellipsis", [], "webpack-vsts-extension's 'Maximum call stack size exceeded' is fixed: the recursive call in generateWebpackResultFilename was eliminated.", author="u1")

    t = (U, "[webpack-cli] RangeError: Maximum call stack size exceeded", "u1")
    b1 = (U, "When configuring Webpack with LimitChunkCountPlugin, it reports \"Maximum call stack size exceeded.\"", "u1")
    b4 = (A, "I'll try to reproduce the error on my own but it does look like the new implementation of OutputPlugin (introduced in v4) didn't take circular references from webpack into account 👍", "u2")
    b5 = (U, "I recently migrated from Repack v3 to v4. However, when I execute pnpm bundle to create new chunks, I encounter the same error:", "u3")
    rec(MC_REPACK642, [t], b1[1], True, "ellipsis", [], "With Re.Pack, configuring webpack's LimitChunkCountPlugin makes the build report 'Maximum call stack size exceeded'.", author="u1")
    # Names the project's own module (@callstack/repack/src/webpack/plugins/OutputPlugin.ts): a trap.
    rec(MC_REPACK642, [t, b1], MC_REPACKLOG, False, SAME, [], None, author="u1")
    rec(MC_REPACK642, [t, b1, (U, MC_REPACKLOG, "u1")], "Version 3.7.0 works fine.", True, "ellipsis", [], "Re.Pack 3.7.0 works fine with LimitChunkCountPlugin, without 'Maximum call stack size exceeded'.", author="u1")
    h = [t, b1, (U, MC_REPACKLOG, "u1"), (U, "Version 3.7.0 works fine.", "u1")]
    rec(MC_REPACK642, h, b4[1], True, "pronoun", ["the error"], "Re.Pack v4's new OutputPlugin seems not to handle circular references from webpack, causing 'Maximum call stack size exceeded' with LimitChunkCountPlugin.", author="u2")
    rec(MC_REPACK642, [*h, b4], b5[1], True, "ellipsis", ["the same error"], "After migrating from Re.Pack v3 to v4, pnpm bundle creating new chunks fails with 'RangeError: Maximum call stack size exceeded'.", author="u3")
    rec(MC_REPACK642, [*h, b4, b5], "@jbroma do we have a fix for this?", True, "pronoun", ["this"], "Is there a fix for Re.Pack v4's OutputPlugin 'Maximum call stack size exceeded'?", author="u3")

    t = (U, "Got maximum call stack size exceeded when findNearestCommonParentChunk", "u1")
    c2 = (A, "It'd be nice to know/have plugin version, webpack version, code sample/snippet, what you were trying that caused this output, steps to reproduce. That kind of thing.", "u2")
    c3 = (U, "I am also hitting call stack exceeded errors when I try to add this plugin to my application although the stack trace looks slightly different.", "u3")
    rec(MC_CLOSURE94, [t], "Did I miss anything?", True, "ellipsis", [], "Did I miss anything when closure-webpack-plugin hits 'Maximum call stack size exceeded' in findNearestCommonParentChunk?", author="u1")
    rec(MC_CLOSURE94, [t, (U, "Did I miss anything?", "u1")], c2[1], True, "pronoun", ["this output"], "For closure-webpack-plugin's 'Maximum call stack size exceeded', please give the plugin and webpack versions, a code sample and steps to reproduce.", author="u2")
    rec(MC_CLOSURE94, [t, (U, "Did I miss anything?", "u1"), c2], c3[1], True, "pronoun", ["this plugin"], "Adding closure-webpack-plugin to my application also hits 'Maximum call stack size exceeded', with a slightly different stack trace.", author="u3")
    # A setup statement naming its own subject (rule 1): a trap.
    rec(MC_CLOSURE94, [t, (U, "Did I miss anything?", "u1"), c2, c3], "I am running webpack v4.28.4 and closure-webpack-plugin v2.0.1.", False, SAME, [], None, author="u3")
    lend(MC_CLOSURE94, [t], MC_B_RECUR, SAME, MC_WEEX721)


# ==== part 2 (helper cdf2, thirty-fifth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# dashcams: BlackVue and VIOFO footage with GPS (sync tools, geotagging uploaders, overlay and trip viewers), Tesla's dashcam on a Raspberry Pi USB drive
P2_BVS9 = P2_GH + "acolomba/blackvuesync/issues/9"
P2_MPT685 = P2_GH + "mapillary/mapillary_tools/issues/685"
P2_MPT619 = P2_GH + "mapillary/mapillary_tools/issues/619"
P2_MPK184 = P2_GH + "mapilio/mapilio-kit/issues/184"
P2_V2J3 = P2_GH + "edc22osm/viofo2jpg/issues/3"
P2_GPST27 = P2_GH + "Romancha/GPStitch/issues/27"
P2_DCG21 = P2_GH + "amkulikov/dashcamigo/issues/21"
P2_TUSB354 = P2_GH + "marcone/teslausb/issues/354"
P2_TUSB907 = P2_GH + "marcone/teslausb/issues/907"
P2_TUSB431 = P2_GH + "marcone/teslausb/issues/431"
P2_TUSB611 = P2_GH + "marcone/teslausb/issues/611"
P2_MPTU5 = P2_GH + "mphacker/TeslaUSB/issues/5"

# craft cutting machines: Silhouette Cameo and Portrait cutters driven from Inkscape or robocut, Cricut hardware and its cut-line files, vinyl cutters
P2_ISIL165 = P2_GH + "fablabnbg/inkscape-silhouette/issues/165"
P2_ISIL338 = P2_GH + "fablabnbg/inkscape-silhouette/issues/338"
P2_ISIL184 = P2_GH + "fablabnbg/inkscape-silhouette/issues/184"
P2_ISIL267 = P2_GH + "fablabnbg/inkscape-silhouette/issues/267"
P2_ISIL133 = P2_GH + "fablabnbg/inkscape-silhouette/issues/133"
P2_ISIL154 = P2_GH + "fablabnbg/inkscape-silhouette/issues/154"
P2_ISIL285 = P2_GH + "fablabnbg/inkscape-silhouette/issues/285"
P2_ISIL311 = P2_GH + "fablabnbg/inkscape-silhouette/issues/311"
P2_RCUT2 = P2_GH + "nosliwneb/robocut/issues/2"
P2_FCUT4 = P2_GH + "Arlet/Freecut/issues/4"
P2_WOAC26 = P2_GH + "caa1211/webOAcard/issues/26"
P2_PPR343 = P2_GH + "piecepackr/piecepackr/issues/343"
P2_GRID469 = P2_GH + "GridSpace/grid-apps/issues/469"

# Steam Deck homebrew: Decky Loader and its plugins (CSS Loader themes, TDP control, boot animations) after SteamOS and Steam client updates
P2_DKL649 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/649"
P2_DKL141 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/141"
P2_DKL279 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/279"
P2_DKL261 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/261"
P2_DKL309 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/309"
P2_CSSL78 = P2_GH + "DeckThemes/SDH-CssLoader/issues/78"
P2_CSSL44 = P2_GH + "DeckThemes/SDH-CssLoader/issues/44"
P2_CSSD23 = P2_GH + "DeckThemes/CSSLoader-Desktop/issues/23"
P2_CSSD54 = P2_GH + "DeckThemes/CSSLoader-Desktop/issues/54"
P2_SDTDP80 = P2_GH + "aarron-lee/SimpleDeckyTDP/issues/80"
P2_SDHAC34 = P2_GH + "TheLogicMaster/SDH-AnimationChanger/issues/34"

# utility meters read by radio: gas, water and electric meters' ERT and SCM broadcasts picked up with an RTL-SDR dongle (rtlamr), bridged into Home Assistant over MQTT
P2_RAMR292 = P2_GH + "bemasher/rtlamr/issues/292"
P2_RAMR147 = P2_GH + "bemasher/rtlamr/issues/147"
P2_RA2M129 = P2_GH + "allangood/rtlamr2mqtt/issues/129"
P2_RA2M144 = P2_GH + "allangood/rtlamr2mqtt/issues/144"
P2_RA2M244 = P2_GH + "allangood/rtlamr2mqtt/issues/244"
P2_GWM1 = P2_GH + "gunnaraas/watermeter/issues/1"
P2_GREL4 = P2_GH + "argilo/gr-elster/issues/4"
P2_AAMR116 = P2_GH + "mdegat01/addon-amr2mqtt/issues/116"
P2_JDRA11 = P2_GH + "jdeath/RTLAMR2MQQT/issues/11"

# e-paper note tablets: the reMarkable 1 and 2 and their cloud sync (rmapi, OneNote and desktop sync clients, remux launcher) across tablet software updates
P2_RMAPI187 = P2_GH + "juruen/rmapi/issues/187"
P2_RMAPI274 = P2_GH + "juruen/rmapi/issues/274"
P2_RMSYNC28 = P2_GH + "jamesf91/reMarkableSync/issues/28"
P2_RMSYNC57 = P2_GH + "jamesf91/reMarkableSync/issues/57"
P2_REMAPY47 = P2_GH + "peerdavid/remapy/issues/47"
P2_RMKIT188 = P2_GH + "rmkit-dev/rmkit/issues/188"
P2_RMPKT21 = P2_GH + "nov1n/RemarkablePocket/pull/21"

# Game Boy cartridges: dumping, backing up and reflashing GB and GBA cartridges with USB cart readers (GBxCart RW and FlashGBX, GBCartRead, RetroBlaster), Game Boy Camera saves
P2_FGBX108 = P2_GH + "Lesserkuma/FlashGBX/issues/108"
P2_FGBX35 = P2_GH + "Lesserkuma/FlashGBX/issues/35"
P2_FGBX69 = P2_GH + "Lesserkuma/FlashGBX/issues/69"
P2_FGBX124 = P2_GH + "Lesserkuma/FlashGBX/issues/124"
P2_FGBX66 = P2_GH + "Lesserkuma/FlashGBX/issues/66"
P2_GBCR2 = P2_GH + "insidegadgets/GBCartRead/issues/2"
P2_GBSM2 = P2_GH + "Gronis/gb-save-manager/issues/2"
P2_RBL7 = P2_GH + "retrostage/RetroBlaster/issues/7"
P2_GBCAM1 = P2_GH + "AntonioND/gbcam-rev-engineer/issues/1"

# MiniDisc: Sony, Sharp and Aiwa NetMD and Hi-MD recorders and decks fed from a computer over USB (Web MiniDisc, netmd-js, linux-minidisc's netmdcli)
P2_CWMD129 = P2_GH + "cybercase/webminidisc/issues/129"
P2_CWMD81 = P2_GH + "cybercase/webminidisc/issues/81"
P2_CWMD41 = P2_GH + "cybercase/webminidisc/issues/41"
P2_AWMD52 = P2_GH + "asivery/webminidisc/issues/52"
P2_NMDJS53 = P2_GH + "cybercase/netmd-js/issues/53"
P2_LMD75 = P2_GH + "linux-minidisc/linux-minidisc/issues/75"
P2_LMD86 = P2_GH + "linux-minidisc/linux-minidisc/issues/86"
P2_EWMD36 = P2_GH + "asivery/ElectronWMD/issues/36"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# dashcams
P2_D_DCVIEWER = "Not having any .gps file is problematic for the popular Dashcam Viewer. It requires .gps data on all files to work properly (bug on their part)."
P2_D_NOGPS = "i have a DascCam without GPS. The Date Time is synced by Wifi with phone."
P2_D_SPLIT = "Hello, my dashcam sometimes experiences a few seconds of GPS signal interruption, which causes the video to be split into two segments after being imported into DashCamigo."
P2_D_SMARTUSB = "Teslausb itself is just a smart usb drive, not a viewer."
P2_D_NOFEED = "TeslaUSB doesn't feed video anywhere."
P2_D_STILLFINE = "TeslaUSB still works fine as before, only having the \u201cconnect a faster USB\u201d warning show up on the Tesla."
P2_D_MPTERR = "```\n2024-10-03 13:08:19,624 - ERROR   -            13 image(s) failed due to MapillaryGeoTaggingError\n2024-10-03 13:08:19,624 - ERROR   - MapillaryProcessError: Failed to process 13 files. To skip these errors, specify --skip_process_errors\n```"

# craft cutting machines
P2_C_CRAFT = "Conclusion: The \"Craft Blade\" cannot be used reliably with the Inkscape Extension."
P2_C_GRAPHTEC = "Note that the Graphtec cutting plotters, on which the Silhouette:s are based, handle blade offsets internally."
P2_C_ROLAND = "There are some great aftermarket blades like the Roland Blade, but the knife offset is 0.25mm."
P2_C_MARKET = "I am in the market for a cutting machine and want to make sure I can find one that will work with Linux before I take the plunge."
P2_C_REVENG = "I and others have done some work reverse engineering several versions of the Cricut Hardware. \nhttp://oscopetutorial.com/cricut/index.php?title=Main_Page"
P2_C_FORMATS = "**File formats:** SVG is the primary format supported by Cricut Design Space. DXF is also supported."
P2_C_FREEDS = "Cricut Design Space can be installed and used for free without a physical machine, so basic format validation (does the file load and are cut lines recognized?) could be done without owning a Cricut."
P2_C_ONLYINKCUT = "I found out only a single open source software supports vinyl cutter / plotter - Inkcut."
P2_C_LSUSB = "lsusb: Bus 001 Device 007: ID 0b4d:1138 Graphtec America, Inc."

# Steam Deck homebrew
P2_S_PREVIEW = "Updated to steam preview version 1660766017, build date wed aug 17 12:41 pm, and decky no longer appears."
P2_S_RESTART = "I restarted Steam via the Power button menu and Decky Loader disappeared."
P2_S_CSSINIT = "I just updated Steam OS to version 3.4.6 on the stable channel and CSS Loader is now displaying a message that it failed to initialize."
P2_S_BROKEN = "Note, on decky stable and steamos stable right now, cssloader is broken due to decky."
P2_S_HOLOISO = "Decky Loader cannot be installed on a Non-Valve official HoloISO OS and cannot function as a backend for Linux, in my experience."
P2_S_THROUGH = "If you can run Decky, you should run CSS Loader through it"
P2_S_RECENT = "A recent Steam Deck update has broken Decky Loader, rendering certain plugins that use external web pages unusable."
P2_S_TDP = "As the title said, Simple Decky doesn't work anymore with new Deck Loader update (3.1.10)."

# utility meters
P2_M_DONGLE = "I have RTL2832U + R820T2 USB dongle."
P2_M_SENSUS = "I am running OS X 10.13.6.  My water meter is a SENSUS iPERL."
P2_M_24H = "I have had rtlamr run for about 24h and nothing ever popped up on my rtlamr terminal in terms of data packets."
P2_M_RPI4 = "I am using this in Home Assistant on a Raspberry Pi 4, with the rtlamr2mqtt installed from the add-on store."
P2_M_HOPING = "I'm hoping to gather electricity usage in Home Assistant."
P2_M_EALAN = "The Elster electricity meters in my city use a completely different protocol called EnergyAxis 900 MHz LAN (EA_LAN), which gr-elster can partially decode."
P2_M_NOTWIRELESS = "As far as I know, the gas meters in my city are not wireless."
P2_M_IDS = "21892877 is my electric meter and 95229911 is my gas."
P2_M_SEENIT = "Have you seen the [RTLAMR ](https://github.com/bemasher/rtlamr) project? And confirmed it does not apply to the elster meters?"

# e-paper note tablets
P2_R_2PROTO = "rm have 2 sync protocols now: XoApp 1.0 ans XoApp 1.5"
P2_R_LOGIN = "I login using email/password for `my.remarkable.com`"
P2_R_REMAPY = "About a week ago, remapy has stopped syncing with my remarkable cloud account."
P2_R_REMUX = "after remux installation and service activation, remarkable 1 stop syncing with the cloud."
P2_R_RM2 = "I have a Remarkable 2 and it was sync with Onenote."

# Game Boy cartridges
P2_G_MASKROM = "You can't reflash original cartridges: they don't have a flash chip but an etched mask ROM."
P2_G_LEAFGREEN = "I tested my Japanese Pocket Monsters Leaf Green cartridge and it works ok on FlashGBX v3.7 using GBxCart RW v1.3 on firmware L1."
P2_G_GBXV14 = "Hello, I have a GBxCart RW V1.4 that i am trying to use with the latest flashGBX software."
P2_G_FERRANTE = "I got a Ferrante Crafts 512KB and FlashGBX cannot auto-detect it, but it works when I select it manually."
P2_G_MBC3 = "The gameboy Camera should work like a MBC3 chip."
P2_G_128K = "I've increased the save data that gb-save-manager uses from 32kB to 128kB since that is the biggest size available and it's the same that Gameboy Camera is using."
P2_G_GBFLASH = "I am also using a legitimate GBFlash"

# MiniDisc
P2_N_MACMINI = "I have a Sony MZ-NH600D on a 2018 Intel Mac Mini running Ventura (13.3.1) using a USB-C to USB-A adapter."
P2_N_FATHER = "20 years ago i got my father to record stories from his life on a sony net md player."
P2_N_FORMAT = "Minidisc format does not allow for music transference from device to computer."
P2_N_M2 = "I'm on macOS, M2 MacBook Pro if it helps."
P2_N_REJECTED = "```\nNetMDRejected [Error]: Rejected - 0a1800080046f003010380ff\n    at NetMDRejected.NetMDError [as constructor] (/opt/homebrew/lib/node_modules/netmd-js/dist/netmd-shared-objects.js:22:28)\n```"
P2_N_N510 = "MZ-N510 is NetMD, so no Hi-MD (no \"filesystem\" features). The device is accessed via netmd."
P2_N_WEBMDOK = "What's interesting to me is that I was able to use https://webminidisc.com/ on another computer via Chrome (macOS Monterey) and I could play, pause, stop, and change tracks (no audio, however)."
P2_N_NETMDCLI = "netmdcli reports:\n\"Error opening netmd\nError while opening the USB device\""


QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_loopclosed, _ompdup, _qtxcb, _npfloat, _chromedriver, _statedict, _jsondate, _naiveaware, _longpaths, _lfspickle, _tkdisplay, _callstack]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def P2_dashcams(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- dashcams: BlackVue and VIOFO footage with GPS, Tesla's dashcam on a Raspberry Pi USB drive ----
    t = (U, "No GPS data for P|I recordings", "u1")
    a1 = (U, "` if recording.type in (\"N\", \"E\", \"M\"):`\n\nThis avoids importing .gps files for some recordings.", "u1")
    a3 = (U, "I suppose importing these .gps files was caising issues since you added this condition, but in that case, would it be possible to add something like this?", "u1")
    rec(P2_BVS9, [t], a1[1], True, "pronoun", ["This"], "blackvuesync's condition `if recording.type in (\"N\", \"E\", \"M\"):` avoids importing the BlackVue .gps files of parking (P) and impact (I) recordings.", author="u1")
    # Another product named in full, nothing said of the project (ruling before df37); "It" is the viewer of the same message.
    rec(P2_BVS9, [t, a1], P2_D_DCVIEWER, False, SELF, [], None, author="u1")
    rec(P2_BVS9, [t, a1, (U, P2_D_DCVIEWER, "u1")], a3[1], True, "pronoun", ["these .gps files", "this condition"], "If importing the .gps files of P and I recordings caused issues since blackvuesync added the recording-type condition, could blackvuesync at least create an empty .gps file for them?", author="u1")

    t = (U, "Add support for VIOFO A229 Dashcam", "u1")
    b1 = (U, "I am unable to convert and upload videos from a VIOFO A229 Dashcam which records geotagged video.", "u1")
    b2 = (U, "It throws the error \"failed due to MapillaryGeoTaggingError\".", "u1")
    b3 = (U, "Please consider adding support since VIOFO dashcams are a very popular choice.", "u1")
    b5 = (U, "This will be helpful https://github.com/edc22osm/viofo2jpg", "u1")
    # What fails is the project's upload, the project left out (rule 1; ruling before df37).
    rec(P2_MPT685, [t], b1[1], True, "ellipsis", [], "I am unable to convert and upload videos from a VIOFO A229 dashcam, which records geotagged video, with mapillary_tools.", author="u1")
    # The log names the project's own error classes (ruling before df39): nothing is left to the thread.
    rec(P2_MPT685, [t, b1, b2, b3], P2_D_MPTERR, False, SAME, [], None, author="u1")
    rec(P2_MPT685, [t, b1, b2, b3, (U, P2_D_MPTERR, "u1")], b5[1], True, "pronoun", ["This"], "viofo2jpg (https://github.com/edc22osm/viofo2jpg) will be helpful for adding VIOFO A229 dashcam support to mapillary_tools.", author="u1")

    t = (U, "Feature request: GPS info from Viofo A139 Pro dashcam videos", "u1")
    c1 = (U, "* Release version: 0.10.1\n* System: `Windows`\n* Capture Device: `Viofo A139 Pro 2Ch` (dashcam 4k+1k)", "u1")
    c2 = (U, "### Expected behavior\n\n1. The video_process  sub-command would extract images with GPS latitude/longitude info.\n2. exiftool do generate uabel .gpx file.", "u1")
    c3 = "### Actual behavior\n\n1.  Processing failure, as the GPS info ins not found (\"missing\" feature):"
    # Environment lines lean on the thread (rule 1, rule 6).
    rec(P2_MPT619, [t], c1[1], True, "ellipsis", [], "I use mapillary_tools 0.10.1 on Windows with a Viofo A139 Pro 2Ch dashcam (4k+1k) and want GPS info from its videos.", author="u1")
    rec(P2_MPT619, [t, c1, c2], c3, True, "ellipsis", ["the GPS info"], "mapillary_tools' video_process fails on Viofo A139 Pro dashcam videos because the GPS info is not found.", author="u1")
    lend(P2_MPT619, [t], P2_D_DCVIEWER, SELF, P2_BVS9)
    lend(P2_MPT619, [t, c1], P2_D_SPLIT, SAME, P2_DCG21)

    t = (U, "Add support for VIOFO A229 Dashcam", "u1")
    d1 = (U, "### Short Description\n\nI am unable to convert and upload videos from a VIOFO A229 Dashcam which records geotagged video.  It throws the error \"failed due to MapillaryGeoTaggingError\".", "u1")
    d2 = (U, "### Additional\n\nAnother model to support is the VIOFO A119 dashcam with a GPS module which is another popular choice.", "u1")
    d3 = "This was meant for a different project..."
    rec(P2_MPK184, [t], d1[1], True, "ellipsis", [], "I am unable to convert and upload videos from a VIOFO A229 dashcam with mapilio-kit; it throws the error \"failed due to MapillaryGeoTaggingError\".", author="u1")
    # The user corrects the target of their own request (rule 3): a `correction`.
    rec(P2_MPK184, [t, d1, d2], d3, True, "correction", ["This", "a different project"], "My request to add VIOFO A229 dashcam support was meant for a different project, mapillary_tools, not mapilio-kit.", author="u1")
    lend(P2_MPK184, [t], P2_D_NOGPS, SAME, P2_V2J3)
    lend(P2_MPK184, [t, d1], P2_D_SMARTUSB, SAME, P2_TUSB431)

    t = (U, "[Feature Request] GPX or similiar as Input", "u1")
    e2 = (U, "Is there an option, to provide a GPX or other format for the coordinates? \n\nThanks ;)", "u1")
    e3 = (A, "@stilicrafter\nDo your GPX file has bearing (course) information?", "u2")
    e4 = (A, "Can you share to me sample of video file from your DashCam with matching .gpx file?", "u2")
    e5 = (U, "Hi, here is a gpx file. \nThe Video is just a normal .mp4 file.", "u1")
    e6 = "If the recording gpx recording is 2 Hours, then the video would be 2 hours too."
    # The user's own device named in full, nothing of the project (ruling before df37): a trap.
    rec(P2_V2J3, [t], P2_D_NOGPS, False, SAME, [], None, author="u1")
    rec(P2_V2J3, [t, (U, P2_D_NOGPS, "u1")], e2[1], True, "ellipsis", ["an option"], "Is there an option in viofo2jpg to provide a GPX file or another format for the coordinates of a dashcam video without GPS?", author="u1")
    rec(P2_V2J3, [t, (U, P2_D_NOGPS, "u1"), e2, e3, e4, e5], e6, True, "ellipsis", ["the recording gpx recording", "the video"], "If my phone's gpx recording is 2 hours long, the matching dashcam video for viofo2jpg would be 2 hours too.", author="u1")

    t = (U, "Video cannot be previewed, GPS cannot be recognized.", "u1")
    f1 = (U, "No videos can be previewed, and the GPS cannot be recognized.", "u1")
    f2 = (A, "Thanks for the report! Could you help me reproduce it?", "u2")
    f3 = (A, "One more thing that would help: does GPS work if you load an external GPX/FIT file? That would tell me whether the problem is limited to reading the telemetry embedded in the video.", "u2")
    f4 = (A, "From the screenshot, the error happens while parsing the `ffprobe` metadata output for your file, so the log/`ffprobe` output should be enough to pin it down.", "u2")
    f5 = "This is the error message when reading the GPX file of the igpsport code table."
    rec(P2_GPST27, [t], f1[1], True, "ellipsis", [], "In GPStitch no videos can be previewed, and the GPS cannot be recognized.", author="u1")
    rec(P2_GPST27, [t, f1, f2, f3, f4], f5, True, "pronoun", ["This"], "GPStitch shows the same error message when reading the GPX file of my iGPSPORT bike computer.", author="u1")
    lend(P2_GPST27, [t], P2_D_SPLIT, SAME, P2_DCG21)

    t = (U, "Videos containing GPS information can also use external GPX files.", "u1")
    g2 = (U, "Therefore, I need a manual segment merging option, and the ability to import external GPX files (I use my phone to record GPX files, and the GPS signal is stable and uninterrupted).", "u1")
    g3 = (A, "Could you share a small sample that reproduces the issue?", "u2")
    g4 = (U, "The original file was quite large, so I trimmed it without loss of quality.", "u1")
    g5 = "My initial assessment is that a dashcam malfunction caused the GPS to segment, resulting in a misalignment with the actual driving location."
    # Names the project and says in full what happens (rule 1): a trap.
    rec(P2_DCG21, [t], P2_D_SPLIT, False, SAME, [], None, author="u1")
    rec(P2_DCG21, [t, (U, P2_D_SPLIT, "u1")], g2[1], True, "ellipsis", ["Therefore"], "Because GPS interruptions split my dashcam videos in DashCamigo, I need a manual segment merging option and the ability to import external GPX files recorded with my phone.", author="u1")
    rec(P2_DCG21, [t, (U, P2_D_SPLIT, "u1"), g2, g3, g4], g5, True, "ellipsis", ["the GPS"], "My initial assessment is that a dashcam malfunction caused the GPS track DashCamigo imports to segment, misaligning it with the actual driving location.", author="u1")
    lend(P2_DCG21, [t], P2_D_DCVIEWER, SELF, P2_BVS9)

    t = (U, "Dashcam not saving", "u1")
    h1 = (U, "Oddly I get the dashcam icon on the screen on my Model S, but when it goes to archive the data, it only has the SentryClips folder.", "u1")
    h2 = (U, "Does the dash cam data save as well or am I missing something?", "u1")
    h3 = (A, "The car is always recordings when it is on, and writes those recordings to RecentClips.", "u2")
    h4 = (A, "If you press the Dashcam icon on the screen, it will move the last 10 minutes worth of recordings to a folder under SavedClips.", "u2")
    h5 = (A, "Only SavedClips and SentryClips are archived.", "u2")
    h6 = "Ah I kept thinking of RecentClips.  Feeling dumb."
    rec(P2_TUSB354, [t], h1[1], True, "pronoun", ["it"], "I get the dashcam icon on my Model S's screen, but when teslausb archives the data it only has the SentryClips folder.", author="u1")
    rec(P2_TUSB354, [t, h1, h2, h3, h4, h5], h6, True, "ellipsis", [], "I kept thinking teslausb archived RecentClips.", author="u1")

    t = (U, "Tesla\u2019s new feature \u201cDashcam Clips\u201d won\u2019t work when using TeslaUSB", "u1")
    i1 = (U, "Car is parked and charging, but not sleeping.", "u1")
    i2 = (U, "The new feature makes sentry videos available for watching through the Tesla app.", "u1")
    i4 = (U, "### Device\n\nRaspberry Pi Zero 2 W", "u1")
    rec(P2_TUSB907, [t], i1[1], True, "ellipsis", [], "The Tesla app's Dashcam Clips feature won't work with TeslaUSB while my car is parked and charging, but not sleeping.", author="u1")
    # Names the project and its state in full (rulings before df36): a trap.
    rec(P2_TUSB907, [t, i1, i2], P2_D_STILLFINE, False, SAME, [], None, author="u1")
    rec(P2_TUSB907, [t, i1, i2, (U, P2_D_STILLFINE, "u1")], i4[1], True, "ellipsis", [], "My TeslaUSB, which breaks Tesla's Dashcam Clips feature, runs on a Raspberry Pi Zero 2 W.", author="u1")

    t = (U, "Grouping for sentry mode", "u1")
    j1 = (U, "A feature to group all the clips onto 1 screen when watching sentry footage like the roadie does it.", "u1")
    j2 = (A, "That would be a feature of whatever app you're using to view the clips.", "u2")
    j4 = "does the roadie app pair with this?"
    rec(P2_TUSB431, [t], j1[1], True, "ellipsis", ["A feature"], "Could teslausb get a feature to group all Tesla camera clips onto one screen when watching sentry footage, like the Roadie app does?", author="u1")
    # A general sentence naming its subject, no word only the thread resolves (ruling before df36).
    rec(P2_TUSB431, [t, j1, j2], P2_D_SMARTUSB, False, SAME, [], None, author="u2")
    rec(P2_TUSB431, [t, j1, j2, (A, P2_D_SMARTUSB, "u2")], j4, True, "pronoun", ["this"], "Does the Roadie app pair with teslausb?", author="u1")
    lend(P2_TUSB431, [t], P2_D_NOGPS, SAME, P2_V2J3)

    t = (U, "Way to detect difference between driving (RecentClips) and parked (SentryClips)?", "u1")
    k1 = (U, "I find my TeslaUSB rig is continuously recording whenever the car is awake--which means any time Sentry Mode is enabled, the \"dashcam\" is constantly working (and overwriting previous vids).", "u1")
    k2 = (U, "Sentry Mode recordings are still copied into the SentryClips folder, so that bit is normal.", "u1")
    k3 = (U, "I don't know what may have changed (since that didn't seem to be happening before--perhaps I somehow have missed it??).", "u1")
    k4 = (A, "This is normal, expected, and how it has always worked.", "u2")
    # Names the rig and says in full what it does (rule 1): a trap.
    rec(P2_TUSB611, [t], k1[1], False, SAME, [], None, author="u1")
    rec(P2_TUSB611, [t, k1], k2[1], True, "ellipsis", ["still", "that bit"], "While my TeslaUSB rig records continuously whenever the car is awake, Sentry Mode recordings are still copied into the SentryClips folder as normal.", author="u1")
    rec(P2_TUSB611, [t, k1, k2, k3], k4[1], True, "pronoun", ["This", "it"], "A Tesla with TeslaUSB recording continuously to RecentClips whenever the car is awake is normal, expected, and how it has always worked.", author="u2")
    rec(P2_TUSB611, [t, k1, k2, k3, k4], P2_D_NOFEED, False, SAME, [], None, author="u2")

    t = (U, "All Videos Saved to RecentClips (No Sentry or Saved Clips)", "u1")
    m1 = "I noticed that all dashcam videos are saved in the RecentClips folders and there's nothing saved in Sentry or SavedClips despite a sentry or saved clip was present in Tesla's dashcam viewer."
    # What the project saves, the project left out (ruling before df37's first clause).
    rec(P2_MPTU5, [t], m1, True, "ellipsis", [], "With mphacker's TeslaUSB, all dashcam videos are saved in the RecentClips folders and nothing in SentryClips or SavedClips, although Tesla's dashcam viewer shows a sentry or saved clip.", author="u1")
    lend(P2_MPTU5, [t], P2_D_SMARTUSB, SAME, P2_TUSB431)
    lend(P2_MPTU5, [t], P2_D_NOFEED, SAME, P2_TUSB611)
    lend(P2_MPTU5, [t, (U, m1, "u1")], P2_D_STILLFINE, SAME, P2_TUSB907)
    lend(P2_MPTU5, [t, (U, m1, "u1")], P2_D_DCVIEWER, SELF, P2_BVS9)


def P2_cutters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- craft cutting machines: Silhouette cutters from Inkscape and robocut, Cricut hardware and cut-line files, vinyl cutters ----
    t = (U, "No backend available", "u1")
    a1 = (U, "After hitting send to silhouette and then apply I get a window that says \"Inkscape has received addition data from the script executed. The script did not return an error, but this may indicate the results will not be as expected.\" Then below it says \"No backend available.\"", "u1")
    a2 = (U, "I have to be missing something with my setup. But I cant find any info anywhere about this problem.", "u1")
    a3 = (U, "I have a Cameo 3 plugged up via USB and the item I'm wanting to cut selected.", "u1")
    a4 = (A, "possibly duplicate of https://github.com/fablabnbg/inkscape-silhouette/issues/129#issuecomment-831709976", "u2")
    a5 = "After completely uninstalling Inkscape and Python3-USB this did work"
    # What fails is the extension's send, the extension left out (ruling before df37).
    rec(P2_ISIL165, [t], a1[1], True, "ellipsis", [], "After Send to Silhouette and Apply in inkscape-silhouette, Inkscape says the script returned additional data and then \"No backend available.\"", author="u1")
    rec(P2_ISIL165, [t, a1, a2, a3, a4], a5, True, "pronoun", ["this"], "After completely uninstalling Inkscape and python3-usb and reinstalling, inkscape-silhouette's Send to Silhouette worked with my Cameo 3.", author="u1")

    t = (U, "LMDE - No backend available", "u1")
    b1 = (U, "When I send to Silhouette, it says no backend available.", "u1")
    b2 = (U, "Does that mean that I need some other setup for the Cameo, or that it's not finding the Cameo, or..?", "u1")
    b3 = (U, "When I turn the Cameo on, Mint says it has no printer drivers for it, which I assume the plugin doesn't need, right?", "u1")
    b4 = (A, "it ain't no printer, right \U0001f914", "u2")
    b5 = (U, "I looked at all of that before posting. Do you have any specific suggestions?", "u1")
    b6 = "Can you describe your setup (OS version, python version, plotter, inkscape version, and which steps you took to install) and which of the Instructions of the README didn't work for your setup?"
    rec(P2_ISIL338, [t], b1[1], True, "pronoun", ["it"], "On LMDE, when I use inkscape-silhouette's Send to Silhouette, it says no backend available.", author="u1")
    rec(P2_ISIL338, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["the README", "your setup"], "Can you describe your setup (OS, Python, plotter and Inkscape versions, install steps) and which of inkscape-silhouette's README instructions didn't work for \"no backend available\"?", author="u2")

    t = (U, "Working fine with CAMEO 4 Plus - 15'' mat config needed", "u1")
    c1 = (U, "I'm currently working with the cameo 4 plus without any problem. Only the size of the Mat is not listed in the list \"Cutting Mat\".", "u1")
    c2 = (U, "Using Inkscape 0.92, Ubuntu 20.04.4 LTS.", "u1")
    c3 = (A, "Hmm, that's interesting, as the code to recognize a Silhouette Cameo 4 Plus is currently commented out because I wasn't certain of its USB Product ID.", "u2")
    c35 = (U, "Glen! What a nice surprise to know that it shouldn't, but it is working! I'm more used to the other way around.", "u1")
    c5 = "Please could you share the cutmarks template and settings for the cameo 4 plus? I'm strugging to make it work in a precise way."
    rec(P2_ISIL184, [t], c1[1], True, "ellipsis", ["the list \"Cutting Mat\""], "inkscape-silhouette works with my Cameo 4 Plus, but its 15\" mat size is not in the extension's \"Cutting Mat\" list.", author="u1")
    # A command's output quoted in full, naming the device (ruling before df37): a trap.
    rec(P2_ISIL184, [t, c1, c2, c3, c35], P2_C_LSUSB, False, SAME, [], None, author="u1")
    rec(P2_ISIL184, [t, c1, c2, c3, c35, (U, P2_C_LSUSB, "u1")], c5, True, "pronoun", ["the cutmarks template"], "Could you share the inkscape-silhouette cutmarks template and settings you use for the Cameo 4 Plus? I'm struggling to make it cut precisely.", author="u3")
    lend(P2_ISIL184, [t], P2_C_FORMATS, SAME, P2_PPR343)

    t = (U, "Cannot find nor start the extension after installation", "u1")
    d1 = (U, "System: Artix Linux\nExtension installed from AUR Arch repository into /usr/share/inkscape/extensions/\nInkscape 1.3\nDevice: Silhouette Cameo 4 via USB, detected via CUPS (no driver, though).", "u1")
    d2 = (U, "I cannot find extension (not listed under \"Manage extensions...\") nor any option related to sending commands to the plotter. I got stuck - please advise.", "u1")
    d3 = (A, "What do you mean exactly by *cannot find extension*\nDo you have the menu **extensions - export - send to silhouette**?", "u2")
    d4 = (U, "Nope. The extensions - export only contains: \n- Export layer slices...\n- Guillotine\n- _Plot..._ (greyed out)", "u1")
    d5 = (A, "So that's an issue with AUR package. You may open an issue over there...", "u2")
    d6 = "The installation location needs to correspond to Inkscapes expectations."
    rec(P2_ISIL267, [t], d1[1], True, "ellipsis", ["Extension"], "I installed inkscape-silhouette from the AUR into /usr/share/inkscape/extensions/ on Artix Linux with Inkscape 1.3 and a Silhouette Cameo 4 via USB, but cannot find or start it.", author="u1")
    rec(P2_ISIL267, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["The installation location"], "The AUR package's installation location for inkscape-silhouette needs to correspond to Inkscape's expectations.", author="u2")

    t = (U, "No Graphtec Silhouette devices found", "u1")
    e1 = (U, "```\nNo Graphtec Silhouette devices found.\nCheck USB and Power.\nDevices: \n```\nThis is the error I get when I click \"Apply.\"", "u1")
    e2 = (U, "I am aware that the original Cameo model doesn't like 3.0/3.1 ports, so I have it plugged into my sole 2.0 port on this Windows 10 machine.", "u1")
    e3 = "looks like a communication setup issue."
    rec(P2_ISIL133, [t], e1[1], True, "ellipsis", [], "inkscape-silhouette gives \"No Graphtec Silhouette devices found. Check USB and Power.\" when I click Apply in Send to Silhouette.", author="u1")
    rec(P2_ISIL133, [t, e1, e2], e3, True, "ellipsis", [], "inkscape-silhouette's \"No Graphtec Silhouette devices found\" on Windows 10 looks like a USB communication setup issue.", author="u2")
    lend(P2_ISIL133, [t], P2_C_ONLYINKCUT, SAME, P2_GRID469)
    lend(P2_ISIL133, [t, e1], P2_C_REVENG, SAME, P2_FCUT4)

    t = (U, "cutter offset compensation", "u1")
    f1 = (U, "If the 3mm craft blade is used, then I have a problem with curves, also with polygons that describe a curve and are cut in one piece.", "u1")
    f2 = (U, "The dragging of the knife is clearly noticeable.", "u1")
    f3 = (U, "I am happy to assist with a test if necessary. I use the Silhouette Cameo 4.", "u1")
    f5 = "What material are you trying to cut with the craft blade?  Somthing as \nthin as 0.5mm doesn't sound like what that blade is intended to cut."
    rec(P2_ISIL154, [t], f1[1], True, "ellipsis", [], "With the 3mm craft blade, inkscape-silhouette cuts curves badly, also polygons that describe a curve and are cut in one piece.", author="u1")
    # Names the blade and the extension in full (rule 1): a trap.
    rec(P2_ISIL154, [t, f1, f2, f3], P2_C_CRAFT, False, SAME, [], None, author="u1")
    rec(P2_ISIL154, [t, f1, f2, f3, (U, P2_C_CRAFT, "u1")], f5, True, "pronoun", ["the craft blade", "that blade"], "What material are you cutting with the Silhouette craft blade? 0.5mm thin material doesn't sound like what the craft blade is intended to cut.", author="u2")

    t = (U, "[Feature] - Add Tool Offset for aftermarket blades", "u1")
    g2 = (U, "The default inkscape plotter extension has the option to set an tool offset, but I could not find it in your extension.", "u1")
    g3 = (U, "Could the logic for the tool offset be imported into your extension?", "u1")
    g4 = (A, "@TestApp90 sure, that's a great idea. Any PR introducing such a feature is welcome :+1:", "u2")
    g6 = "It's just a matter of setting the correct offset for the tool."
    rec(P2_ISIL285, [t], P2_C_ROLAND, False, SAME, [], None, author="u1")
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1")], g2[1], True, "pronoun", ["your extension"], "Inkscape's default plotter extension has a tool offset option, but I could not find one in inkscape-silhouette.", author="u1")
    # A general claim naming its subject (ruling before df36); a helper answering is assistant.
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1"), g2, g3, g4], P2_C_GRAPHTEC, False, SAME, [], None, author="u3")
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1"), g2, g3, g4, (A, P2_C_GRAPHTEC, "u3")], g6, True, "pronoun", ["It's", "the tool"], "Offsetting an aftermarket blade on a Silhouette cutter is just a matter of setting the correct offset for the tool, as Graphtec plotters handle blade offsets internally.", author="u3")

    t = (U, "Silhouette Portrait 4", "u1")
    h1 = (U, "Has anyone tested this plugin with a Silhouette Portrait 4?", "u1")
    h4 = (A, "@JoshCodeStuff I guess not yet - feel free to add your PR once you got one to add it to the list of supported devices :+1:", "u2")
    rec(P2_ISIL311, [t], h1[1], True, "pronoun", ["this plugin"], "Has anyone tested inkscape-silhouette with a Silhouette Portrait 4?", author="u1")
    rec(P2_ISIL311, [t, h1], P2_C_MARKET, False, SELF, [], None, author="u1")
    # A setup statement naming its own subject (ruling before df38): a trap.
    rec(P2_ISIL311, [t, h1, (U, P2_C_MARKET, "u1")], "I run Arch Linux as my daily driver.", False, SAME, [], None, author="u1")
    rec(P2_ISIL311, [t, h1, (U, P2_C_MARKET, "u1"), (U, "I run Arch Linux as my daily driver.", "u1")], h4[1], True, "pronoun", ["it"], "inkscape-silhouette has not been tested with a Silhouette Portrait 4 yet; once you have one, add a PR adding it to the list of supported devices.", author="u2")

    t = (U, "chante way mat loads for shillouete portrait", "u1")
    i1 = (U, "I'm using it with silhouette portrait and its hard to adjust the paper because the mat (or paper) its loaded different from the (windows soft Silhouette Studio).", "u1")
    i2 = (A, "Thank you, but I did not write the tool. I only forked it to add the Silhouette Portrait.", "u2")
    i3 = (A, "If I understand your request, you want to align your design using the upper left corner?", "u2")
    i4 = (U, "Yes I want the design to be cut starting at the upper left corner, that is the same way you see on the screen, feeding the cutter from the front.", "u1")
    i5 = "PD: another thing that could be nice its try to join the effort with the  project [inkcut](https://sourceforge.net/p/inkcut/feature-requests/)."
    rec(P2_RCUT2, [t], i1[1], True, "pronoun", ["it"], "I'm using robocut with a Silhouette Portrait and it's hard to adjust the paper because robocut loads the mat differently from the Windows Silhouette Studio.", author="u1")
    rec(P2_RCUT2, [t, i1, i2, i3, i4], i5, True, "ellipsis", ["another thing"], "Another thing that could be nice is for robocut to join efforts with the inkcut project on Silhouette cutter support.", author="u1")
    lend(P2_RCUT2, [t], P2_C_CRAFT, SAME, P2_ISIL154)

    t = (U, "RE - Cricut Documentation", "u1")
    j2 = "Some of it relates to the use of the built-in firmware, some might be helpful for developing custom firmware."
    # A complete statement naming its subject (rule 1): a trap in its own thread.
    rec(P2_FCUT4, [t], P2_C_REVENG, False, SAME, [], None, author="u1")
    rec(P2_FCUT4, [t, (U, P2_C_REVENG, "u1")], j2, True, "pronoun", ["Some of it"], "Some of the Cricut hardware reverse engineering documentation relates to the built-in firmware, some might help develop custom firmware like Freecut.", author="u1")
    lend(P2_FCUT4, [t], P2_C_GRAPHTEC, SAME, P2_ISIL285)
    lend(P2_FCUT4, [t], P2_C_MARKET, SELF, P2_ISIL311)
    lend(P2_FCUT4, [t, (U, P2_C_REVENG, "u1")], P2_C_FREEDS, SAME, P2_PPR343)

    t = (U, "SVG Export", "u1")
    k1 = (U, "It would be so awesome if this had a SVG export (or OA to SVG converter)", "u1")
    k2 = (U, "Most card cutting machines (e.g. Cricut/Scan-n-cut/etc.) can take SVG files, so this would let these machines cut the cards created in this software!", "u1")
    k3 = (U, "I second this; if it had an SVG tool, I could laser-cut cards like nobody's business!", "u2")
    k4 = "I'd love to see SVG export as well. :)"
    rec(P2_WOAC26, [t], k1[1], True, "pronoun", ["this"], "It would be awesome if webOAcard had an SVG export (or an OA to SVG converter).", author="u1")
    rec(P2_WOAC26, [t, k1, k2, k3], k4, True, "ellipsis", ["as well"], "I'd love to see SVG export in webOAcard as well.", author="u3")
    lend(P2_WOAC26, [t], P2_C_FORMATS, SAME, P2_PPR343)
    lend(P2_WOAC26, [t, k1], P2_C_ROLAND, SAME, P2_ISIL285)

    t = (U, "Cricut cut line files", "u1")
    l1 = (U, "* Generate files of cricut cut lines so owners can cut their stickers out with it\n* What is best format for that?", "u1")
    l3 = "SVG is the more natural fit since piecepackr already generates SVG output."
    rec(P2_PPR343, [t], l1[1], True, "ellipsis", ["that"], "piecepackr should generate Cricut cut-line files so owners can cut its stickers out; what is the best format for them?", author="u1")
    rec(P2_PPR343, [t, l1], P2_C_FORMATS, False, SAME, [], None, author="u1")
    # Second reader's adjudication (r2df): the answer to "What is best format for that?" leans on the
    # question for its meaning ("the more natural fit" for Cricut cut-line files, against the DXF just
    # named): a follow-up by the ruling before df36 on answers, not a sentence naming its subject in full.
    rec(P2_PPR343, [t, l1, (U, P2_C_FORMATS, "u1")], l3, True, "ellipsis", ["the more natural fit"], "For piecepackr's Cricut cut-line files, SVG is a more natural fit than DXF, since piecepackr already generates SVG output.", author="u1")
    rec(P2_PPR343, [t, l1, (U, P2_C_FORMATS, "u1"), (U, l3, "u1")], P2_C_FREEDS, False, SAME, [], None, author="u1")
    lend(P2_PPR343, [t], P2_C_ONLYINKCUT, SAME, P2_GRID469)

    t = (U, "Add support for vinyl cutter / plotter", "u1")
    m2 = (U, "Its development is also low due to limited interest. It's also limited in functionality.", "u1")
    m3 = "It would be nice to have this devices support in a well-maintained software."
    rec(P2_GRID469, [t], P2_C_ONLYINKCUT, False, SAME, [], None, author="u1")
    rec(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1")], m2[1], True, "pronoun", ["Its", "It's"], "Inkcut's development is also slow due to limited interest, and it is limited in functionality.", author="u1")
    rec(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1"), m2], m3, True, "pronoun", ["this devices support"], "It would be nice to have vinyl cutter / plotter support in a well-maintained software like Grid.Space.", author="u1")
    lend(P2_GRID469, [t], P2_C_CRAFT, SAME, P2_ISIL154)
    lend(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1")], P2_C_MARKET, SELF, P2_ISIL311)


def P2_steamdeck(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Steam Deck homebrew: Decky Loader and its plugins after SteamOS and Steam client updates ----
    t = (U, "[BUG] After the Steam OS update, the plugin has disappeared.", "u1")
    a1 = (U, "I had the plugin installed and it was working correctly. After some updates to Steam OS, the Decky icon no longer appears, and the plugins don't work either.", "u1")
    a2 = (U, "### SteamOS version\n\nsteam os 3.6.8", "u1")
    a3 = (U, "### Backend Logs\n\ni cant see it", "u1")
    a4 = (U, "This happen to a friend of mine too. The last time this happen I reinstalled Decky and everything appeared again (all his pluggins).", "u2")
    a5 = (U, "Beta Steam OS and prerelease Decky this time. Last time he had Stabel Steam OS and Stable Decky", "u2")
    a6 = "You can fix it by updating  by decky to the release instead of the stable."
    rec(P2_DKL649, [t], a1[1], True, "pronoun", ["the plugin", "it"], "I had Decky Loader installed and working; after some SteamOS updates the Decky icon no longer appears, and the plugins don't work either.", author="u1")
    rec(P2_DKL649, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["it"], "You can fix Decky Loader disappearing after a SteamOS update by updating Decky to the prerelease channel instead of stable.", author="u3")

    t = (U, "Decky missing after steam client update", "u1")
    b2 = (U, "Tried reinstalling multiple times and manually invoking the service but when running journalctl -u plugin_loader.service the log of \"Plugin loader isn't present in Steam anymore, reinjecting\" is thrown over and over.", "u1")
    b3 = (U, "Looks like the steamwebhelper is using 8080 which is probably why its not loading the service", "u1")
    b4 = "+1. After today preview update, the plugin section is not longer showing up on the right side menu."
    # Names the client version and the loader in full (rule 1): a trap.
    rec(P2_DKL141, [t], P2_S_PREVIEW, False, SAME, [], None, author="u1")
    # The command run is quoted with the log it printed (ruling before df37): a trap.
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1")], b2[1], False, SAME, [], None, author="u1")
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1"), b2], b3[1], True, "pronoun", ["the steamwebhelper", "its", "the service"], "Since the Steam preview update, steamwebhelper is using port 8080, which is probably why Decky Loader's plugin_loader service is not loading.", author="u1")
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1"), b2, b3], b4, True, "ellipsis", ["+1", "the plugin section"], "After today's Steam preview update, Decky Loader's plugin section no longer shows up on the Steam Deck's right side menu for me either.", author="u2")
    lend(P2_DKL141, [t], P2_S_CSSINIT, SAME, P2_CSSL78)

    t = (U, "Decky Loader disappeared on Steam restart", "u1")
    c2 = (U, "**Additional context**\nHave you modified the read-only filesystem at any point?  \nNo.", "u1")
    c3 = (A, "This is a known bug, restart the deck fully and decky will re-inject properly.", "u2")
    c4 = (U, "@TrainDoctor i restarted Steamdeck a lot of times and the issue remain. It dont solve my issue.", "u3")
    c5 = "@helliongame please give the latest pre-release of decky a try, it fixes an issue with the system configured locale that could be related to your issue."
    rec(P2_DKL279, [t], P2_S_RESTART, False, SAME, [], None, author="u1")
    rec(P2_DKL279, [t, (U, P2_S_RESTART, "u1")], c2[1], True, "ellipsis", [], "I have not modified my Steam Deck's read-only filesystem, yet Decky Loader disappeared when I restarted Steam.", author="u1")
    rec(P2_DKL279, [t, (U, P2_S_RESTART, "u1"), c2, c3, c4], c5, True, "pronoun", ["your issue"], "Try the latest Decky Loader pre-release: it fixes an issue with the system-configured locale that could be why Decky stays missing after restarts.", author="u2")
    lend(P2_DKL279, [t], P2_S_TDP, SAME, P2_SDTDP80)

    t = (U, "Decky loader not working", "u1")
    d2 = (U, "After testing it on beta. It works fine", "u1")
    d3 = (U, "On beta here and after updating to the newest version decky disappeared from qam. Using prerelease, latest version.", "u2")
    d4 = (U, "And it's back after going to desktop and back. Not sure what happened.", "u2")
    d5 = (A, "@ncanavan @KrOOb-5 please give the latest stable release a try on Stable SteamOS and grab logs via ``cd ~ && journalctl -b0 -u plugin_loader.service``.", "u3")
    d6 = "We can't debug much without these logs. Thanks."
    rec(P2_DKL261, [t], d2[1], True, "pronoun", ["it", "It"], "After testing Decky Loader on the SteamOS beta channel, it works fine.", author="u1")
    rec(P2_DKL261, [t, d2, d3, d4, d5], d6, True, "pronoun", ["these logs"], "We can't debug Decky Loader not working without its plugin_loader service logs.", author="u3")
    lend(P2_DKL261, [t], P2_S_RECENT, SAME, P2_SDHAC34)

    t = (U, "Installation doesn\u2019t look to have failed but doesn\u2019t seem to have worked", "u1")
    h1 = (U, "I went to desktop mode and typed the install command given on this projects main page the curl -L stuff.", "u1")
    h2 = (U, "After entering the password it looked to do things and no errors were given.", "u1")
    h3 = (U, "I returned to gaming mode however and nothing has changed, reboot, and still no change", "u1")
    h4 = (U, "I am unsure how to begin troubleshooting this.", "u1")
    h5 = "Same issue here. Latest decky release on 3.4.4"
    rec(P2_DKL309, [t], h1[1], True, "pronoun", ["this projects main page"], "I went to desktop mode on my Steam Deck and typed the curl -L install command from Decky Loader's main page.", author="u1")
    rec(P2_DKL309, [t, h1, h2, h3, h4], h5, True, "ellipsis", ["Same issue"], "Decky Loader's latest release installs without errors but doesn't show up for me either, on SteamOS 3.4.4.", author="u2")
    lend(P2_DKL309, [t], P2_S_HOLOISO, SAME, P2_CSSD23)

    t = (U, "CSS Loader failed to Initialize", "u1")
    e2 = (U, "It says to try restarting the steam deck, which I've tried a few times.", "u1")
    e3 = (U, "I've also tried uninstalling and reinstalling CSS Loader.", "u1")
    e4 = (A, "Can you get the backend logs for me?", "u2")
    e5 = (A, "Version on the store currently does not function due to CI issue's on decky's side. Please stand by", "u2")
    e55 = (U, "Are there any clues to when will it work again?", "u3")
    e6 = "You can download the previous version (1.5.2), that should still work"
    rec(P2_CSSL78, [t], P2_S_CSSINIT, False, SELF, [], None, author="u1")
    rec(P2_CSSL78, [t, (U, P2_S_CSSINIT, "u1")], e2[1], True, "pronoun", ["It"], "CSS Loader's failed-to-initialize message says to try restarting the Steam Deck, which I've tried a few times.", author="u1")
    rec(P2_CSSL78, [t, (U, P2_S_CSSINIT, "u1"), e2, e3, e4, e5, e55], e6, True, "ellipsis", ["the previous version"], "You can download CSS Loader's previous version (1.5.2), which should still work while the store version is broken.", author="u2")

    t = (U, "cssloader failed to initialize", "u1")
    f1 = (U, "I went to grab some themes and it wasn't connecting to the database for themes and when i exited it said the plugin failed to initialize it seemed to also affect Audio Loader whatever it was", "u1")
    f2 = (A, "Please be more specific in what happens. What are the steps to reproduce? What do you see? What steamos and decky version do you run?", "u2")
    f4 = (U, "so is there a way to downgrade decky to the point before it broke the loaders without sudo", "u1")
    rec(P2_CSSL44, [t], f1[1], True, "pronoun", ["it", "the plugin"], "CSS Loader wasn't connecting to its themes database, and when I exited it said it failed to initialize; it also seemed to affect Audio Loader.", author="u1")
    # A general claim naming everything it is about (rulings before df36): a trap.
    rec(P2_CSSL44, [t, f1, f2], P2_S_BROKEN, False, SAME, [], None, author="u2")
    rec(P2_CSSL44, [t, f1, f2, (A, P2_S_BROKEN, "u2")], f4[1], True, "pronoun", ["the point", "it", "the loaders"], "Is there a way to downgrade Decky Loader to before it broke CSS Loader and Audio Loader, without sudo?", author="u1")
    lend(P2_CSSL44, [t], P2_S_RESTART, SAME, P2_DKL279)

    t = (U, "Linux Support Locked to Steam Deck Only?", "u1")
    i1 = (U, "I see that Windows has a standalone version of this, but is the Linux version only for Steam Deck's specific distribution of Linux?", "u1")
    i3 = (A, "No, you should be able to run Decky Loader on linux desktop just fine. Do you have any error logs for that?", "u2")
    i4 = (A, "For windows, we have the standalone version because Decky is not available on windows.", "u2")
    rec(P2_CSSD23, [t], i1[1], True, "pronoun", ["this", "the Linux version"], "CSS Loader has a standalone Windows version; is its Linux version only for the Steam Deck's own Linux distribution?", author="u1")
    rec(P2_CSSD23, [t, i1], P2_S_HOLOISO, False, SAME, [], None, author="u1")
    rec(P2_CSSD23, [t, i1, (U, P2_S_HOLOISO, "u1")], i3[1], True, "ellipsis", ["No", "that"], "You should be able to run Decky Loader on desktop Linux just fine; do you have error logs for Decky Loader failing on HoloISO?", author="u2")
    # "it" is Decky of the same sentence (rule 2): a trap.
    rec(P2_CSSD23, [t, i1, (U, P2_S_HOLOISO, "u1"), i3, i4], P2_S_THROUGH, False, SELF, [], None, author="u2")
    lend(P2_CSSD23, [t], P2_S_PREVIEW, SAME, P2_DKL141)

    t = (U, "CSSLoader preventing SteamDeck Quick Settings from showing", "u1")
    j1 = "I recently opened up my steamdeck and for some reason with it enabled it makes the quick setting tab not open."
    rec(P2_CSSD54, [t], j1, True, "pronoun", ["it"], "With CSSLoader enabled, my Steam Deck's quick settings tab does not open.", author="u1")
    lend(P2_CSSD54, [t], P2_S_BROKEN, SAME, P2_CSSL44)
    lend(P2_CSSD54, [t], P2_S_RESTART, SAME, P2_DKL279)
    lend(P2_CSSD54, [t, (U, j1, "u1")], P2_S_RECENT, SAME, P2_SDHAC34)
    lend(P2_CSSD54, [t, (U, j1, "u1")], P2_S_TDP, SAME, P2_SDTDP80)

    t = (U, "SimpleDeckyTDP doesn't work anymore on Steam Deck LCD and OLED with Decky Loader ver 3.1.10", "u1")
    g2 = (U, "I tested on LCD and one Oled model, i have another oled model with previous Simple Decky and it works.", "u1")
    g3 = (A, "hrmm, first I want to make sure that the way you set TDP/GPU hasn't changed.", "u2")
    g4 = (A, "can you try setting TDP via the steam QAM, and then run the following to see if the number matches?", "u2")
    g5 = "For example, if you set 12W TDP, it should show the number `12,000,000`"
    rec(P2_SDTDP80, [t], P2_S_TDP, False, SAME, [], None, author="u1")
    rec(P2_SDTDP80, [t, (U, P2_S_TDP, "u1")], g2[1], True, "ellipsis", [], "SimpleDeckyTDP fails on a Steam Deck LCD and one OLED with Decky Loader 3.1.10, while another OLED with the previous SimpleDeckyTDP works.", author="u1")
    rec(P2_SDTDP80, [t, (U, P2_S_TDP, "u1"), g2, g3, g4], g5, True, "ellipsis", ["it"], "If you set a 12W TDP on the Steam Deck, the hwmon power cap should show `12,000,000`.", author="u2")
    lend(P2_SDTDP80, [t], P2_S_THROUGH, SELF, P2_CSSD23)

    t = (U, "Plugin Not Loading w/ 2/17 Beta Update [Update Needed]", "u1")
    l2 = "Decky Loader v2.5.4 fixes the issue, however, the plugin needs to be updated and tested to fix the issue."
    rec(P2_SDHAC34, [t], P2_S_RECENT, False, SAME, [], None, author="u1")
    rec(P2_SDHAC34, [t, (U, P2_S_RECENT, "u1")], l2, True, "pronoun", ["the issue", "the plugin"], "Decky Loader v2.5.4 fixes plugins using external web pages after the 2/17 Steam Deck beta, but SDH-AnimationChanger needs to be updated and tested for it.", author="u1")
    lend(P2_SDHAC34, [t], P2_S_CSSINIT, SAME, P2_CSSL78)
    lend(P2_SDHAC34, [t], P2_S_PREVIEW, SAME, P2_DKL141)
    lend(P2_SDHAC34, [t, (U, P2_S_RECENT, "u1")], P2_S_HOLOISO, SAME, P2_CSSD23)


def P2_meters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- utility meters read by radio: rtlamr with an RTL-SDR dongle, bridged into Home Assistant over MQTT ----
    t = (U, "Itron 500G stopped working", "u1")
    a1 = (U, "I have a Itron 500G gas meter and it was working fine for more than a year.", "u1")
    a2 = (U, "Suddenly at 2am in the morning of November 2, 2023 I stopped receiving any reading from it as well as any of the neighbors' readings.", "u1")
    a3 = (U, "At first I was blaming the SDR dongle and even bought a new one, but it did not help.", "u1")
    a4 = (A, "what was your setup for reading it? I wonder if it got switch to only broadcast on demand?", "u2")
    # "working fine" is rtlamr reading it, which only the thread gives (rule 1): a follow-up.
    rec(P2_RAMR292, [t], a1[1], True, "ellipsis", [], "Reading my Itron 500G gas meter with rtlamr worked fine for more than a year.", author="u1")
    rec(P2_RAMR292, [t, a1], a2[1], True, "pronoun", ["it"], "Since 2am on November 2, 2023, rtlamr receives no reading from my Itron 500G gas meter, nor any of the neighbors' readings.", author="u1")
    rec(P2_RAMR292, [t, a1, a2], a3[1], True, "ellipsis", ["the SDR dongle"], "I first blamed my RTL-SDR dongle for rtlamr losing my Itron 500G readings and bought a new one, but it did not help.", author="u1")
    # An answer to the question before it, a complete sentence naming its subject (ruling before df36): a trap.
    rec(P2_RAMR292, [t, a1, a2, a3, a4], P2_M_DONGLE, False, SAME, [], None, author="u1")
    lend(P2_RAMR292, [t], P2_M_RPI4, SELF, P2_RA2M244)

    t = (U, "No data packets being received (I think?)", "u1")
    b4 = (U, "Is there anything I am doing noticeably wrong?  Thank you", "u1")
    b5 = (A, "Sensus meters are generally not supported.", "u2")
    b6 = "You're not seeing messages because your meter likely uses a protocol other than ERT."
    rec(P2_RAMR147, [t], P2_M_SENSUS, False, SAME, [], None, author="u1")
    # Names the project and says in full what happened (rule 1): a trap.
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1")], P2_M_24H, False, SAME, [], None, author="u1")
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1")], b4[1], True, "ellipsis", [], "Is there anything I am doing noticeably wrong running rtl_tcp and rtlamr for my Sensus iPERL water meter?", author="u1")
    # Supported by what is left to the thread (ruling before df36's "leaves out a subject only the thread gives").
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1"), b4], b5[1], True, "ellipsis", [], "Sensus meters are generally not supported by rtlamr.", author="u2")
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1"), b4, b5], b6, True, "pronoun", ["your meter"], "rtlamr shows no messages for a Sensus iPERL water meter because it likely uses a protocol other than ERT.", author="u2")

    t = (U, "No data or \"meters\" showing up in HA", "u1")
    c1 = (U, "After setting up the Home Assistant add-on and configuring it as shows in the docs, I am not getting a sensor in HA.", "u1")
    c2 = "In Mosquitto I listened for \"rtlamr/status\" and got \"online\", but I'm not getting anything when I listen for \"rtlamr/gas_meter/state\"."
    rec(P2_RA2M129, [t], c1[1], True, "pronoun", ["the Home Assistant add-on", "the docs"], "After setting up the rtlamr2mqtt Home Assistant add-on as its docs show, I am not getting a sensor in Home Assistant.", author="u1")
    rec(P2_RA2M129, [t, c1], c2, True, "ellipsis", [], "In Mosquitto, rtlamr2mqtt's rtlamr/status says online, but nothing arrives on rtlamr/gas_meter/state for my gas meter.", author="u1")
    lend(P2_RA2M129, [t], P2_M_DONGLE, SAME, P2_RAMR292)
    lend(P2_RA2M129, [t, c1], P2_M_IDS, SAME, P2_JDRA11)

    t = (U, "Node found, debug seen, status = offline", "u1")
    d1 = (U, "Using built in HASS-addon (thank you) connected to remote node, successfully pulling lots of data. I can see ALL my neighbors.", "u1")
    d2 = (U, "I've clearly identified which node is mine (The last consumption count matches the value on the meter), and added it to the config.", "u1")
    d3 = "However, \"rtlamr/status\" always shows as offline, and nothing is appearing for useful data in HA."
    rec(P2_RA2M144, [t], d1[1], True, "ellipsis", ["built in HASS-addon"], "Using rtlamr2mqtt's Home Assistant add-on connected to a remote rtl_tcp node, I successfully pull lots of meter data and can see all my neighbors.", author="u1")
    rec(P2_RA2M144, [t, d1], d2[1], True, "pronoun", ["it", "the config"], "I identified which meter is mine (its last consumption count matches the meter) and added it to rtlamr2mqtt's config.", author="u1")
    rec(P2_RA2M144, [t, d1, d2], d3, True, "ellipsis", ["However"], "Even with my meter in rtlamr2mqtt's config, rtlamr/status always shows offline and nothing useful appears in Home Assistant.", author="u1")
    lend(P2_RA2M144, [t, d1], P2_M_NOTWIRELESS, SAME, P2_GREL4)

    t = (U, "Seeing devices in log but not in MQTT", "u1")
    e2 = "I see what looks like the SDR picking up meters:"
    # "this" is the rtlamr2mqtt named in the same sentence (rule 2): a trap.
    rec(P2_RA2M244, [t], P2_M_RPI4, False, SELF, [], None, author="u1")
    rec(P2_RA2M244, [t, (U, P2_M_RPI4, "u1")], e2, True, "ellipsis", ["the SDR"], "rtlamr2mqtt's log shows what looks like my RTL-SDR picking up meters, yet nothing reaches MQTT.", author="u1")
    lend(P2_RA2M244, [t], P2_M_24H, SAME, P2_RAMR147)
    lend(P2_RA2M244, [t, (U, P2_M_RPI4, "u1")], P2_M_SENSUS, SAME, P2_RAMR147)

    t = (U, "Addon Support", "u1")
    f1 = (U, "I love that you figured this out to work with my same water meter.", "u1")
    f2 = (U, "Before I go buying anything, I saw you wanted to make a plugin for HA and was wondering if [this](https://community.home-assistant.io/t/home-assistant-add-on-amr2mqtt/378196) plugin would work?", "u1")
    f3 = (U, "thanks for posting your code! I used it for awhile with just my water meter.", "u2")
    f4 = (U, "Eventually I figured out how to get my gas meter in too and I started using [this](https://github.com/allangood/rtlamr2mqtt) add-on", "u2")
    f5 = (U, "Since you have the same water meter, what model gas meter do you have?", "u1")
    f6 = "Mine is an older AC-250 with a GasLX module, which seems it might have a proprietary signal."
    rec(P2_GWM1, [t], f1[1], True, "pronoun", ["this", "my same water meter"], "I love that gunnaraas/watermeter reads the same water meter model as mine with an RTL-SDR.", author="u1")
    rec(P2_GWM1, [t, f1], f2[1], True, "ellipsis", [], "Would the amr2mqtt Home Assistant add-on work for reading my water meter, instead of making a plugin from gunnaraas/watermeter?", author="u1")
    rec(P2_GWM1, [t, f1, f2, f3, f4, f5], f6, True, "pronoun", ["Mine"], "My gas meter, which rtlamr does not find, is an older AC-250 with a GasLX module that might have a proprietary signal.", author="u1")

    t = (U, "rtlamr", "u1")
    g3 = (A, "I am familiar with the rtlamr project, and I've used it to listen in on my water meter: https://irrational.net/2019/03/26/tracking-down-a-water-leak/", "u2")
    # A whole thread of complete sentences naming their subjects (rule 1; ruling before df36): traps.
    rec(P2_GREL4, [t], P2_M_SEENIT, False, SELF, [], None, author="u1")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1")], P2_M_HOPING, False, SAME, [], None, author="u1")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1")], g3[1], False, SELF, [], None, author="u2")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1"), g3], P2_M_EALAN, False, SAME, [], None, author="u2")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1"), g3, (A, P2_M_EALAN, "u2")], P2_M_NOTWIRELESS, False, SAME, [], None, author="u2")

    t = (U, "Feature for Hexidecimel IDs re-opened", "u1")
    h1 = (U, "I have a meter that the letter 'A' in its ID, which isn't compatible with this library's config schema.", "u1")
    h2 = (U, "Running the addon with no config `[]` only results in LL+ messages being dumped to the console.", "u1")
    h3 = (U, "Never mind, with a few experiments, I was able to discover that the ID for my meter is different than what is on the label.", "u1")
    h4 = "I found that it is indeed an 8 digit numerical id."
    rec(P2_AAMR116, [t], h1[1], True, "pronoun", ["this library's"], "My utility meter has the letter 'A' in its ID, which isn't compatible with the amr2mqtt add-on's config schema.", author="u1")
    rec(P2_AAMR116, [t, h1], h2[1], True, "pronoun", ["the addon"], "Running the amr2mqtt add-on with no meter config `[]` only dumps LL+ messages to the console.", author="u1")
    rec(P2_AAMR116, [t, h1, h2, h3], h4, True, "pronoun", ["it"], "My meter's radio ID for amr2mqtt is indeed an 8-digit numerical ID.", author="u1")
    lend(P2_AAMR116, [t], P2_M_HOPING, SAME, P2_GREL4)

    t = (U, "scm+ gas meter not being stored in mqtt with proper id", "u1")
    i1 = (U, "I'm trying to get my gas meter readings into HA and I know that rtlamr can see them, as I've run it elsewhere to verify.", "u1")
    i3 = (A, "That is strange. I have two meters and works fine.", "u2")
    i4 = "Make sure no space between the IDs in the config: id1,id2"
    rec(P2_JDRA11, [t], i1[1], True, "ellipsis", ["elsewhere"], "I'm trying to get my scm+ gas meter readings into Home Assistant with the RTLAMR2MQQT add-on; rtlamr itself sees them, as I verified running it outside the add-on.", author="u1")
    rec(P2_JDRA11, [t, i1], P2_M_IDS, False, SAME, [], None, author="u1")
    rec(P2_JDRA11, [t, i1, (U, P2_M_IDS, "u1")], i3[1], True, "pronoun", ["That"], "An scm+ gas meter stored in MQTT without its proper ID is strange; RTLAMR2MQQT works fine for my two meters.", author="u2")
    rec(P2_JDRA11, [t, i1, (U, P2_M_IDS, "u1"), i3], i4, True, "pronoun", ["the config"], "Make sure there is no space between the meter IDs in RTLAMR2MQQT's config: id1,id2.", author="u2")
    lend(P2_JDRA11, [t], P2_M_EALAN, SAME, P2_GREL4)


def P2_remarkable(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- e-paper note tablets: reMarkable cloud sync across tablet software updates ----
    t = (U, "rmapi out of sync? (most probably cloud problem of remarkable)", "u1")
    a2 = (A, "if 1.5 is used then the first request is:\n`https://service-manager-production-dot-remarkable-production.appspot.com:443/service/json/1/blob-storage?environment=production&group=xxx&apiVer=1`", "u2")
    a4 = (U, "With scopes of the auth token you mean the SECRET in `auth0%SECRET`?", "u1")
    a5 = (U, "I'm not sure if it is something in my power to change if I belong to a XoApp 1.0 or XoApp 1.5 server.", "u1")
    a6 = "Is there a \"heavy\" syncing client which keeps a local copy already? Or do I have to write it myself?"
    # A general claim naming its subject ("rm", the tablet) in full (ruling before df36): a trap.
    rec(P2_RMAPI187, [t], P2_R_2PROTO, False, SAME, [], None, author="u2")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2")], a2[1], True, "ellipsis", ["1.5"], "If reMarkable's XoApp 1.5 sync protocol is used, the first request goes to the service-manager blob-storage URL with apiVer=1.", author="u2")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2], P2_R_LOGIN, False, SAME, [], None, author="u1")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2, (U, P2_R_LOGIN, "u1")], a4[1], True, "ellipsis", ["scopes of the auth token"], "By the scopes of rmapi's reMarkable auth token, do you mean the SECRET in `auth0%SECRET`?", author="u1")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2, (U, P2_R_LOGIN, "u1"), a4, a5], a6, True, "ellipsis", ["already"], "Is there already a \"heavy\" reMarkable cloud syncing client, unlike rmapi, which keeps a local copy, or do I have to write it myself?", author="u1")

    t = (U, "GetAllItems request failed with status code Unauthorized", "u1")
    b1 = (A, "From the log, the first run at 9:20 looks like it was not configured correctly as the device token was missing.", "u2")
    b2 = (A, "It then tried to use the session token to get the file list data from the cloud but that failed with an Unauthorized error.", "u2")
    b3 = (A, "I'm suspecting that the issue the same as [this issue here](https://github.com/juruen/rmapi/issues/187), where remarkable apparently has 2 api now.", "u2")
    b4 = (A, "Newer users might be on the new API while older users are still on the original API.", "u2")
    b5 = (A, "I will have a go at it but I suggest stick to ssh for now.", "u2")
    b6 = "Thank you for having a look. The App is EXCELLENT and I appreciate all your efforts."
    rec(P2_RMSYNC28, [t], b1[1], True, "pronoun", ["the log", "it"], "From reMarkableSync's log, the first run at 9:20 was not configured correctly, as the reMarkable device token was missing.", author="u2")
    rec(P2_RMSYNC28, [t, b1], b2[1], True, "pronoun", ["It", "that"], "reMarkableSync then used the session token to get the file list from the reMarkable cloud, which failed with an Unauthorized error.", author="u2")
    rec(P2_RMSYNC28, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["The App"], "Thank you for looking at reMarkableSync's Unauthorized error; reMarkableSync is excellent.", author="u1")

    t = (U, "Can't fetch. Error getting notebook structure.", "u1")
    c2 = (U, "Recently the remarkable updated to the new version 3.12.4.4 \nAnd since then it cannot sync anymore wiht Onenote and delivers always the same error.", "u1")
    c3 = (U, "\"error getting notebook structure from Remarkable. Unable to get document tree from cloud\"", "u1")
    c4 = (U, "I have the same issue - i used this Version [4.0.0-beta](https://github.com/SaWey/reMarkableSync/releases/tag/4.0.0-beta)\n(Remarkable 2 Version 3.13.2.0 )", "u2")
    c5 = (A, "It seems the API URLs have changed again.\nConnecting over SSH should probably still work.", "u3")
    c6 = "Hi not very very savvy here, but how would one do that, if it's not too involved an andwer to relate? Thanks!"
    # What the user's device did with the project, the project left out (ruling before df37): a follow-up.
    rec(P2_RMSYNC57, [t], P2_R_RM2, True, "ellipsis", [], "My reMarkable 2 was synced with OneNote through reMarkableSync.", author="u1")
    rec(P2_RMSYNC57, [t, (U, P2_R_RM2, "u1")], c2[1], True, "pronoun", ["the remarkable", "it"], "Since my reMarkable updated to version 3.12.4.4, reMarkableSync cannot sync it with OneNote anymore and always gives the same error.", author="u1")
    rec(P2_RMSYNC57, [t, (U, P2_R_RM2, "u1"), c2, c3, c4, c5], c6, True, "pronoun", ["that"], "How would one connect reMarkableSync to the reMarkable over SSH, if it's not too involved to explain?", author="u4")

    t = (U, "Remapy has stopped synchronizing with remarkable cloud", "u1")
    d2 = (U, "It seems to log in and says that is is syncing all documents, but does not update any local files.", "u1")
    d3 = (U, "Is this a common issue?  Thanks a lot!  I love the project.", "u1")
    d4 = (A, "There was a bug with the url recently and sync still works for me -can you please try to rename the .remapy folder in your home directory and setup everything else?", "u2")
    d5 = "I completely deleted remapy as well as my .remapy folder."
    rec(P2_REMAPY47, [t], P2_R_REMAPY, False, SAME, [], None, author="u1")
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1")], d2[1], True, "pronoun", ["It"], "remapy seems to log in to the reMarkable cloud and says it is syncing all documents, but does not update any local files.", author="u1")
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1"), d2], d3[1], True, "pronoun", ["this"], "Is remapy no longer syncing with the reMarkable cloud a common issue?", author="u1")
    # A measure taken against the thread's problem, tied to the turn before (ruling before df38).
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1"), d2, d3, d4], d5, True, "ellipsis", [], "I completely deleted remapy and my .remapy folder, yet after reinstalling it still does not sync new changes from the reMarkable cloud.", author="u1")
    lend(P2_REMAPY47, [t], P2_R_REMUX, SAME, P2_RMKIT188)

    t = (U, "[remux] Remarkable 1 stop syncing after remux service activation", "u1")
    e2 = (U, "The only way I found to recover synchronization is installing a firmware update.", "u1")
    e3 = (U, "Anyone else with the same issue?", "u1")
    e4 = (A, "It looks like you also opened an issue on toltec for this. Is the issue with toltec or remux?", "u2")
    e5 = (A, "is this the same as https://github.com/rmkit-dev/rmkit/issues/183#issuecomment-1324698729 ?", "u3")
    e55 = (U, "Yes, i was not able to find a similar issue searching on the web.\nI try to apply the solution described there.", "u1")
    e6 = "The solution there should be automatically applied with toltec at this point."
    rec(P2_RMKIT188, [t], P2_R_REMUX, False, SAME, [], None, author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1")], e2[1], True, "ellipsis", ["recover synchronization"], "The only way I found to make my reMarkable 1 sync with the cloud again after activating remux is installing a firmware update.", author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1"), e2], e3[1], True, "ellipsis", ["the same issue"], "Does anyone else's reMarkable 1 stop syncing with the cloud after remux is activated?", author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1"), e2, e3, e4, e5, e55], e6, True, "pronoun", ["The solution there"], "The fix from rmkit issue #183 for remux breaking reMarkable cloud sync should be applied automatically when remux is installed with toltec by now.", author="u2")

    t = (A, "Update rmapi to v0.0.25", "u1")
    f1 = (A, "* Fixes the issue authenticating to the Remarkable API.\n* Speeds up building the document tree on startup.", "u1")
    f2 = (U, "This seems to work \U0001f973", "u2")
    f3 = (A, "Please be careful running this with software version 3.x.", "u1")
    f4 = (A, "During my testing, I encountered some strange behavior, which is why I haven't merged this PR yet.", "u1")
    f5 = (U, "yep, but it seems to work on my end :)", "u2")
    f6 = "rmapi `v0.0.25` fixed the problems that I observed."
    # The maintainer opens the pull request: assistant u1 (as df38's maintainer-opened issues).
    rec(P2_RMPKT21, [t], f1[1], True, "ellipsis", [], "Updating RemarkablePocket's rmapi to v0.0.25 fixes authenticating to the reMarkable API and speeds up building the document tree on startup.", author="u1")
    rec(P2_RMPKT21, [t, f1], f2[1], True, "pronoun", ["This"], "RemarkablePocket with rmapi v0.0.25 seems to work.", author="u2")
    rec(P2_RMPKT21, [t, f1, f2, f3, f4, f5], f6, True, "pronoun", ["the problems that I observed"], "rmapi v0.0.25 fixed the strange behavior I observed with RemarkablePocket on reMarkable software 3.x.", author="u1")

    # A title alone (the excerpt held only a request trace): lent rows only.
    t = (U, "failed to build documents tree, last error: failed to fetch document tree request failed with status 500", "u1")
    lend(P2_RMAPI274, [t], P2_R_REMAPY, SAME, P2_REMAPY47)
    lend(P2_RMAPI274, [t], P2_R_REMUX, SAME, P2_RMKIT188)


def P2_gbcarts(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Game Boy cartridges: dumping and reflashing GB and GBA carts with USB cart readers, Game Boy Camera saves ----
    t = (U, "a compatible flash cartiage could not be auto-detected", "u1")
    a1 = (U, "I try to write rom to my gba cartiage but it keep popping this up", "u1")
    a2 = (A, "Can you please send a picture of your GBxCart with the cart plugged in, cartridge (preferably opened to identify the flash chip) and screenshot of the FlashGBX GUI?", "u2")
    a4 = (U, "where can i find those", "u1")
    a5 = "All modern cheap bootleg/clone cartridges fit the bill, you can check AliExpress if you want something to fiddle with."
    rec(P2_FGBX108, [t], a1[1], True, "pronoun", ["it", "this"], "When I try to write a ROM to my GBA cartridge, FlashGBX keeps saying a compatible flash cartridge could not be auto-detected.", author="u1")
    # A general claim naming its subject (ruling before df36): a trap.
    rec(P2_FGBX108, [t, a1, a2], P2_G_MASKROM, False, SAME, [], None, author="u2")
    rec(P2_FGBX108, [t, a1, a2, (A, P2_G_MASKROM, "u2")], a4[1], True, "pronoun", ["those"], "Where can I find reflashable GBA flash cartridges to write ROMs to with FlashGBX?", author="u1")
    rec(P2_FGBX108, [t, a1, a2, (A, P2_G_MASKROM, "u2"), (U, a4[1], "u1")], a5, True, "ellipsis", ["fit the bill"], "All modern cheap bootleg/clone GBA cartridges are reflashable with FlashGBX; check AliExpress for something to fiddle with.", author="u2")

    t = (U, "Can't detected AGB-E02-20", "u1")
    b1 = (U, "Pok\u00e9mon LeafGreen Version(JP)", "u1")
    b2 = (A, "Hi, can you try again with the latest version of FlashGBX?", "u2")
    b3 = (A, "If it still doesn\u2019t work, try to clean the cartridge contacts very thoroughly.", "u2")
    b5 = "Hi, I have cleaned the cartridge contacts contacts with alcohol\uff0cthen used FlashGBX v3.7.\nIT still doesn\u2019t work."
    rec(P2_FGBX35, [t], b1[1], True, "ellipsis", [], "FlashGBX can't detect my Japanese Pok\u00e9mon LeafGreen cartridge (board AGB-E02-20).", author="u1")
    rec(P2_FGBX35, [t, b1], b2[1], True, "ellipsis", ["again"], "Can you try detecting your Japanese Pok\u00e9mon LeafGreen cartridge again with the latest version of FlashGBX?", author="u2")
    # A complete first-person report naming every subject; "it" is the cartridge of the same sentence (rule 2).
    rec(P2_FGBX35, [t, b1, b2, b3], P2_G_LEAFGREEN, False, SELF, [], None, author="u2")
    # A measure taken against the thread's problem (ruling before df38): a follow-up.
    rec(P2_FGBX35, [t, b1, b2, b3, (A, P2_G_LEAFGREEN, "u2")], b5, True, "ellipsis", ["IT"], "I cleaned my Pok\u00e9mon LeafGreen cartridge's contacts with alcohol and used FlashGBX v3.7, but it still can't detect the cartridge.", author="u1")

    t = (U, "FlashGBX No device found when trying to connect.", "u1")
    c2 = (U, "The issue is that the software can't see the GBx board.", "u1")
    c3 = (U, "it shows up in device manager as COM1, so i dunno where the issue is.", "u1")
    c4 = (U, "Running windows 11 and installed the drivers for the CH340.", "u1")
    c5 = (U, "This worked previously on my windows 10 machine with FlashGBX 2.8.", "u1")
    c6 = "Seems fine and I see no damage. Can you try some different USB data cables and USB ports? Just to be sure!"
    rec(P2_FGBX69, [t], P2_G_GBXV14, False, SAME, [], None, author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1")], c2[1], True, "pronoun", ["The issue", "the software", "the GBx board"], "The latest FlashGBX can't see my GBxCart RW v1.4 board.", author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1"), c2], c3[1], True, "pronoun", ["it", "the issue"], "My GBxCart RW v1.4 shows up in Windows Device Manager as COM1, yet FlashGBX finds no device.", author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1"), c2, c3, c4, c5], c6, True, "ellipsis", ["Seems fine"], "Your GBxCart RW seems undamaged; try different USB data cables and ports to see if FlashGBX then finds it.", author="u2")

    t = (U, "Pokemon FireRed save type not being correctly found", "u1")
    d1 = (U, "I bought a legitimate Pokemon FireRed cart a while ago, and it does not seem to detect the save type.", "u1")
    d2 = (U, "When I go to save dump it, it does not automatically detect it.", "u1")
    d3 = (U, "If i try to manually select it, it says it cannot find a 1M flash chip.", "u1")
    d6 = "Hi, since there is not even a database hit, it\u2019s likely not a legitimate Pok\u00e9mon FireRed cartridge."
    rec(P2_FGBX124, [t], d1[1], True, "pronoun", ["it"], "FlashGBX does not seem to detect the save type of my legitimate Pok\u00e9mon FireRed cartridge.", author="u1")
    rec(P2_FGBX124, [t, d1], d2[1], True, "pronoun", ["it"], "When I dump the save of my Pok\u00e9mon FireRed cartridge, FlashGBX does not automatically detect its save type.", author="u1")
    # The user's own reader named in full, nothing said of the project (ruling before df37): a trap.
    rec(P2_FGBX124, [t, d1, d2, d3], P2_G_GBFLASH, False, SAME, [], None, author="u1")
    rec(P2_FGBX124, [t, d1, d2, d3, (U, P2_G_GBFLASH, "u1")], d6, True, "ellipsis", ["not even a database hit"], "Since FlashGBX's database has no hit for the cartridge, it's likely not a legitimate Pok\u00e9mon FireRed cartridge.", author="u2")

    t = (U, "Auto-detect for Ferrante Crafts 512KB", "u1")
    e2 = (U, "Perhaps the app can see if the audio pin is writable, and if so check the size and automatically choose this cartridge type.", "u1")
    e3 = (A, "If I ever get my hands on one, I can take a closer look.", "u2")
    e4 = (U, "Let me know if I can help, I've got one and can do any testing you need.", "u1")
    e5 = "Can you post the detailed results that appear when you click Detect Flash Cart?"
    rec(P2_FGBX66, [t], P2_G_FERRANTE, False, SELF, [], None, author="u1")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1")], e2[1], True, "pronoun", ["the app", "this cartridge type"], "Perhaps FlashGBX can check whether the audio pin is writable and, if so, check the size and auto-detect the Ferrante Crafts 512KB cartridge.", author="u1")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1"), e2], e3[1], True, "pronoun", ["one"], "If I ever get a Ferrante Crafts 512KB cartridge, I can look closer at auto-detecting it in FlashGBX.", author="u2")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1"), e2, e3, e4], e5, True, "ellipsis", ["the detailed results"], "Can you post the detailed results FlashGBX shows for the Ferrante Crafts 512KB cartridge when you click Detect Flash Cart?", author="u2")

    t = (U, "Game Boy Camera", "u1")
    f1 = (U, "Just wondering if this has been tested with a Game Boy Camera or not.", "u1")
    f2 = (U, "I have tested with both the European and Japanese version of the Game Boy Camera and can successfully dump other ROMs but trying to dump this ROM results in a 0KB file.", "u1")
    f3 = (A, "I haven't tested it myself (don't have a GB camera) but I've had 1-2 users advise me what needed to be changed to make the camera work which I believed to have been done in this version.", "u2")
    f4 = (A, "I received a Gameboy Camera (Model MGB-006 / GBD-EUR) and was able to dump the 1MB ROM and 128KB RAM.", "u2")
    f5 = "I read the pictures out of the save file using GBCameraDump as BGB just showed black pictures."
    rec(P2_GBCR2, [t], f1[1], True, "pronoun", ["this"], "Has GBCartRead been tested with a Game Boy Camera?", author="u1")
    rec(P2_GBCR2, [t, f1], f2[1], True, "pronoun", ["this ROM"], "With GBCartRead I can dump other ROMs, but dumping the European or Japanese Game Boy Camera ROM results in a 0KB file.", author="u1")
    rec(P2_GBCR2, [t, f1, f2, f3, f4], f5, True, "pronoun", ["the pictures", "the save file"], "I read the photos out of the Game Boy Camera save file dumped with GBCartRead using GBCameraDump, as BGB just showed black pictures.", author="u2")
    lend(P2_GBCR2, [t], P2_G_MASKROM, SAME, P2_FGBX108)

    t = (U, "No GameBoy Camera support", "u1")
    g1 = (U, "Does this tool doesn't support GameBoy Camera, or am I using it incorrectly?", "u1")
    g2 = (A, "I don't know! I don't own a Gameboy Camera so I haven't tested it.", "u2")
    g3 = (A, "Can you explain to me what happens? Does the progress bar just sit at the bottom or does something else happen?", "u2")
    g4 = (U, "Loader shows that backup is done, no errors or anything. It makes 32KB SRM file, but it's unusable, without any meaningful data.", "u1")
    rec(P2_GBSM2, [t], g1[1], True, "pronoun", ["this tool", "it"], "Does gb-save-manager not support the Game Boy Camera, or am I using it incorrectly?", author="u1")
    rec(P2_GBSM2, [t, g1], g2[1], True, "ellipsis", ["I don't know"], "I don't know whether gb-save-manager supports the Game Boy Camera; I don't own one, so I haven't tested it.", author="u2")
    rec(P2_GBSM2, [t, g1, g2, g3], g4[1], True, "ellipsis", ["Loader"], "gb-save-manager's loader says the Game Boy Camera backup is done with no errors, but the 32KB SRM file it makes is unusable, with no meaningful data.", author="u1")
    rec(P2_GBSM2, [t, g1, g2, g3, g4], P2_G_MBC3, False, SAME, [], None, author="u2")
    rec(P2_GBSM2, [t, g1, g2, g3, g4, (A, P2_G_MBC3, "u2")], P2_G_128K, False, SELF, [], None, author="u2")
    lend(P2_GBSM2, [t], P2_G_FERRANTE, SELF, P2_FGBX66)

    t = (U, "[Request] Adding support for GameBoy Camera.", "u1")
    h1 = (U, "Would it be possible to add support for dumping files from the GB Camera?", "u1")
    h2 = (U, "Doing so now with the latest version of the retroblaster GB results in a 0kb file.", "u1")
    h4 = (A, "GB Camera support is being worked on.", "u2")
    h5 = "Gameboy Camera support has been added in software v2.2.5, but also requires updating your RetroBlaster Mini firmware."
    rec(P2_RBL7, [t], h1[1], True, "ellipsis", ["add support"], "Would it be possible for RetroBlaster to add support for dumping files from the Game Boy Camera?", author="u1")
    rec(P2_RBL7, [t, h1], h2[1], True, "pronoun", ["Doing so"], "Dumping a Game Boy Camera with the latest RetroBlaster GB software results in a 0KB file.", author="u1")
    rec(P2_RBL7, [t, h1, h2, h4], h5, True, "ellipsis", ["software v2.2.5"], "Game Boy Camera support has been added in RetroBlaster software v2.2.5, which also requires updating the RetroBlaster Mini firmware.", author="u2")
    lend(P2_RBL7, [t], P2_G_GBXV14, SAME, P2_FGBX69)
    lend(P2_RBL7, [t, h1], P2_G_128K, SELF, P2_GBSM2)

    t = (A, "Add information about where the saved images are stored in RAM.", "u1")
    i1 = (A, "Add the location of the big and small pictures that are saved in the cartridge.", "u1")
    i2 = (U, "The \"Game Boy Camera discord\" has done quite a bit of work documenting it:\nhttps://funtography.online/wiki/Cartridge_RAM", "u2")
    i3 = "Oh, good to know! I never really cared enough about where the photos were stored, this was just an idea I had, but I never bothered with it."
    # The maintainer opens a to-do issue: assistant u1 (as df38's maintainer-opened issues).
    rec(P2_GBCAM1, [t], i1[1], True, "ellipsis", ["the cartridge"], "Add to gbcam-rev-engineer's documentation the location of the big and small pictures saved in the Game Boy Camera cartridge's RAM.", author="u1")
    rec(P2_GBCAM1, [t, i1], i2[1], True, "pronoun", ["it"], "The Game Boy Camera Discord has documented where the Game Boy Camera saves its pictures in cartridge RAM: https://funtography.online/wiki/Cartridge_RAM", author="u2")
    rec(P2_GBCAM1, [t, i1, i2], i3, True, "pronoun", ["this", "it"], "I never cared much where the Game Boy Camera's photos are stored in RAM; documenting it in gbcam-rev-engineer was just an idea I never pursued.", author="u1")
    lend(P2_GBCAM1, [t], P2_G_MBC3, SAME, P2_GBSM2)
    lend(P2_GBCAM1, [t, i1], P2_G_LEAFGREEN, SELF, P2_FGBX35)


def P2_minidisc(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- MiniDisc: NetMD and Hi-MD recorders and decks fed from a computer over USB ----
    t = (U, "MZ-NH600D Not compatible", "u1")
    a2 = (U, "I know that the computer can see the MD Player because when I insert a disc with music on it, the \"NO NAME\" icon pops up on the desktop, and I can open it and see the \"HMDHIFI\" folder & the .HMA files inside.", "u1")
    a3 = (U, "I've also tried ejecting the \"NO NAME\" icon and clicked on the \"CONNECT\" button in Web MiniDisc Pro, still says \"Connection Failed\" in red.", "u1")
    a4 = (A, "@y84media You're in HiMD mode, the current version of Web Minidisc only works with NetMD mode.", "u2")
    a5 = (A, "EDIT: On the player, select \"Options\" > \"Disc Mode\" > \"MD\" - the device should switch to NetMD mode.", "u2")
    a6 = "@y84media I've used the NH600D model successfully. Follow asivery's instructions."
    # A setup statement naming its own subject (ruling before df38): a trap.
    rec(P2_CWMD129, [t], P2_N_MACMINI, False, SAME, [], None, author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1")], a2[1], True, "pronoun", ["the computer", "the MD Player"], "My Mac Mini can see my Sony MZ-NH600D: with a disc inserted, a NO NAME volume with the HMDHIFI folder and .HMA files appears, yet Web MiniDisc can't connect.", author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1"), a2], a3[1], True, "ellipsis", ["also"], "I also ejected the NO NAME volume and clicked CONNECT in Web MiniDisc Pro, but it still says \"Connection Failed\" for my MZ-NH600D.", author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1"), a2, a3, a4, a5], a6, True, "ellipsis", [], "I've used the MZ-NH600D successfully with Web MiniDisc after switching it to NetMD mode as asivery describes.", author="u3")

    t = (U, "files from minidisc to mac", "u1")
    b1 = (U, "I see this works well for transferring files from pc/mac to minidisc player.", "u1")
    b3 = (U, "I would like to transfer these files to my mac to edit them and use them to make an audiobook.", "u1")
    b5 = "The only way to backup your personal recordings is using the line out jack and record it using another device.."
    rec(P2_CWMD81, [t], b1[1], True, "pronoun", ["this"], "Web MiniDisc works well for transferring files from a PC or Mac to a MiniDisc player.", author="u1")
    rec(P2_CWMD81, [t, b1], P2_N_FATHER, False, SAME, [], None, author="u1")
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1")], b3[1], True, "pronoun", ["these files"], "I would like to transfer my father's recordings from his Sony NetMD MiniDisc to my Mac to edit them into an audiobook.", author="u1")
    # A general claim naming its subject (ruling before df36); a helper answering is assistant.
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1"), b3], P2_N_FORMAT, False, SAME, [], None, author="u2")
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1"), b3, (A, P2_N_FORMAT, "u2")], b5, True, "ellipsis", ["your personal recordings"], "The only way to back up personal recordings from a NetMD MiniDisc is to record its line-out jack with another device.", author="u2")

    t = (U, "Sharp IM-DR80-B / charge stand", "u1")
    e1 = (U, "This NetMD player has the USB connector on the charge stand, and it doesn't get found by the Web MiniDisc at all - just get a \"no supported devices found\".", "u1")
    e2 = (U, "The same installation works fine with the sam USB cable on the Sony MZ-N910 (although this one has the USB connector directly on the player itself).", "u1")
    e3 = (A, "@StudioErrilhl Does it work with SonicStage? If so, could you please share its VID and PID?", "u2")
    e4 = (A, "@StudioErrilhl - make sure you hold the ENTER/-USB button on the stand until the display reads - - - USB - - -.", "u3")
    e5 = "I have this issue with the same unit."
    rec(P2_CWMD41, [t], e1[1], True, "pronoun", ["This NetMD player"], "The Sharp IM-DR80-B NetMD player has its USB connector on the charge stand and is not found by Web MiniDisc at all: \"no supported devices found\".", author="u1")
    rec(P2_CWMD41, [t, e1], e2[1], True, "pronoun", ["The same installation"], "The same Web MiniDisc installation and USB cable work fine with a Sony MZ-N910, whose USB connector is on the player itself, unlike the Sharp IM-DR80-B's stand.", author="u1")
    rec(P2_CWMD41, [t, e1, e2, e3, e4], e5, True, "pronoun", ["this issue", "the same unit"], "Web MiniDisc doesn't find my Sharp IM-DR80-B on its charge stand either.", author="u4")
    lend(P2_CWMD41, [t], P2_N_N510, SAME, P2_LMD75)

    t = (U, "Can't upload to Sony MDS-JB980", "u1")
    c1 = (U, "My deck seem to be supported, and some functions work properly (like wiping the disc, renaming tracks), but attempts to upload fail", "u1")
    c2 = (U, "I have tried different cable, different computer and different disc to get the same result.", "u1")
    c3 = (U, "I also tried on command line with `netmd-js@4.1.10` and first time I got the same result, and today was able to upload songs,\nbut on playback I hear only loud white noise.", "u1")
    c4 = (A, "@tomekc I have good news and bad news.\nBad: You have a damaged device. Most likely the drive was swapped from something like the JB480.", "u2")
    c5 = "Good: There are two ways to fix this.\n1) Use the testing version (https://testing.minidisc.wiki/webminidisc-testing)\n2) Manually rewrite the EEPROM with an external programmer. I can help you with that."
    rec(P2_AWMD52, [t], c1[1], True, "ellipsis", ["My deck"], "My Sony MDS-JB980 deck seems supported by Web MiniDisc and some functions work (wiping the disc, renaming tracks), but uploads fail.", author="u1")
    # Measures taken against the thread's problem (ruling before df38): follow-ups.
    rec(P2_AWMD52, [t, c1], c2[1], True, "ellipsis", ["the same result"], "Web MiniDisc uploads to my Sony MDS-JB980 fail with a different cable, a different computer and a different disc too.", author="u1")
    rec(P2_AWMD52, [t, c1, c2, c3, c4], c5, True, "pronoun", ["this", "that"], "To fix uploads to an MDS-JB980 with a swapped drive, use the Web MiniDisc testing version or manually rewrite its EEPROM with an external programmer.", author="u2")
    lend(P2_AWMD52, [t], P2_N_FATHER, SAME, P2_CWMD81)

    t = (U, "Sony MDS-JB980 not working", "u1")
    d1 = (U, "Hi, I am having trouble uploading to Sony MDS-JB980. I tried on minidisc web, and came to here and attemped the same with cli tool.", "u1")
    d2 = (U, "**Uploading FLAC (or MP3) fails with the Rejected error.**", "u1")
    rec(P2_NMDJS53, [t], d1[1], True, "ellipsis", ["came to here", "cli tool"], "I have trouble uploading to a Sony MDS-JB980: it failed in Web MiniDisc, and also with netmd-js's CLI tool.", author="u1")
    rec(P2_NMDJS53, [t, d1], d2[1], True, "ellipsis", ["the Rejected error"], "Uploading FLAC or MP3 to my Sony MDS-JB980 with netmd-js fails with the Rejected error.", author="u1")
    rec(P2_NMDJS53, [t, d1, d2], P2_N_M2, False, SAME, [], None, author="u1")
    # The error names the project's own module path (ruling before df39): a trap.
    rec(P2_NMDJS53, [t, d1, d2, (U, P2_N_M2, "u1")], P2_N_REJECTED, False, SAME, [], None, author="u1")
    lend(P2_NMDJS53, [t], P2_N_WEBMDOK, SAME, P2_LMD86)

    t = (U, "Finding the directory of md player / recorder", "u1")
    f1 = (U, "When I connect my MD player to my PC, the only way to hunt down its directory is to use `lsusb`", "u1")
    f2 = (U, "# System info:\nOS: Archlinux\nProgram version: 0.9.16\nKernel: 5.14.3-zen1-1-zen\nMD player: Sony MZ-N510", "u1")
    f4 = (A, "Also make sure that the files in [netmd/etc](https://github.com/linux-minidisc/linux-minidisc/tree/master/netmd/etc) are installed, as this is what allows your current user to access the device.", "u2")
    f5 = (A, "Does `netmdcli` and the Python scripts in `netmd` work?", "u2")
    f6 = "I tried `netmdcli` and it worked without issues"
    rec(P2_LMD75, [t], f1[1], True, "ellipsis", ["its directory"], "When I connect my MiniDisc player to my PC, the only way to find the device directory to give linux-minidisc's QHiMDTransfer is `lsusb`.", author="u1")
    rec(P2_LMD75, [t, f1, f2], P2_N_N510, False, SAME, [], None, author="u2")
    rec(P2_LMD75, [t, f1, f2, (A, P2_N_N510, "u2")], f4[1], True, "pronoun", ["the device"], "Make sure linux-minidisc's netmd/etc files are installed, as they let your user access the NetMD MZ-N510.", author="u2")
    rec(P2_LMD75, [t, f1, f2, (A, P2_N_N510, "u2"), f4, f5], f6, True, "ellipsis", ["it"], "linux-minidisc's `netmdcli` works with my MZ-N510 without issues.", author="u1")

    t = (U, "Cannot connect to MZ-NE410", "u1")
    g1 = (U, "Cloned repo and build from source.  netmdcli and qhimdtransfer both compiled successfully.", "u1")
    g2 = (U, "Added my user to plugdev group, and installed the udev rule.", "u1")
    g4 = (A, "Did you reboot / restart udevd and/or re-plug the device?", "u2")
    rec(P2_LMD86, [t], g1[1], True, "ellipsis", ["Cloned repo"], "I cloned linux-minidisc and built it from source; netmdcli and qhimdtransfer both compiled, yet they can't connect to my MZ-NE410.", author="u1")
    rec(P2_LMD86, [t, g1], g2[1], True, "ellipsis", ["the udev rule"], "I added my user to the plugdev group and installed linux-minidisc's udev rule, yet it still can't connect to my MZ-NE410.", author="u1")
    # An error quoted with the tool printing it (ruling before df37): a trap.
    rec(P2_LMD86, [t, g1, g2], P2_N_NETMDCLI, False, SAME, [], None, author="u1")
    rec(P2_LMD86, [t, g1, g2, (U, P2_N_NETMDCLI, "u1")], g4[1], True, "pronoun", ["the device"], "Did you reboot or restart udevd, and re-plug the MZ-NE410, after installing linux-minidisc's udev rule?", author="u2")
    # Another product named in full, nothing of the project (ruling before df37): a trap.
    rec(P2_LMD86, [t, g1, g2, (U, P2_N_NETMDCLI, "u1"), g4], P2_N_WEBMDOK, False, SAME, [], None, author="u1")
    lend(P2_LMD86, [t], P2_N_FORMAT, SAME, P2_CWMD81)

    t = (U, "Track and disc titles not being read/accepted on old device", "u1")
    h1 = (U, "I created a minidisc with a Sharp DR-410H netmd device and set track and disc titles, however when playing the disc in a Panasonic CQ-MR335 minidisc player from 1999, neither track nor disc titles are being read.", "u1")
    h2 = (U, "For testing, I deleted the MD and created it again with my Sony MDS-JE520 deck, when using this device to set disc and track titles, the Panasonic can read it without problem.", "u1")
    h3 = (U, "Is there a problem with the Sharp netmd device or with the application?", "u1")
    h4 = "Maybe some fallback legacy option to set titles is available?"
    # What the project did (set the titles), the project left out (ruling before df37): a follow-up.
    rec(P2_EWMD36, [t], h1[1], True, "ellipsis", [], "Track and disc titles I set with ElectronWMD through a Sharp DR-410H NetMD recorder are not read by a 1999 Panasonic CQ-MR335 MiniDisc player.", author="u1")
    rec(P2_EWMD36, [t, h1], h2[1], True, "pronoun", ["the MD", "the Panasonic"], "When I set the disc and track titles with my Sony MDS-JE520 deck instead of ElectronWMD, the Panasonic CQ-MR335 reads them without problem.", author="u1")
    rec(P2_EWMD36, [t, h1, h2, h3], h4, True, "ellipsis", ["fallback legacy option"], "Does ElectronWMD have a fallback legacy option for setting MiniDisc titles that old players like the Panasonic CQ-MR335 can read?", author="u1")
    lend(P2_EWMD36, [t], P2_N_MACMINI, SAME, P2_CWMD129)
    lend(P2_EWMD36, [t, h1], P2_N_REJECTED, SAME, P2_NMDJS53)


P2_AREAS = (P2_dashcams, P2_cutters, P2_steamdeck, P2_meters, P2_remarkable, P2_gbcarts, P2_minidisc)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
