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

# ---- building mysqlclient from source: "OSError: mysql_config not found", libmysqlclient-dev / mariadb-devel, pkg-config for mysqlclient>=2.2.0 ----
MY_M2J3 = GH + "sethblack/mysql-to-json/issues/3"
MY_XHJ15 = GH + "wong2/xiaohuangji/issues/15"
MY_MODO1978 = GH + "modoboa/modoboa/issues/1978"
MY_MC205 = GH + "PyMySQL/mysqlclient/issues/205"
MY_MC493 = GH + "PyMySQL/mysqlclient/issues/493"
MY_GSOC373 = GH + "python-gsoc/python-blogs/issues/373"
MY_BRUTE1 = GH + "aqhmal/mysql_bruteforce/issues/1"
MY_DFIND4 = GH + "knipknap/django-find/issues/4"
MY_FAZT1 = GH + "FaztWeb/flask-crud-contacts-app/issues/1"
MY_FMDB13 = GH + "alexferl/flask-mysqldb/issues/13"
MY_PDM1022 = GH + "pdm-project/pdm/issues/1022"
MY_ALPY13 = GH + "jfloff/alpine-python/issues/13"
MY_DBOM45 = GH + "mpkasp/django-bom/issues/45"
MY_DJ4E27 = GH + "csev/dj4e-samples/issues/27"
MY_ALLI374 = GH + "allianceauth/allianceauth/issues/374"
MY_EDXAPI644 = GH + "openedx-unsupported/edx-analytics-data-api/pull/644"
MY_EDXDASH1470 = GH + "openedx-unsupported/edx-analytics-dashboard/pull/1470"
MY_EDXEX149 = GH + "edx/edx-exams/pull/149"
MY_DISC4026 = GH + "openedx/course-discovery/pull/4026"
MY_BOH13 = GH + "aparsons/bag-of-holding/issues/13"
MY_CONPOT519 = GH + "mushorg/conpot/issues/519"
MY_B_SH = "/bin/sh: mysql_config: orden no encontrada\n/bin/sh: mariadb_config: orden no encontrada"
MY_B_PKGCFG = "Exception: Can not find valid pkg-config name.\nSpecify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually"
MY_B_DEPEND = "Repositiories that depend on mysqlclient>=2.2.0 will need to install the package pkg-config in their Dockerfile: https://github.com/PyMySQL/mysqlclient/issues/620."
MY_B_GSOC = "Collecting mysqlclient>=1.4.4\n  Using cached mysqlclient-1.4.6.tar.gz (85 kB)\n    ERROR: Command errored out with exit status 1:"
MY_B_DISCARD = "pip3 install mysqlclient\nWARNING: Discarding https://files.pythonhosted.org/packages/6b/ba/4729d99e85a0a35bb46d55500570de05b4af10431cef174b6da9f58a0e50/mysqlclient-1.3.1.tar.gz#sha256=3549e8a61f10c8cd8eac6581d3f44d0594f535fb7b29e6090db3a0bc547b25ad (from https://pypi.org/simple/mysqlclient/). Command errored out with exit status 1: python setup.py egg_info Check the logs for full command output."
MY_B_CONPOTCMD = "The command '/bin/sh -c pip3 install --user --no-cache-dir -r requirements.txt' returned a non-zero code: 1"
MY_B_ALLIANCE = "Receiving the followingallianceserver@mail:~/allianceauth$ sudo pip install -r requirements.txt\n[sudo] password for allianceserver:"
MY_B_HOWLIB = "How to install libmysqlclient-dev is possible?"
MY_B_DFIND = "Collecting mysqlclient\n  Using cached mysqlclient-2.0.1.tar.gz (87 kB)\n    ERROR: Command errored out with exit status 1:"
MY_B_PDMSAYS = "Just now, in the PDM environment, in order to use Django, I got an error when installing mysqlclient. Looking at the log, we can see \"**OSError: mysql_config not found**\", and \"**Install mysqlclient 2.1.0 failed**\"."


