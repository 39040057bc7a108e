"""df40 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-sixth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- building psycopg2 from source: "Error: pg_config executable not found.", libpq-dev / postgresql-devel, psycopg2-binary ----
PG_P1296 = GH + "psycopg/psycopg2/issues/1296"
PG_P357 = GH + "psycopg/psycopg2/issues/357"
PG_P488 = GH + "psycopg/psycopg2/issues/488"
PG_P1529 = GH + "psycopg/psycopg2/issues/1529"
PG_P761 = GH + "psycopg/psycopg2/issues/761"
PG_P684 = GH + "psycopg/psycopg2/issues/684"
PG_JUNC411 = GH + "pythonindia/junction/issues/411"
PG_IOTD2 = GH + "realpython/image-of-the-day/issues/2"
PG_DEX70 = GH + "sclorg/django-ex/issues/70"
PG_FBASE96 = GH + "hack4impact/flask-base/issues/96"
PG_MLH18 = GH + "MLH/mlh-hackathon-flask-starter/issues/18"
PG_WPAD10 = GH + "huserben/walkingpad/issues/10"
PG_MRP14 = GH + "umit-ozturk/MRP-Project/issues/14"
PG_BOOT34 = GH + "vitorfs/bootcamp/issues/34"
PG_DRFT6 = GH + "carltongibson/rest-framework-tutorial/issues/6"
PG_TLDW377 = GH + "rmusser01/tldw_server/issues/377"
PG_APPD524 = GH + "hassio-addons/app-appdaemon/issues/524"
PG_ULTIMA2090 = GH + "UltimaHoarder/UltimaScraper/issues/2090"
PG_B_EGGINFO = "Command \"python setup.py egg_info\" failed with error code 1 in /private/var/folders/6l/v90n_csd2vq8qpkfbymv61zm0000gn/T/pip-build-p1b60n08/psycopg2/"
PG_B_REQSRC = "pg_config is required to build psycopg2 from source.  Please add the directory\n    containing pg_config to the $PATH or specify the full executable path with the\n    option:"
PG_B_BINARY = "If you prefer to avoid building psycopg2 from source, please install the PyPI\n    'psycopg2-binary' package instead."
PG_B_DOCKERRUN = "$ docker run -it --rm python:3.6.4-alpine sh\n$ pip install psycopg2-binary\n\nCollecting psycopg2-binary\n  Downloading psycopg2-binary-2.7.4.tar.gz (426kB)"
PG_B_UV = "Building psycopg2==2.9.12\n  × Failed to build `psycopg2==2.9.12`\n  ├─▶ The build backend returned an error"
PG_B_PIPU = "pip install -U -r requirements.pip\nError: pg_config executable not found."
PG_B_SETUPINSTALL = "Running setup.py install for psycopg2 ... error\n  error: subprocess-exited-with-error"
PG_B_DISCARD = "WARNING: Discarding https://files.pythonhosted.org/packages/62/ca/0a479c9664526e86c2913a7ad593586eeb86b428b7e629e7c7b6b69e3cb7/psycopg2-2.7.tar.gz#sha256=ceadecf660ad4f7a31ea5baef30a7351add8626f9fd3daaafabb9a9e549f3f9a (from https://pypi.org/simple/psycopg2/). Command errored out with exit status 1: python setup.py egg_info Check the logs for full command output."
PG_B_PIP3 = "$ pip3 install --user --no-binary :all: psycopg2\nCollecting psycopg2\n  Downloading psycopg2-2.6.2.tar.gz (376kB)"
PG_B_FBASELOG = "Collecting psycopg2==2.6.1 (from -r requirements.txt (line 17))\n  Using cached psycopg2-2.6.1.tar.gz\n    Complete output from command python setup.py egg_info:"
PG_B_TLDWLOG = "#13 33.00   Downloading psycopg2-2.9.10.tar.gz (385 kB)\n#13 33.11   Installing build dependencies: started"
PG_BARE = "Error: pg_config executable not found.\n\nPlease add the directory containing pg_config to the PATH"


def _pgconfig(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "installing psycopg2 exits with error", "u1")
    # The pip line names psycopg2's sdist and the command run (ruling before df40, first clause): a trap.
    rec(PG_P1296, [t], PG_B_DISCARD, False, SAME, [], None, author="u1")
    lend(PG_P1296, [t], PG_B_PIP3, SAME, PG_P488)
    lend(PG_P1296, [t], PG_B_REQSRC, SAME, PG_MRP14)

    t = (U, "Error installing psycopg2 even after installing the postgresql-devel package", "u1")
    a1 = (U, "Have a look at this:\nhttps://gist.github.com/d3prof3t/81542e34f50d5c8e0929", "u1")
    a2 = (U, "I am setting up a fedora 22 server and was installing the psycopg2 via pip in my virtualenv and I am still facing issues.\nAny suggestions?", "u1")
    a3 = (A, "What part of\n\n    Error: pg_config executable not found.\n    \n    Please add the directory containing pg_config to the PATH\n    or specify the full executable path with the option:\n    \n        python setup.py build_ext --pg-config /path/to/pg_config build ...\n\nyou don't understand?", "u2")
    a4 = (A, "Don't open this bug report again. This is not a bug.", "u2")
    rec(PG_P357, [t], a1[1], True, "pronoun", ["this"], "Have a look at my log (https://gist.github.com/d3prof3t/81542e34f50d5c8e0929) of installing psycopg2 failing even after installing the postgresql-devel package.", author="u1")
    # "still" leans on the title's postgresql-devel attempt (rule 6, the ruling before df38's measure clause).
    rec(PG_P357, [t, a1], a2[1], True, "ellipsis", ["still facing issues"], "I'm setting up a Fedora 22 server and installing psycopg2 via pip in my virtualenv, and it still fails even after installing the postgresql-devel package; any suggestions?", author="u1")
    # The maintainer quotes the whole error he means; "you" is the reader (rule 2): a trap.
    rec(PG_P357, [t, a1, a2], a3[1], False, SELF, [], None, author="u2")
    rec(PG_P357, [t, a1, a2, a3], a4[1], True, "pronoun", ["this bug report", "This"], "Don't open the psycopg2 report 'pg_config executable not found after installing postgresql-devel' again: it is not a bug.", author="u2")
    rec(PG_P357, [t, a1, a2, a3, a4], "Okkay", True, "ellipsis", [], "OK, I won't reopen the psycopg2 pg_config report.", author="u1")
    lend(PG_P357, [t, a1], PG_B_SETUPINSTALL, SAME, PG_P1529)

    t = (U, "Install fails with “Error: pg_config executable not found.”", "u1")
    # The command with its output (ruling before df37): a trap.
    rec(PG_P488, [t], PG_B_PIP3, False, SAME, [], None, author="u1")
    lend(PG_P488, [t], PG_B_EGGINFO, SAME, PG_IOTD2)
    lend(PG_P488, [t], PG_B_UV, SAME, PG_APPD524)

    t = (U, "Installation in docker (alpine) failed", "u1")
    b1 = (U, "Hi,\ni can't install your module in docker.", "u1")
    b2 = (U, "running:\n* alpine 3.17.0\n* pip 22.3.1 from /usr/lib/python3.10/site-packages/pip (python 3.10)", "u1")
    b3 = (U, "This is pre-installed:\n* python3-dev\n* libpq-dev\n* py3-pip\n* build-base", "u1")
    rec(PG_P1529, [t], b1[1], True, "pronoun", ["your module"], "I can't install psycopg2 in a Docker alpine image.", author="u1")
    # Environment fragment (rule 1's "OS: Ubuntu 24.04 LTS").
    rec(PG_P1529, [t, b1], b2[1], True, "ellipsis", [], "Installing psycopg2 fails in Docker on alpine 3.17.0 with pip 22.3.1 (Python 3.10).", author="u1")
    rec(PG_P1529, [t, b1, b2], b3[1], True, "pronoun", ["This"], "python3-dev, libpq-dev, py3-pip and build-base are pre-installed in my alpine 3.17.0 image, yet installing psycopg2 fails.", author="u1")
    rec(PG_P1529, [t, b1, b2, b3], PG_B_SETUPINSTALL, False, SAME, [], None, author="u1")
    lend(PG_P1529, [t, b1], PG_B_DOCKERRUN, SAME, PG_P684)

    t = (U, "Install psycopg2-binary need external libraries error.", "u1")
    c1 = (U, "on docker image: python:3.7-alpine", "u1")
    c2 = "Collecting psycopg2-binary (from -r requirements.txt (line 6))\n  Downloading https://files.pythonhosted.org/packages/17/dc/3f6bfae668594013cb9ef0cba4f4863451220944650868ad67332ca9069c/psycopg2-binary-2.7.5.tar.gz (427kB)\n    Complete output from command python setup.py egg_info:"
    rec(PG_P761, [t], c1[1], True, "ellipsis", [], "Installing psycopg2-binary on the python:3.7-alpine docker image fails asking for external libraries.", author="u1")
    rec(PG_P761, [t, c1], c2, False, SAME, [], None, author="u1")
    # The message names psycopg2 and psycopg2-binary in full: a general sentence, a trap (ruling before df36).
    rec(PG_P761, [t, c1, (U, c2, "u1")], PG_B_BINARY, False, SAME, [], None, author="u1")
    lend(PG_P761, [t, c1], PG_B_TLDWLOG, SAME, PG_TLDW377)

    t = (U, "Installing psycopg2-binary with Python:3.6.4-alpine doesn't work", "u1")
    d1 = (U, "When you try to install the binary version of the lib you get the source version error.", "u1")
    rec(PG_P684, [t], d1[1], True, "pronoun", ["the lib", "the source version error"], "When you try to install psycopg2-binary on python:3.6.4-alpine you get the 'pg_config executable not found' error of building psycopg2 from source.", author="u1")
    rec(PG_P684, [t, d1], PG_B_DOCKERRUN, False, SAME, [], None, author="u1")
    lend(PG_P684, [t], PG_B_BINARY, SAME, PG_P761)

    t = (U, "error while installing requirements-dev.txt", "u1")
    e1 = (A, "@vinay13 can you provide the error log that you getting.", "u2")
    e2 = "error : pg_config executable not found.\nIt is resolved now by running this command .. sudo apt-get install libpq-dev python-dev.\nThanks."
    rec(PG_JUNC411, [t], e1[1], True, "pronoun", ["the error log"], "@vinay13, can you provide the error log you get while installing junction's requirements-dev.txt?", author="u2")
    # The error names only the missing component (ruling before df39), then the bare fix (ruling before df38).
    rec(PG_JUNC411, [t, e1], e2, True, "ellipsis", [], "Installing junction's requirements-dev.txt failed with 'pg_config executable not found'; it is resolved by running sudo apt-get install libpq-dev python-dev.", author="u1")
    lend(PG_JUNC411, [t], PG_B_FBASELOG, SAME, PG_FBASE96)
    lend(PG_JUNC411, [t, e1], PG_B_PIPU, SAME, PG_BOOT34)

    t = (U, "Cannot find pg_config executable when installing requirements.", "u1")
    f1 = (U, "Collecting psycopg2==2.6.1 (from -r requirements.txt (line 3))\n  Using cached psycopg2-2.6.1.tar.gz\n    Complete output from command python setup.py egg_info:", "u1")
    rec(PG_IOTD2, [t], f1[1], False, SAME, [], None, author="u1")
    # The error line alone names only pg_config, what was missing (ruling before df39): a follow-up.
    rec(PG_IOTD2, [t, f1], PG_BARE, True, "ellipsis", [], "Installing image-of-the-day's requirements fails building psycopg2: 'Error: pg_config executable not found. Please add the directory containing pg_config to the PATH'.", author="u1")
    rec(PG_IOTD2, [t, f1, (U, PG_BARE, "u1")], PG_B_EGGINFO, False, SAME, [], None, author="u1")
    lend(PG_IOTD2, [t], PG_B_DISCARD, SAME, PG_P1296)

    t = (U, "Error: pg_config executable not found.", "u1")
    g1 = (U, "While installing with `pip install -r requirements.txt` on OS X El Capitan I get an error:", "u1")
    g2 = "(OPENSHIFT_DJANGO) @MyMac[~/_GITHUB/django-ex]$ pip install -r requirements.txt\nCollecting django<1.9,>=1.8 (from -r requirements.txt (line 1))\n  Using cached Django-1.8.17-py2.py3-none-any.whl"
    rec(PG_DEX70, [t], g1[1], True, "ellipsis", ["an error"], "While installing django-ex's requirements with `pip install -r requirements.txt` on OS X El Capitan I get 'Error: pg_config executable not found.'", author="u1")
    rec(PG_DEX70, [t, g1], g2, False, SAME, [], None, author="u1")
    lend(PG_DEX70, [t, g1], PG_B_PIP3, SAME, PG_P488)

    t = (U, "Requirment installation error. Error: pg_config executable not found", "u1")
    h1 = (U, PG_B_FBASELOG, "u1")
    h2 = (U, "Environment:\n(flask_base) adop@adop:~/flask-base$ lsb_release -a\nNo LSB modules are available.\nDistributor ID: Ubuntu\nDescription:    Ubuntu 16.04.1 LTS", "u1")
    h3 = (U, "(flask_base) adop@adop:~/flask-base$ python --version\nPython 2.7.12", "u1")
    h4 = "Issue was solved by installing \nsudo apt-get install libpq-dev"
    rec(PG_FBASE96, [t], h1[1], False, SAME, [], None, author="u1")
    # Commands quoted with their output (ruling before df40, second clause): traps.
    rec(PG_FBASE96, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(PG_FBASE96, [t, h1, h2], h3[1], False, SAME, [], None, author="u1")
    rec(PG_FBASE96, [t, h1, h2, h3], h4, True, "ellipsis", ["Issue"], "flask-base's 'pg_config executable not found' requirements installation error was solved by installing libpq-dev (sudo apt-get install libpq-dev).", author="u1")
    lend(PG_FBASE96, [t], PG_B_EGGINFO, SAME, PG_IOTD2)

    t = (U, "Error: pg_config executable not found.", "u1")
    i1 = (U, "After following the installation procedure, creating a virtual environment (Python 3.7.5rc1), and activating it, by running \n```bash\npip install -r requirements.txt\n```\nI get the following error:", "u1")
    rec(PG_MLH18, [t], i1[1], True, "ellipsis", ["the installation procedure", "the following error"], "After following mlh-hackathon-flask-starter's installation procedure in a Python 3.7.5rc1 virtual environment, pip install -r requirements.txt fails with 'Error: pg_config executable not found.'", author="u1")
    lend(PG_MLH18, [t], PG_B_REQSRC, SAME, PG_MRP14)
    lend(PG_MLH18, [t, i1], PG_B_FBASELOG, SAME, PG_FBASE96)

    t = (U, "pg_config executable not found", "u1")
    j1 = (U, "Rapsberry Pi 3 / Raspbian GNU/Linux 10 (buster)\nPython 2.7.16 / pip 18.1", "u1")
    j2 = (U, "Hi @huserben, when I try to install with \n`python -m pip install --no-cache-dir -r requirements.txt`\nI get the error\n`Error: pg_config executable not found.`", "u1")
    j3 = (U, "Do I need to install something else?", "u1")
    j4 = (A, "Hi @jnbht \n\nthis seems strange. What does stand out to me is the fact that you are using python 2 and not 3. I've never run this on python 2 so my assumption would be that this could be the problem.", "u2")
    j5 = (A, "Do you have the possibility to switch to python 3 and try it?", "u2")
    j6 = "Ok, I try to upgrade. Fingers crossed that I don’t brake anything else 😅\nThanks for the reply @huserben"
    rec(PG_WPAD10, [t], j1[1], True, "ellipsis", [], "walkingpad's install fails with 'pg_config executable not found' on a Raspberry Pi 3 with Raspbian 10 (buster), Python 2.7.16 and pip 18.1.", author="u1")
    # The command quoted with its error (ruling before df37): a trap.
    rec(PG_WPAD10, [t, j1], j2[1], False, SAME, [], None, author="u1")
    rec(PG_WPAD10, [t, j1, j2], j3[1], True, "ellipsis", [], "Do I need to install something else to fix 'pg_config executable not found' when installing walkingpad's requirements?", author="u1")
    rec(PG_WPAD10, [t, j1, j2, j3], j4[1], True, "pronoun", ["this", "the problem"], "walkingpad's 'pg_config executable not found' on Python 2 seems strange; walkingpad was never run on Python 2, so using Python 2 rather than 3 could be the problem.", author="u2")
    rec(PG_WPAD10, [t, j1, j2, j3, j4], j5[1], True, "pronoun", ["it"], "Can you switch to Python 3 and try installing walkingpad's requirements again?", author="u2")
    rec(PG_WPAD10, [t, j1, j2, j3, j4, j5], j6, True, "ellipsis", [], "OK, I'll try upgrading my Raspberry Pi to Python 3 to install walkingpad; fingers crossed I don't break anything else.", author="u1")

    t = (U, "Erro on install", "u1")
    k1 = (U, "I cant install the app because run the error:\n\nError: pg_config executable not found.", "u1")
    rec(PG_MRP14, [t], k1[1], True, "pronoun", ["the app"], "I can't install MRP-Project because of the error 'Error: pg_config executable not found.'", author="u1")
    rec(PG_MRP14, [t, k1], PG_B_REQSRC, False, SAME, [], None, author="u1")
    lend(PG_MRP14, [t], PG_B_SETUPINSTALL, SAME, PG_P1529)

    t = (U, "Error: pg_config executable not found. (osx)", "u1")
    m2 = (U, "Solve: \nbrew install postgres --no-tcl", "u1")
    m3 = (A, "Usually I solve the problem with\n\nexport PATH=$PATH:/Applications/Postgres.app/Contents/Versions/9.3/bin", "u2")
    m4 = "Anyway I gotta remove postgres as a dependency of the project... I mean, you can run it with any other db Django supports"
    rec(PG_BOOT34, [t], PG_B_PIPU, False, SAME, [], None, author="u1")
    # A bare fix (ruling before df38): a follow-up.
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1")], m2[1], True, "ellipsis", [], "bootcamp's 'pg_config executable not found' on macOS is solved by brew install postgres --no-tcl.", author="u1")
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1"), m2], m3[1], True, "pronoun", ["the problem"], "I usually solve 'pg_config executable not found' on macOS by adding Postgres.app's bin directory to PATH (export PATH=$PATH:/Applications/Postgres.app/Contents/Versions/9.3/bin).", author="u2")
    rec(PG_BOOT34, [t, (U, PG_B_PIPU, "u1"), m2, m3], m4, True, "pronoun", ["the project", "it"], "I have to remove postgres as a dependency of bootcamp; you can run bootcamp with any other database Django supports.", author="u2")
    lend(PG_BOOT34, [t], PG_B_UV, SAME, PG_APPD524)

    t = (U, "Error while running pip install - r requirements.txt on windows", "u1")
    n1 = (U, "Command \"python setup.py egg_info\" failed with error code 1 in C:\\Users\\ajay\\AppData\\Local\\Temp\\pip-install-zqmkjzos\\psycopg2\\", "u1")
    n2 = (A, "Installing PostgreSQL which contains pg_config fixed the error for me.", "u2")
    n3 = (A, "For Mac,\n> brew install postgresql", "u2")
    n4 = "For Windows, try if this solution works: https://stackoverflow.com/questions/36846579/error-when-installing-psycopg2-on-windows-10"
    rec(PG_DRFT6, [t], n1[1], False, SAME, [], None, author="u1")
    rec(PG_DRFT6, [t, n1], n2[1], True, "pronoun", ["the error"], "Installing PostgreSQL, which contains pg_config, fixed the psycopg2 'pg_config executable not found' error when installing rest-framework-tutorial's requirements.", author="u2")
    rec(PG_DRFT6, [t, n1, n2], n3[1], True, "ellipsis", ["For Mac"], "On Mac, install PostgreSQL with brew install postgresql to fix psycopg2's 'pg_config executable not found' when installing rest-framework-tutorial's requirements.", author="u2")
    rec(PG_DRFT6, [t, n1, n2, n3], n4, True, "ellipsis", ["For Windows", "this solution"], "On Windows, try the solution at https://stackoverflow.com/questions/36846579/error-when-installing-psycopg2-on-windows-10 for psycopg2's 'pg_config executable not found' when installing rest-framework-tutorial's requirements.", author="u2")
    lend(PG_DRFT6, [t], PG_B_PIP3, SAME, PG_P488)

    t = (U, "psycopg2 error when using dockerfile", "u1")
    o1 = (U, "Latest git clone", "u1")
    o2 = (U, "When trying to build the docker container psycopg2 fails to complete in pip install -r requirements.txt", "u1")
    rec(PG_TLDW377, [t], o1[1], True, "ellipsis", [], "Building tldw_server's Dockerfile from the latest git clone fails on psycopg2.", author="u1")
    rec(PG_TLDW377, [t, o1], o2[1], True, "pronoun", ["the docker container"], "When building tldw_server's docker container, psycopg2 fails to complete in pip install -r requirements.txt.", author="u1")
    rec(PG_TLDW377, [t, o1, o2], PG_B_TLDWLOG, False, SAME, [], None, author="u1")
    lend(PG_TLDW377, [t], PG_B_DOCKERRUN, SAME, PG_P684)

    t = (U, "Failed to build psycopg2 after update appdaemon to 0.19.1", "u1")
    rec(PG_APPD524, [t], PG_B_UV, False, SAME, [], None, author="u1")
    lend(PG_APPD524, [t], PG_B_DISCARD, SAME, PG_P1296)
    lend(PG_APPD524, [t], PG_B_TLDWLOG, SAME, PG_TLDW377)

    t = (U, "Docker image fails to build due to psycopg2 build failure.", "u1")
    q1 = (U, "Docker image fails to build due to ` Error: pg_config executable not found. pg_config is required to build psycopg2 from source`.", "u1")
    q2 = (U, "Quick solution is to change base image from `python3.10-slim` to `python3.10` - it builds fine then.", "u1")
    q3 = "Alternatively you can manually call `apt` as necessary in dockerfile to setup environment as necessary to install `psycopg2`"
    # Continues the title's words; whose Docker image only the thread gives (ruling before df36).
    rec(PG_ULTIMA2090, [t], q1[1], True, "ellipsis", ["Docker image"], "UltimaScraper's Docker image fails to build because psycopg2 needs pg_config: 'Error: pg_config executable not found. pg_config is required to build psycopg2 from source'.", author="u1")
    rec(PG_ULTIMA2090, [t, q1], q2[1], True, "ellipsis", ["base image", "it"], "A quick fix for UltimaScraper's Docker image failing to build psycopg2 is to change its base image from `python3.10-slim` to `python3.10`; it builds fine then.", author="u1")
    # "Alternatively" leaves out what it is an alternative for (ruling before df39, second clause).
    rec(PG_ULTIMA2090, [t, q1, q2], q3, True, "ellipsis", ["Alternatively", "dockerfile"], "Alternatively, to fix UltimaScraper's Docker image build failing on psycopg2, call `apt` in its Dockerfile to set up what installing `psycopg2` needs.", author="u1")
    lend(PG_ULTIMA2090, [t, q1], PG_B_BINARY, SAME, PG_P761)


AREAS = [_pgconfig]
QUESTION_ONLY: tuple[str, ...] = ()


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:
        area(rec, U, A, lend)