def _mysqlconfig(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "OSError: mysql_config not found", "u1")
    a1 = (U, "Hey,\n\nHow can  I solve this?", "u1")
    a2 = "# pip3 install mysql-to-json\nCollecting mysql-to-json\n  Cache entry deserialization failed, entry ignored"
    rec(MY_M2J3, [t], a1[1], True, "pronoun", ["this"], "How can I solve 'OSError: mysql_config not found' when installing mysql-to-json?", author="u1")
    rec(MY_M2J3, [t, a1], a2, False, SAME, [], None, author="u1")
    lend(MY_M2J3, [t], MY_B_DISCARD, SAME, MY_BRUTE1)

    t = (U, "\"mysql_config not found\"", "u1")
    b1 = (U, "执行pip install -r requirements.txt时有时会遇到\"mysql_config not found\"问题。", "u1")
    b2 = (U, "可能是由于libmysqlclient-dev安装出问题了，重装即可。\nsudo apt-get install libmysqlclient-dev", "u1")
    b3 = "重装完成后再重新执行上面的命令即可"
    # Whose requirements.txt only the thread gives (rule 1's "that project is context").
    rec(MY_XHJ15, [t], b1[1], True, "ellipsis", ["requirements.txt"], "执行xiaohuangji的pip install -r requirements.txt时有时会遇到\"mysql_config not found\"问题。", author="u1")
    rec(MY_XHJ15, [t, b1], b2[1], True, "ellipsis", ["重装即可"], "安装xiaohuangji依赖时出现\"mysql_config not found\"，可能是libmysqlclient-dev安装出问题了，用sudo apt-get install libmysqlclient-dev重装即可。", author="u1")
    rec(MY_XHJ15, [t, b1, b2], b3, True, "pronoun", ["上面的命令"], "重装libmysqlclient-dev完成后，再重新执行xiaohuangji的pip install -r requirements.txt即可。", author="u1")

    t = (U, "pip install mysqlclient - fail", "u1")
    c1 = (U, "# Impacted versions\n* OS: Opensuse Tumbleweed\n* Python version: 3.8.3 \n* Modoboa: N/A\n* installer used: No\n* Webserver: Apache", "u1")
    c2 = "File \"/tmp/pip-install-rx88fa31/mysqlclient/setup_posix.py\", line 61, in get_config\nlibs = mysql_config(\"libs\")"
    rec(MY_MODO1978, [t], c1[1], True, "ellipsis", [], "pip install mysqlclient fails for Modoboa on openSUSE Tumbleweed with Python 3.8.3 and Apache.", author="u1")
    # "/bin/sh:" is the printer's own mark (ruling before df40, first clause): a trap.
    rec(MY_MODO1978, [t, c1], MY_B_SH, False, SAME, [], None, author="u1")
    rec(MY_MODO1978, [t, c1, (U, MY_B_SH, "u1")], c2, False, SAME, [], None, author="u1")
    lend(MY_MODO1978, [t, c1], MY_B_PKGCFG, SAME, MY_EDXAPI644)

    t = (U, "mysqlclient install problem - mac", "u1")
    rec(MY_MC205, [t], "It's not issue of this project.\nIt's issue of your `mysql_config`.\nOSS maintainers are not free tech support.  Ask on other place like Stackoverflow.", True, "pronoun", ["this project", "your `mysql_config`"], "Your mysqlclient install problem on Mac is not an issue of mysqlclient but of your `mysql_config`; maintainers are not free tech support, so ask on Stack Overflow.", author="u2")
    lend(MY_MC205, [t], MY_B_HOWLIB, SAME, MY_FMDB13)

    t = (U, "installing mysqlclient bug", "u1")
    d1 = (U, "same", "u2")
    d2 = (A, "You need to install gcc. From the [pypi page](https://pypi.org/project/mysqlclient/):\n\n`$ sudo apt-get install python3-dev default-libmysqlclient-dev build-essential` # Debian / Ubuntu", "u3")
    d3 = "Although this works @AdamIsrael, how would it be implemented in a requirements.txt file for a venv? This kind of breaks the whole idea of easy deployments, at least from my beginner point of view."
    rec(MY_MC493, [t], d1[1], True, "ellipsis", [], "I have the same bug installing mysqlclient.", author="u2")
    rec(MY_MC493, [t, d1], d2[1], True, "ellipsis", [], "To fix the mysqlclient install failure you need gcc: on Debian/Ubuntu run `sudo apt-get install python3-dev default-libmysqlclient-dev build-essential`, as mysqlclient's PyPI page says.", author="u3")
    rec(MY_MC493, [t, d1, d2], d3, True, "pronoun", ["this", "it"], "Installing python3-dev, default-libmysqlclient-dev and build-essential with apt fixes installing mysqlclient, but how would that be put in a venv's requirements.txt? It breaks the idea of easy deployments.", author="u4")
    lend(MY_MC493, [t, d1], MY_B_DEPEND, SAME, MY_EDXDASH1470)

    t = (U, "ADD mysql or Mariadb client to pre installation requirements", "u1")
    rec(MY_GSOC373, [t], MY_B_GSOC, False, SAME, [], None, author="u1")
    lend(MY_GSOC373, [t], MY_B_SH, SAME, MY_MODO1978)

    t = (U, "pip3 install mysqlclient", "u1")
    rec(MY_BRUTE1, [t], MY_B_DISCARD, False, SAME, [], None, author="u1")
    lend(MY_BRUTE1, [t], MY_B_GSOC, SAME, MY_GSOC373)

    t = (U, "Can you explain why about mysqlclient installer?", "u1")
    rec(MY_DFIND4, [t], MY_B_DFIND, False, SAME, [], None, author="u1")
    lend(MY_DFIND4, [t], MY_B_PDMSAYS, SAME, MY_PDM1022)

    t = (U, "OSError: mysql_config not found", "u1")
    e1 = (U, "Collecting mysqlclient (from flask-mysqldb)\n  \n      File \"/private/var/folders/4q/kt6vqbn50sd98vm7ffjhppdw0000gn/T/pip-install-wzlj72x9/mysqlclient/setup_posix.py\", line 51, in get_config\n        libs = mysql_config(\"libs\")", "u1")
    e2 = "Try the below Steps for CentOS\n\nsudo yum install mariadb-devel\n\nsudo yum install python3-devel\n\npip3 install flask_mysqldb"
    rec(MY_FAZT1, [t], e1[1], False, SAME, [], None, author="u1")
    # Bare fix steps (ruling before df38): a follow-up.
    rec(MY_FAZT1, [t, e1], e2, True, "ellipsis", ["the below Steps"], "To fix 'OSError: mysql_config not found' when installing flask-crud-contacts-app's flask-mysqldb on CentOS, run sudo yum install mariadb-devel and sudo yum install python3-devel, then pip3 install flask_mysqldb.", author="u2")

    t = (U, "[FIXED] Error while trying to install mysqldb", "u1")
    f1 = (U, "I ran a command `pip install flask-mysqldb` and I get this", "u1")
    f2 = (U, "I was missing mysql_config for some reason, needed to install `sudo apt-get install libmysqlclient-dev` first, and then it worked.", "u1")
    # The outcome is cut away, "this" only the thread gives (the ruling before df37's "I ran into this:").
    rec(MY_FMDB13, [t], f1[1], True, "pronoun", ["this"], "Running `pip install flask-mysqldb` fails with an error installing mysqlclient.", author="u1")
    rec(MY_FMDB13, [t, f1], f2[1], True, "pronoun", ["it"], "Installing flask-mysqldb failed because mysql_config was missing; installing libmysqlclient-dev first (sudo apt-get install libmysqlclient-dev) made it work.", author="u1")
    rec(MY_FMDB13, [t, f1, f2], MY_B_HOWLIB, False, SAME, [], None, author="u2")
    lend(MY_FMDB13, [t, f1], MY_B_DFIND, SAME, MY_DFIND4)

    t = (U, "The installation of mysqlclient reported an error (resolved, show if it can help others).", "u1")
    g2 = (U, "I found the reason, because my system is missing libmysqlclient-dev", "u1")
    g3 = "So enter \"**apt-get install libmysqlclient-dev**\" in the terminal to install. Then do \"**pdm add mysqlclient**\". So all complete!"
    # Names PDM, mysqlclient and the error in full (rule 1): a trap even as the opening sentence.
    rec(MY_PDM1022, [t], MY_B_PDMSAYS, False, SAME, [], None, author="u1")
    rec(MY_PDM1022, [t, (U, MY_B_PDMSAYS, "u1")], g2[1], True, "pronoun", ["the reason"], "The reason installing mysqlclient with PDM failed with 'OSError: mysql_config not found' is that my system is missing libmysqlclient-dev.", author="u1")
    rec(MY_PDM1022, [t, (U, MY_B_PDMSAYS, "u1"), g2], g3, True, "ellipsis", [], "To fix 'OSError: mysql_config not found' when adding mysqlclient with PDM, run apt-get install libmysqlclient-dev and then pdm add mysqlclient.", author="u1")

    t = (U, "how to install mysqlclient?", "u1")
    h1 = (U, "I use 2.7-onbuild to make a Dockerfile and mysqlclient is in my requirements,  but it faild to install mysqlclient, this is the logs", "u1")
    h2 = (U, "Collecting mysqlclient==1.3.9 (from -r requirements.txt (line 2))\n  Downloading mysqlclient-1.3.9.tar.gz (81kB)\n    Complete output from command python setup.py egg_info:", "u1")
    h3 = (U, "Should I install some dependences first?", "u1")
    h4 = (A, "This has nothing to do with this image in particular, hence I'm closing.", "u2")
    h5 = "Still, you are installing the python mysql python, but did you installed mysql-server? Try google that error, first result came up with a pretty good answer."
    # "2.7-onbuild" is the project's image tag, the project left out (rule 1).
    rec(MY_ALPY13, [t], h1[1], True, "ellipsis", ["2.7-onbuild"], "I use jfloff/alpine-python's 2.7-onbuild image to make a Dockerfile with mysqlclient in my requirements, but installing mysqlclient fails.", author="u1")
    rec(MY_ALPY13, [t, h1], h2[1], False, SAME, [], None, author="u1")
    rec(MY_ALPY13, [t, h1, h2], h3[1], True, "ellipsis", [], "Should I install some dependencies before installing mysqlclient on jfloff/alpine-python's 2.7-onbuild image?", author="u1")
    rec(MY_ALPY13, [t, h1, h2, h3], h4[1], True, "pronoun", ["This", "this image"], "mysqlclient's 'mysql_config not found' install failure has nothing to do with jfloff/alpine-python's image in particular.", author="u2")
    rec(MY_ALPY13, [t, h1, h2, h3, h4], h5, True, "pronoun", ["that error"], "You are installing the MySQL Python client, but did you install mysql-server? Search for 'EnvironmentError: mysql_config not found'; the first result has a good answer.", author="u2")

    t = (U, "requirements.txt fails at mysqlclient -1.3.13", "u1")
    i1 = (U, "Following the **Start from Scratch: Use as a standalone Django Project**. I've tried on both Ubuntu 18.04 and 20.04", "u1")
    i2 = "Collecting mysqlclient==1.3.13\n  Downloading mysqlclient-1.3.13.tar.gz (90 kB)"
    rec(MY_DBOM45, [t], i1[1], True, "ellipsis", [], "Following django-bom's 'Start from Scratch: Use as a standalone Django Project' guide, requirements.txt fails at mysqlclient 1.3.13 on both Ubuntu 18.04 and 20.04.", author="u1")
    rec(MY_DBOM45, [t, i1], i2, False, SAME, [], None, author="u1")

    t = (U, "pip install -r requirements.txt fails", "u1")
    j1 = (U, "This command fails and shows an error for `mysqlclient>=1.4.6`. It said `mysql-config` not found.", "u1")
    j2 = (U, "I resolved this by first installing `mysql-config` using `sudo apt-get install libmysqlclient-dev`.\nNow it is working.", "u1")
    j3 = (U, "The issue is solved but I would like to see this as a note on the website!\nThank you.", "u1")
    j4 = (A, "Thanks - I updated the documentation and added a note to requirements.txt - it is not really needed for the samples code anyways.", "u2")
    j5 = (U, "I am following youtube tutorial! There I found out \n`https://dj4e.com/lectures/DJ-04-Model-One.txt` has contents of `https://www.dj4e.com/lectures/DJ-02-Model-Single.txt`\ncan I even state those issues here?", "u1")
    j6 = "Yes - feel free to make any comment on the content of DJ4E here as this is where I fix them."
    rec(MY_DJ4E27, [t], j1[1], True, "pronoun", ["This command"], "pip install -r requirements.txt in dj4e-samples fails with an error for `mysqlclient>=1.4.6`: `mysql-config` not found.", author="u1")
    rec(MY_DJ4E27, [t, j1], j2[1], True, "pronoun", ["this", "it"], "I resolved dj4e-samples' mysqlclient 'mysql-config not found' error by installing libmysqlclient-dev (sudo apt-get install libmysqlclient-dev); pip install -r requirements.txt works now.", author="u1")
    rec(MY_DJ4E27, [t, j1, j2], j3[1], True, "pronoun", ["The issue", "this"], "Please add a note on the DJ4E website that libmysqlclient-dev must be installed before pip install -r requirements.txt for mysqlclient.", author="u1")
    rec(MY_DJ4E27, [t, j1, j2, j3], j4[1], True, "pronoun", ["it"], "I updated the dj4e-samples documentation and added a note to requirements.txt; mysqlclient is not really needed for the samples code anyway.", author="u2")
    # A new report, but "here" is only the thread's repository (rule 1): a follow-up.
    rec(MY_DJ4E27, [t, j1, j2, j3, j4], j5[1], True, "pronoun", ["here"], "In a YouTube DJ4E tutorial, https://dj4e.com/lectures/DJ-04-Model-One.txt has the contents of https://www.dj4e.com/lectures/DJ-02-Model-Single.txt; can I report such DJ4E content issues in the dj4e-samples issue tracker?", author="u1")
    rec(MY_DJ4E27, [t, j1, j2, j3, j4, j5], j6, True, "pronoun", ["Yes", "here"], "Yes, comments on DJ4E's content are welcome in the dj4e-samples issue tracker, where they get fixed.", author="u2")

    t = (U, "Error installing mysqlclient", "u1")
    rec(MY_ALLI374, [t], MY_B_ALLIANCE, False, SAME, [], None, author="u1")
    lend(MY_ALLI374, [t], MY_B_CONPOTCMD, SAME, MY_CONPOT519)

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    k1 = (U, "Repositiories that depend on mysqlclient>=2.2.0 will need to install the package pkg-config in their Dockerfile: https://github.com/PyMySQL/mysqlclient/issues/620. This commit installs the pkg-config package in the Dockerfile.", "u1")
    k2 = (U, "If this is missing, then pip install of mysqlclient fails with an error that includes the following:", "u1")
    rec(MY_EDXAPI644, [t], k1[1], True, "pronoun", ["This commit", "the Dockerfile"], "mysqlclient>=2.2.0 needs pkg-config installed in the Dockerfile (PyMySQL/mysqlclient#620); a commit installs the pkg-config package in edx-analytics-data-api's Dockerfile.", author="u1")
    rec(MY_EDXAPI644, [t, k1], k2[1], True, "pronoun", ["this", "the following"], "If pkg-config is missing, pip install of mysqlclient>=2.2.0 fails with 'Exception: Can not find valid pkg-config name.'", author="u1")
    # MYSQLCLIENT_CFLAGS holds the library's name (ruling before df40, first clause): a trap.
    rec(MY_EDXAPI644, [t, k1, k2], MY_B_PKGCFG, False, SAME, [], None, author="u1")

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    # A general sentence naming mysqlclient>=2.2.0 and pkg-config in full (ruling before df36): a trap.
    rec(MY_EDXDASH1470, [t], MY_B_DEPEND, False, SAME, [], None, author="u1")
    rec(MY_EDXDASH1470, [t, (U, MY_B_DEPEND, "u1")], "This commit installs the pkg-config package in the Dockerfile.", True, "pronoun", ["This commit", "the Dockerfile"], "A commit installs the pkg-config package in edx-analytics-dashboard's Dockerfile for mysqlclient>=2.2.0.", author="u1")

    t = (U, "fix: install pkg-config dependency for mysqlclient>=2.2.0", "u1")
    rec(MY_EDXEX149, [t], "**Testing instructions:**\n\nBuild the Dockerfile using `docker build -f Dockerfile .`.", True, "pronoun", ["the Dockerfile"], "To test edx-exams' pkg-config fix for mysqlclient>=2.2.0, build edx-exams' Dockerfile using `docker build -f Dockerfile .`.", author="u1")
    lend(MY_EDXEX149, [t], MY_B_PKGCFG, SAME, MY_EDXAPI644)

    t = (U, "chore: update dockerfile for newer versions of mysqlclient", "u1")
    m1 = (U, "mysqlclient versions >= `2.2.0` require `pkg-config` to install properly. Add it to the dockerfile", "u1")
    m2 = "Note that we are already on mysqlclient==2.2.0. This does not cause an error because `pkg-config` is a dependency of a dependency of `libcairo`, which we install already."
    rec(MY_DISC4026, [t], m1[1], True, "pronoun", ["the dockerfile"], "mysqlclient versions >= 2.2.0 require pkg-config to install properly; add pkg-config to course-discovery's Dockerfile.", author="u1")
    rec(MY_DISC4026, [t, m1], m2, True, "pronoun", ["we", "This"], "course-discovery is already on mysqlclient==2.2.0; the missing pkg-config causes no error because pkg-config is a dependency of a dependency of libcairo, which course-discovery already installs.", author="u1")

    t = (U, "Another library needed for install", "u1")
    n1 = (U, "On Ubuntu 14.04 I had to add the library  libmysqlclient-dev, otherwise the mysqlclient gives and error of mysql_config not found.  You might want to add that lib as a possible pre-requisite for installation.", "u1")
    n2 = (U, "`sudo apt-get install libmysqlclient-dev`\n\nwas the command I ran to fix it.", "u1")
    n3 = "Collecting mysqlclient==1.3.6 (from -r requirements/production.txt (line 3))\n  Using cached mysqlclient-1.3.6.tar.gz\n    Complete output from command python setup.py egg_info:"
    # Installation of what only the thread gives (rule 1).
    rec(MY_BOH13, [t], n1[1], True, "ellipsis", ["installation"], "On Ubuntu 14.04 I had to add libmysqlclient-dev, otherwise mysqlclient fails with mysql_config not found; you might add it as a prerequisite for installing bag-of-holding.", author="u1")
    rec(MY_BOH13, [t, n1], n2[1], True, "pronoun", ["it"], "I ran `sudo apt-get install libmysqlclient-dev` to fix mysqlclient's 'mysql_config not found' when installing bag-of-holding.", author="u1")
    rec(MY_BOH13, [t, n1, n2], n3, False, SAME, [], None, author="u1")

    t = (U, "Dockerfile error", "u1")
    o1 = (U, "Hi,\nI'm trying to build a docker image with your dockerfile, while installing dependency **mysqlclient==2.0.1**  in requirement.txt throws error as,", "u1")
    o2 = (U, "/bin/sh: mysql_config: not found\n/bin/sh: mariadb_config: not found\n/bin/sh: mysql_config: not found", "u1")
    rec(MY_CONPOT519, [t], o1[1], True, "pronoun", ["your dockerfile"], "Building a docker image with conpot's Dockerfile, installing the dependency mysqlclient==2.0.1 from requirements.txt throws an error.", author="u1")
    rec(MY_CONPOT519, [t, o1], o2[1], False, SAME, [], None, author="u1")
    rec(MY_CONPOT519, [t, o1, o2], MY_B_CONPOTCMD, False, SAME, [], None, author="u1")
    rec(MY_CONPOT519, [t, o1, o2, (U, MY_B_CONPOTCMD, "u1")], "Will be fixed in #522", True, "ellipsis", [], "conpot's Dockerfile failing to install mysqlclient==2.0.1 will be fixed in #522.", author="u2")


# ---- the browser's "ResizeObserver loop limit exceeded" / "ResizeObserver loop completed with undelivered notifications" in window.onerror, error loggers, dev-server overlays and Cypress ----
RO_RDET8 = GH + "Justineo/resize-detector/issues/8"
RO_CSIZE31 = GH + "rehooks/component-size/issues/31"
RO_NUCLIA1962 = GH + "nuclia/frontend/pull/1962"
RO_CORI337 = GH + "EDCD/coriolis/issues/337"
RO_CORI338 = GH + "EDCD/coriolis/issues/338"
RO_TERRA1188 = GH + "cerner/terra-framework/issues/1188"
RO_VCOLL319 = GH + "html-next/vertical-collection/issues/319"
RO_STICK32 = GH + "garthenweb/react-stickup/issues/32"
RO_CB272 = GH + "coding-blocks/codingblocks.online.projectx/issues/272"
RO_BBB686 = GH + "riadvice/bbbeasy/pull/686"
RO_ROPOLY97 = GH + "que-etc/resize-observer-polyfill/issues/97"
RO_RVAS55 = GH + "bvaughn/react-virtualized-auto-sizer/issues/55"
RO_UESIO4752 = GH + "ues-io/uesio/issues/4752"
RO_VDEDUP442 = GH + "benetech/VideoDeduplication/issues/442"
RO_DHUB14157 = GH + "datahub-project/datahub/pull/14157"
RO_ODOP1068 = GH + "thegrumpys/odop/issues/1068"
RO_VIRT1039 = GH + "petyosi/react-virtuoso/issues/1039"
RO_B_SPITS = "`Error: ResizeObserver loop limit exceeded`"
RO_B_CYAPP = "Error: The following error originated from your application code, not from Cypress.\n\n  > ResizeObserver loop completed with undelivered notifications."
RO_B_AUTOFAIL = "When Cypress detects uncaught errors originating from your application it will automatically fail the current test."
RO_B_API = "- ResizeObserver is a browser API that monitors changes to element dimensions."
RO_B_ODOP = "Getting the following ERROR\n\n> ERROR\n> ResizeObserver loop completed with undelivered notifications.\n>     at handleError (http://localhost:3000/static/js/bundle.js:95688:58)"
RO_B_CB = "```\nNone: ResizeObserver loop limit exceeded\n  at None (/player/5031/content/472)\n```"
RO_B_VIRT = "It seems https://github.com/petyosi/react-virtuoso/commit/57928bd729fb62749d2d46ac347e36cfe0d54f31 caused `ResizeObserver loop completed with undelivered notifications.` in my project. I have this assumption because the issue is gone after downgrading from v4.7.0 to v4.6.3."
RO_B_TERRA = "# Bug Report\nWe're seeing \"ResizeObserver loop limit exceeded\" errors pretty frequently in our New Relic logs.  It's occurred on the following page https://engineering.cerner.com/terra-ui/components/terra-form-input/form-input/input. We need to see if there's a problem and how to fix it."
RO_B_JAMESON = "Jameson, we have a problem..\n\nResizeObserver loop limit exceeded."
RO_B_STICK = "Adding an `onerror` handler to `window` you receive a lot of errors `ResizeObserver loop limit exceeded` due to the additions to fix https://github.com/garthenweb/react-stickup/issues/28."


def _resizeobserver(rec, U, A, lend) -> None:  # noqa: PLR0915
    t = (U, "ResizeObserver loop limit exceeded", "u1")
    a1 = (U, "Recently our auto bug report system captured a `window.onerror` message `ResizeObserver loop limit exceeded` originate from this plugin.", "u1")
    a2 = (U, "Lattest report platform: Chrome v71.0.3578 + Chrome OS 11151.113", "u1")
    a3 = (U, "Seems to be a Chrome-specific issue for now. I searched around and found some related issues with fixes, FYI:", "u1")
    a4 = (U, "Hope it helps.", "u1")
    a5 = "Actually this message can be ignored safely ([source](https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded))."
    rec(RO_RDET8, [t], a1[1], True, "pronoun", ["this plugin"], "Our bug report system captured a `window.onerror` message `ResizeObserver loop limit exceeded` originating from resize-detector.", author="u1")
    rec(RO_RDET8, [t, a1], a2[1], True, "ellipsis", [], "resize-detector's `ResizeObserver loop limit exceeded` was last reported on Chrome v71.0.3578 on Chrome OS 11151.113.", author="u1")
    rec(RO_RDET8, [t, a1, a2], a3[1], True, "ellipsis", [], "resize-detector's `ResizeObserver loop limit exceeded` seems to be Chrome-specific for now; I found some related issues with fixes.", author="u1")
    rec(RO_RDET8, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "I hope the related issues with fixes I listed help with resize-detector's `ResizeObserver loop limit exceeded`.", author="u1")
    rec(RO_RDET8, [t, a1, a2, a3, a4], a5, True, "pronoun", ["this message"], "The `ResizeObserver loop limit exceeded` message from resize-detector can be ignored safely (https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded).", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    b1 = (U, "When resizing the component (eg. by resizing the window) for some time, the ResizeObserver spits out:", "u1")
    rec(RO_CSIZE31, [t], b1[1], True, "pronoun", ["the component"], "When resizing a component measured with @rehooks/component-size (e.g. by resizing the window) for some time, the ResizeObserver reports 'ResizeObserver loop limit exceeded'.", author="u1")
    # The message's subject is ResizeObserver, the API printing it (ruling before df40, first clause): a trap.
    rec(RO_CSIZE31, [t, b1], RO_B_SPITS, False, SAME, [], None, author="u1")
    rec(RO_CSIZE31, [t, b1, (U, RO_B_SPITS, "u1")], "Here's discussion and a potential solution for this issue:\n\nhttps://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded", True, "pronoun", ["this issue"], "Discussion and a potential solution for @rehooks/component-size's 'ResizeObserver loop limit exceeded' are at https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded.", author="u1")

    t = (U, "Avoid ResizeObserver loop limit exceeded error", "u1")
    lend(RO_NUCLIA1962, [t], RO_B_API, SAME, RO_DHUB14157)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    c1 = (U, "Browse to coriolis.edcd.io and click on any ship to open a default build. Resize the browser window. I get an error where the build should be:", "u1")
    c3 = (U, "Browser: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.84 Safari/537.36\nPath: /outfit/adder\nError: Unknown", "u1")
    # The error it gets is left to the colon and the title (the ruling before df37's "I ran into this:").
    rec(RO_CORI337, [t], c1[1], True, "ellipsis", ["an error"], "On coriolis.edcd.io, opening a ship's default build and resizing the browser window shows 'ResizeObserver loop limit exceeded' where the build should be.", author="u1")
    rec(RO_CORI337, [t, c1], RO_B_JAMESON, False, SAME, [], None, author="u1")
    rec(RO_CORI337, [t, c1, (U, RO_B_JAMESON, "u1")], c3[1], True, "ellipsis", [], "Coriolis shows 'ResizeObserver loop limit exceeded' on Chrome 68 on Windows 10 at path /outfit/adder.", author="u1")
    rec(RO_CORI337, [t, c1, (U, RO_B_JAMESON, "u1"), c3], "Duplicate of #208", True, "ellipsis", [], "Coriolis's 'ResizeObserver loop limit exceeded' on resizing the window is a duplicate of #208.", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    d1 = (U, "Whenever the browser window is resized:", "u1")
    rec(RO_CORI338, [t], d1[1], True, "ellipsis", [], "Coriolis shows 'ResizeObserver loop limit exceeded' whenever the browser window is resized.", author="u1")
    rec(RO_CORI338, [t, d1], "Duplicate of #208", True, "ellipsis", [], "Coriolis's 'ResizeObserver loop limit exceeded' whenever the window is resized is a duplicate of #208.", author="u2")
    lend(RO_CORI338, [t, d1], RO_B_CB, SAME, RO_CB272)

    t = (U, "Investigate ResizeObserver Errors", "u1")
    # Names the error, the logger and terra-ui's page in full (rule 1): a trap.
    rec(RO_TERRA1188, [t], RO_B_TERRA, False, SAME, [], None, author="u1")
    lend(RO_TERRA1188, [t], RO_B_STICK, SAME, RO_STICK32)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    f1 = (U, "We are using this package to display notifications for our app. We are setting the notifications container scrollTop to 0 inside of requestAnimationFrame to show any new unseen notifications.", "u1")
    f2 = (U, "Recently our JS error logging framework started throwing this error `ResizeObserver loop limit exceeded` and our assumption based on some research is its because of this dynamic updating of the notifications container element.", "u1")
    f3 = (U, "Just wanted to check on if this issue has been seen by anyone. Its not breaking the page but creating a lot of noise on our JS error logging framework.", "u1")
    f4 = "FWIW we've also seen this error show up in our error logger."
    rec(RO_VCOLL319, [t], f1[1], True, "pronoun", ["this package"], "We use vertical-collection to display our app's notifications and set the notifications container's scrollTop to 0 inside requestAnimationFrame to show new unseen notifications.", author="u1")
    rec(RO_VCOLL319, [t, f1], f2[1], True, "pronoun", ["this dynamic updating", "the notifications container element"], "Our JS error logger started reporting `ResizeObserver loop limit exceeded`, which we think comes from setting scrollTop of our vertical-collection notifications container inside requestAnimationFrame.", author="u1")
    rec(RO_VCOLL319, [t, f1, f2], f3[1], True, "pronoun", ["this issue"], "Has anyone seen `ResizeObserver loop limit exceeded` with vertical-collection? It doesn't break the page but creates a lot of noise in our JS error logger.", author="u1")
    rec(RO_VCOLL319, [t, f1, f2, f3], f4, True, "pronoun", ["this error"], "We've also seen vertical-collection's `ResizeObserver loop limit exceeded` show up in our error logger.", author="u2")

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    # Names the project's own issue URL and the error in full (ruling before df39): a trap.
    rec(RO_STICK32, [t], RO_B_STICK, False, SAME, [], None, author="u1")
    rec(RO_STICK32, [t, (U, RO_B_STICK, "u1")], "This is not critical but can be an issue for logging. Also see https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded", True, "pronoun", ["This"], "react-stickup's `ResizeObserver loop limit exceeded` errors are not critical but can be an issue for logging; see https://stackoverflow.com/questions/49384120/resizeobserver-loop-limit-exceeded.", author="u1")

    t = (U, "None: ResizeObserver loop limit exceeded", "u1")
    h1 = (U, "http://sentry.cb.lk/sentry/v2-prod/issues/3259/", "u1")
    rec(RO_CB272, [t], h1[1], True, "ellipsis", [], "The Coding Blocks online player's 'ResizeObserver loop limit exceeded' is Sentry issue http://sentry.cb.lk/sentry/v2-prod/issues/3259/.", author="u1")
    rec(RO_CB272, [t, h1], RO_B_CB, False, SAME, [], None, author="u1")
    rec(RO_CB272, [t, h1, (U, RO_B_CB, "u1")], "**mostly on Android  Chrome - especially One Plus**", True, "ellipsis", [], "The Coding Blocks player's 'ResizeObserver loop limit exceeded' happens mostly on Android Chrome, especially OnePlus phones.", author="u1")

    t = (U, "fix the ResizeObserver loop limit error", "u1")
    rec(RO_BBB686, [t], "## **Changes Made**\nset display style to none of the error", True, "pronoun", ["the error"], "bbbeasy's fix for the 'ResizeObserver loop limit exceeded' error sets the error overlay's display style to none.", author="u1")
    lend(RO_BBB686, [t], RO_B_ODOP, SAME, RO_ODOP1068)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    lend(RO_ROPOLY97, [t], RO_B_SPITS, SAME, RO_CSIZE31)

    t = (U, "ResizeObserver loop limit exceeded", "u1")
    j1 = (U, "After updating from 1.0.11 to 1.0.12 the following code\n```window.addEventListener(\"error\", (e) => {...}``` started to receive the error `ResizeObserver loop limit exceeded` continuously.", "u1")
    j2 = (U, "That happens in chromium-based browsers only", "u1")
    j3 = (A, "I recorded a Replay of the repro you shared:\nhttps://app.replay.io/recording/05679afd-311d-44cb-b68d-ea892a14b368", "u2")
    j4 = (A, "I don't understand why this is considered an error. It looks like `ResizeObserver` is only being instantiated twice (because of \"strict effects\" mode) and the first one is properly disconnected. Seems expected to me?", "u2")
    j5 = "@bvaughn Thank you very much for such a quick fix! World will be much better if all the devs would react so fast"
    rec(RO_RVAS55, [t], j1[1], True, "ellipsis", [], "After updating react-virtualized-auto-sizer from 1.0.11 to 1.0.12, a window 'error' listener receives `ResizeObserver loop limit exceeded` continuously.", author="u1")
    rec(RO_RVAS55, [t, j1], j2[1], True, "pronoun", ["That"], "react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded` happens in Chromium-based browsers only.", author="u1")
    rec(RO_RVAS55, [t, j1, j2], j3[1], True, "pronoun", ["the repro you shared"], "I recorded a Replay (https://app.replay.io/recording/05679afd-311d-44cb-b68d-ea892a14b368) of the shared repro of react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded`.", author="u2")
    rec(RO_RVAS55, [t, j1, j2, j3], j4[1], True, "pronoun", ["this", "the first one"], "Why is react-virtualized-auto-sizer 1.0.12's `ResizeObserver loop limit exceeded` considered an error? ResizeObserver is only instantiated twice (strict effects mode) and the first one is properly disconnected, which seems expected.", author="u2")
    rec(RO_RVAS55, [t, j1, j2, j3, j4], j5, True, "ellipsis", ["such a quick fix"], "@bvaughn, thank you for the quick fix of react-virtualized-auto-sizer's `ResizeObserver loop limit exceeded`.", author="u1")

    t = (U, "test: e2e test `create a new view` in `builder.cy.ts` fails due to `ResizeObserver loop completed with undelivered notifications` errors", "u1")
    k1 = (U, "When running [Create a new View](https://github.com/ues-io/uesio/blob/main/apps/platform-e2e/cypress/e2e/builder.cy.ts#L160) test, the test fails with the following error:", "u1")
    k4 = "1. This test was not failing when run locally prior to 0fdb2476f6fbb8e58b3dac7804ff319baf5bc894"
    rec(RO_UESIO4752, [t], k1[1], True, "ellipsis", ["the following error"], "uesio's 'Create a new View' e2e test (builder.cy.ts) fails with 'ResizeObserver loop completed with undelivered notifications'.", author="u1")
    # Names Cypress, the runner printing it (ruling before df40, first clause): a trap.
    rec(RO_UESIO4752, [t, k1], RO_B_CYAPP, False, SAME, [], None, author="u1")
    # A general sentence naming Cypress (ruling before df36): a trap.
    rec(RO_UESIO4752, [t, k1, (U, RO_B_CYAPP, "u1")], RO_B_AUTOFAIL, False, SAME, [], None, author="u1")
    rec(RO_UESIO4752, [t, k1, (U, RO_B_CYAPP, "u1"), (U, RO_B_AUTOFAIL, "u1")], k4, True, "pronoun", ["This test"], "uesio's 'Create a new View' e2e test did not fail when run locally before commit 0fdb2476f6fbb8e58b3dac7804ff319baf5bc894.", author="u1")

    t = (U, "Fix ResizeObserver loop completed with undelivered notifications.", "u1")
    l1 = (U, "Some of the e2e tests fail on Firefox with the following error message: ", "u1")
    l2 = (U, "The following error originated from your application code, not from Cypress.\n\n  > ResizeObserver loop completed with undelivered notifications.", "u1")
    l3 = (U, "Failing tests are: \n* _app_menu_spec_\n* _collection_page_spec_", "u1")
    l4 = (U, "The problem is caused by `FileGridList`, `FileLinearList` and `FilesCollection` components using the `useResizeDetector` hook (from `react-resize-detector`).", "u1")
    l5 = (U, "The problem is reproducible only in e2e tests on Firefox, so the error is temporary ignored.", "u1")
    l6 = "__Side note.__  Another related error is\n```\nResizeObserver loop limit exceeded\n```\nBut it could be safely ignored. See discussion in https://stackoverflow.com/a/50387233"
    rec(RO_VDEDUP442, [t], l1[1], True, "ellipsis", ["the following error message"], "Some of VideoDeduplication's e2e tests fail on Firefox with 'ResizeObserver loop completed with undelivered notifications'.", author="u1")
    rec(RO_VDEDUP442, [t, l1], l2[1], False, SAME, [], None, author="u1")
    rec(RO_VDEDUP442, [t, l1, l2], l3[1], True, "ellipsis", [], "The VideoDeduplication e2e tests failing with 'ResizeObserver loop completed with undelivered notifications' on Firefox are app_menu_spec and collection_page_spec.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3], l4[1], True, "pronoun", ["The problem"], "VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is caused by its FileGridList, FileLinearList and FilesCollection components using react-resize-detector's useResizeDetector hook.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3, l4], l5[1], True, "pronoun", ["The problem", "the error"], "VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is reproducible only in e2e tests on Firefox, so it is temporarily ignored.", author="u1")
    rec(RO_VDEDUP442, [t, l1, l2, l3, l4, l5], l6, True, "ellipsis", ["Another related error"], "An error related to VideoDeduplication's 'ResizeObserver loop completed with undelivered notifications' is 'ResizeObserver loop limit exceeded', which can be safely ignored (https://stackoverflow.com/a/50387233).", author="u1")

    t = (U, "ci(cypress): resize observer fix (#6263)", "u1")
    m1 = (U, "Fix for Cypress 14.5.1 upgrade compatibility issues", "u1")
    m2 = (U, "- Global handler in `commands.js` now handles all `ResizeObserver` errors", "u1")
    rec(RO_DHUB14157, [t], m1[1], True, "ellipsis", [], "A fix for DataHub's Cypress tests' compatibility issues after upgrading to Cypress 14.5.1 (ResizeObserver errors).", author="u1")
    rec(RO_DHUB14157, [t, m1], m2[1], True, "ellipsis", ["`commands.js`"], "A global handler in DataHub's Cypress `commands.js` now handles all ResizeObserver errors.", author="u1")
    rec(RO_DHUB14157, [t, m1, m2], RO_B_API, False, SAME, [], None, author="u1")

    t = (U, "ResizeObserver loop completed with undelivered notifications", "u1")
    rec(RO_ODOP1068, [t], RO_B_ODOP, False, SAME, [], None, author="u1")
    rec(RO_ODOP1068, [t, (U, RO_B_ODOP, "u1")], "This only appears in development, it does not show in production.", True, "pronoun", ["This", "it"], "ODOP's 'ResizeObserver loop completed with undelivered notifications' error only appears in development, not in production.", author="u1")
    rec(RO_ODOP1068, [t, (U, RO_B_ODOP, "u1"), (U, "This only appears in development, it does not show in production.", "u1")], "This is caused by the LastPass system code as it modifies the password and other fields on the page.", True, "pronoun", ["This", "the page"], "ODOP's 'ResizeObserver loop completed with undelivered notifications' is caused by LastPass's code modifying the password and other fields on ODOP's page.", author="u1")

    t = (U, "[BUG] ResizeObserver loop completed with undelivered notifications.", "u1")
    o2 = (U, "I haven't looked through the issue yet nor have a way to reproduction on codesandbox. Will keep you updated.", "u1")
    o3 = (A, "Post an update to this issue when it's actionable. It might be related to your setup, so you can also use a sample repository for reproduction if necessary. Closing for now.", "u2")
    o4 = (U, "I am also seeing this error in our Cypress tests (haven't been able to reproduce outside of Cypress yet).", "u3")
    o5 = (U, "Seems like I'm also getting the issue after upgrading from `4.6.3` to `4.7.0`.\nSame issue with `4.7.1`.", "u4")
    o6 = "It only happens locally with the webpack dev server."
    h = [t, (U, RO_B_VIRT, "u1")]
    # Names the project's commit URL, the error and the versions in full (ruling before df39): a trap.
    rec(RO_VIRT1039, [t], RO_B_VIRT, False, SAME, [], None, author="u1")
    rec(RO_VIRT1039, h, o2[1], True, "pronoun", ["the issue"], "I haven't looked into react-virtuoso 4.7.0's 'ResizeObserver loop completed with undelivered notifications' yet nor reproduced it on CodeSandbox; I'll keep you updated.", author="u1")
    rec(RO_VIRT1039, [*h, o2], o3[1], True, "pronoun", ["this issue", "it"], "Post an update to the react-virtuoso 'ResizeObserver loop completed with undelivered notifications' issue when it's actionable; it might be related to your setup. Closing for now.", author="u2")
    rec(RO_VIRT1039, [*h, o2, o3], o4[1], True, "pronoun", ["this error"], "I also see react-virtuoso 4.7.0's 'ResizeObserver loop completed with undelivered notifications' in our Cypress tests, not yet reproduced outside Cypress.", author="u3")
    rec(RO_VIRT1039, [*h, o2, o3, o4], o5[1], True, "pronoun", ["the issue", "Same issue"], "I also get 'ResizeObserver loop completed with undelivered notifications' after upgrading react-virtuoso from 4.6.3 to 4.7.0, and with 4.7.1.", author="u4")
    rec(RO_VIRT1039, [*h, o2, o3, o4, o5], o6, True, "pronoun", ["It"], "react-virtuoso 4.7's 'ResizeObserver loop completed with undelivered notifications' only happens locally with the webpack dev server.", author="u4")


AREAS = [_pgconfig, _mysqlconfig, _resizeobserver]
QUESTION_ONLY: tuple[str, ...] = ()


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:
        area(rec, U, A, lend)
