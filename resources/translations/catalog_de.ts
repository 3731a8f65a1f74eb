<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<!-- Written by tools/catalog-translations.py from catalog/*.json: edit the translations, not the sources or comments. -->
<context>
    <name>Catalog</name>
    <message>
        <source>Software ecosystem</source>
        <extracomment>criteria.json: groups/cuda_software_lead/name</extracomment>
        <translation>Software-Ökosystem</translation>
    </message>
    <message>
        <source>The lead CUDA has over Neuron as software: how mature the compiler and runtime are, how much of the outside world (libraries, answers, hires) targets it, how easy it is to debug, and how soon a new model design runs on it. These four views of one advantage share a single weight, so that naming the same lead four times cannot give it four times the say. The sub-weights only split the group&apos;s weight among its members.</source>
        <extracomment>criteria.json: groups/cuda_software_lead/description</extracomment>
        <translation>Der Vorsprung, den CUDA als Software vor Neuron hat: wie ausgereift Compiler und Laufzeitumgebung sind, wie viel der übrigen Welt (Bibliotheken, Antworten, Fachkräfte) darauf ausgerichtet ist, wie leicht sich Fehler finden lassen und wie schnell ein neues Modelldesign darauf läuft. Diese vier Sichten auf einen einzigen Vorteil teilen sich ein Gewicht, damit derselbe Vorsprung, viermal benannt, nicht viermal so viel zählt. Die Teilgewichte verteilen nur das Gewicht der Gruppe auf ihre Mitglieder.</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <extracomment>criteria.json: criteria/cost_horizon/name</extracomment>
        <translation>Kosten über den Zeitraum</translation>
    </message>
    <message>
        <source>Everything the option costs over the planning period, in dollars: training runs and the serving fleet at the chosen pricing model, plus the one-off port and the yearly work of following SDK releases, less AWS credits. This is the only criterion that counts money, so the port&apos;s dollars and the serving bill are counted here once. Scored on a logarithmic scale: halving the cost is worth the same wherever it starts.</source>
        <extracomment>criteria.json: criteria/cost_horizon/description</extracomment>
        <translation>Alles, was die Option über den Planungszeitraum kostet, in Dollar: Trainingsläufe und die Serving-Flotte im gewählten Preismodell, dazu die einmalige Portierung und die jährliche Arbeit, mit den SDK-Versionen Schritt zu halten, abzüglich AWS-Guthaben. Nur dieses Kriterium zählt Geld; die Dollar der Portierung und die Serving-Rechnung werden daher nur hier und nur einmal gezählt. Bewertet auf einer logarithmischen Skala: Die Kosten zu halbieren ist gleich viel wert, wo immer man beginnt.</translation>
    </message>
    <message>
        <source>Port risk</source>
        <extracomment>criteria.json: criteria/porting_effort/name</extracomment>
        <translation>Portierungsrisiko</translation>
    </message>
    <message>
        <source>The disruption and the risk of moving the code base to the option&apos;s software stack, measured in engineer-weeks of porting. The dollars of the port are already in the cost over the horizon; this criterion weighs what money does not capture: a port can run long, blocks other work and can fail. Zero weeks for the stack the team already runs.</source>
        <extracomment>criteria.json: criteria/porting_effort/description</extracomment>
        <translation>Die Störung und das Risiko, die Codebasis auf den Software-Stack der Option umzustellen, gemessen in Ingenieurwochen Portierung. Die Dollar der Portierung stecken bereits in den Kosten über den Zeitraum; dieses Kriterium gewichtet, was Geld nicht erfasst: Eine Portierung kann sich hinziehen, hält andere Arbeit auf und kann scheitern. Null Wochen für den Stack, den das Team bereits nutzt.</translation>
    </message>
    <message>
        <source>Time to result</source>
        <extracomment>criteria.json: criteria/time_to_result/name</extracomment>
        <translation>Zeit bis zum Ergebnis</translation>
    </message>
    <message>
        <source>Whether a training run finishes in the time the plan allows when the option is used at the largest size one order can buy: before the deadline (less the port), or otherwise within the interval between planned runs. More chips do not change the cost of a run, so options are compared at the time they can reach, not at an equal chip count.</source>
        <extracomment>criteria.json: criteria/time_to_result/description</extracomment>
        <translation>Ob ein Trainingslauf in der Zeit fertig wird, die der Plan lässt, wenn die Option in der größten Größe genutzt wird, die eine Bestellung bekommt: vor dem Termin (abzüglich der Portierung), sonst innerhalb des Abstands zwischen geplanten Läufen. Mehr Chips ändern die Kosten eines Laufs nicht; die Optionen werden daher an der Zeit verglichen, die sie erreichen können, nicht bei gleicher Chipzahl.</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <extracomment>criteria.json: criteria/memory_fit/name</extracomment>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <source>How much memory is left after the model is placed: for training, the share of the planned chips&apos; memory that weights, gradients, optimizer state and activations leave free; for serving, the share of one eight-chip node that a replica (weights and KV cache) leaves free. More memory per chip never scores lower.</source>
        <extracomment>criteria.json: criteria/memory_fit/description</extracomment>
        <translation>Wie viel Speicher frei bleibt, wenn das Modell untergebracht ist: beim Training der Anteil des Speichers der geplanten Chips, den Gewichte, Gradienten, Optimiererzustand und Aktivierungen frei lassen; im Betrieb der Anteil eines Knotens mit acht Chips, den eine Replik (Gewichte und KV-Cache) frei lässt. Mehr Speicher pro Chip wird nie schlechter bewertet.</translation>
    </message>
    <message>
        <source>Spot / preemptible option</source>
        <extracomment>criteria.json: criteria/spot_availability/name</extracomment>
        <translation>Spot / unterbrechbare Option</translation>
    </message>
    <message>
        <source>Whether the offer can also be rented as interruptible, discounted capacity at a published price: useful for checkpointed training and batch jobs that can wait.</source>
        <extracomment>criteria.json: criteria/spot_availability/description</extracomment>
        <translation>Ob das Angebot auch als unterbrechbare, vergünstigte Kapazität zu einem veröffentlichten Preis gemietet werden kann: nützlich für Training mit Checkpoints und für Batch-Aufträge, die warten können.</translation>
    </message>
    <message>
        <source>Portability across providers</source>
        <extracomment>criteria.json: criteria/portability/name</extracomment>
        <translation>Portabilität zwischen Anbietern</translation>
    </message>
    <message>
        <source>How many clouds (and owned hardware) run the same chip and software, so the team can move if prices or capacity change. A hard multi-cloud requirement is a knock-out, not a weight.</source>
        <extracomment>criteria.json: criteria/portability/description</extracomment>
        <translation>Wie viele Clouds (und eigene Hardware) denselben Chip und dieselbe Software betreiben, sodass das Team wechseln kann, wenn sich Preise oder Kapazität ändern. Eine feste Multi-Cloud-Anforderung ist ein Ausschlusskriterium, kein Gewicht.</translation>
    </message>
    <message>
        <source>Capacity you can actually get</source>
        <extracomment>criteria.json: criteria/capacity_availability/name</extracomment>
        <translation>Tatsächlich verfügbare Kapazität</translation>
    </message>
    <message>
        <source>How likely the team is to get the chips it needs, in its region, when it needs them. The catalog has no data for this, so it carries no weight until the team enters its own scores in the matrix (from quotes, capacity reservations or experience).</source>
        <extracomment>criteria.json: criteria/capacity_availability/description</extracomment>
        <translation>Wie wahrscheinlich das Team die Chips, die es braucht, in seiner Region bekommt, wenn es sie braucht. Der Katalog hat dazu keine Daten; das Kriterium wiegt daher nichts, bis das Team eigene Bewertungen in die Matrix einträgt (aus Angeboten, Kapazitätsreservierungen oder Erfahrung).</translation>
    </message>
    <message>
        <source>Software maturity</source>
        <extracomment>criteria.json: criteria/software_maturity/name</extracomment>
        <translation>Software-Reife</translation>
    </message>
    <message>
        <source>How stable and complete the compiler, runtime and framework support are: operator coverage, how often an update breaks things, how much runs without changes.</source>
        <extracomment>criteria.json: criteria/software_maturity/description</extracomment>
        <translation>Wie stabil und vollständig Compiler, Laufzeitumgebung und Framework-Unterstützung sind: Abdeckung der Operatoren, wie oft ein Update etwas kaputt macht, wie viel ohne Änderungen läuft.</translation>
    </message>
    <message>
        <source>Ecosystem breadth</source>
        <extracomment>criteria.json: criteria/ecosystem_breadth/name</extracomment>
        <translation>Breite des Ökosystems</translation>
    </message>
    <message>
        <source>How much of the outside world works with the stack: libraries, tutorials, answered questions, pretrained checkpoints, and engineers who can be hired already knowing it.</source>
        <extracomment>criteria.json: criteria/ecosystem_breadth/description</extracomment>
        <translation>Wie viel der übrigen Welt mit dem Stack arbeitet: Bibliotheken, Tutorials, beantwortete Fragen, vortrainierte Checkpoints und Fachkräfte, die man einstellen kann und die ihn schon kennen.</translation>
    </message>
    <message>
        <source>Ease of debugging and profiling</source>
        <extracomment>criteria.json: criteria/debugging_ease/name</extracomment>
        <translation>Einfaches Debugging und Profiling</translation>
    </message>
    <message>
        <source>How fast the team can find why a job crashed, drifted numerically or slowed down, with the profilers and error messages the stack offers.</source>
        <extracomment>criteria.json: criteria/debugging_ease/description</extracomment>
        <translation>Wie schnell das Team mit den Profilern und Fehlermeldungen des Stacks herausfindet, warum ein Job abgestürzt ist, numerisch abdriftet oder langsamer wurde.</translation>
    </message>
    <message>
        <source>Support for new architectures</source>
        <extracomment>criteria.json: criteria/new_architecture_support/name</extracomment>
        <translation>Unterstützung neuer Architekturen</translation>
    </message>
    <message>
        <source>How soon a newly published model design, attention variant or quantisation method runs well on the stack. It matters most to research teams and little to a team training a mainstream model the stack already supports.</source>
        <extracomment>criteria.json: criteria/new_architecture_support/description</extracomment>
        <translation>Wie bald ein neu veröffentlichtes Modelldesign, eine Attention-Variante oder ein Quantisierungsverfahren auf dem Stack gut läuft. Das zählt vor allem für Forschungsteams und wenig für ein Team, das ein gängiges Modell trainiert, das der Stack schon unterstützt.</translation>
    </message>
    <message>
        <source>Energy efficiency</source>
        <extracomment>criteria.json: criteria/energy_efficiency/name</extracomment>
        <translation>Energieeffizienz</translation>
    </message>
    <message>
        <source>Useful work per watt. Cloud prices already include power, so it matters mainly for sustainability reporting or an owned data centre&apos;s power budget.</source>
        <extracomment>criteria.json: criteria/energy_efficiency/description</extracomment>
        <translation>Nutzbare Arbeit pro Watt. Cloud-Preise enthalten den Strom bereits; es zählt daher vor allem für Nachhaltigkeitsberichte oder das Strombudget eines eigenen Rechenzentrums.</translation>
    </message>
    <message>
        <source>Custom CUDA kernels (C++/PTX)</source>
        <extracomment>porting.json: components/custom_cuda_kernels/name</extracomment>
        <translation>Eigene CUDA-Kernels (C++/PTX)</translation>
    </message>
    <message>
        <source>Triton kernels</source>
        <extracomment>porting.json: components/triton_kernels/name</extracomment>
        <translation>Triton-Kernels</translation>
    </message>
    <message>
        <source>FlashAttention-3 / custom flash-attn variants</source>
        <extracomment>porting.json: components/flash_attention_3/name</extracomment>
        <translation>FlashAttention-3 / eigene Flash-Attention-Varianten</translation>
    </message>
    <message>
        <source>AWQ / GPTQ quantisation kernels</source>
        <extracomment>porting.json: components/awq_gptq_kernels/name</extracomment>
        <translation>AWQ-/GPTQ-Quantisierungskernels</translation>
    </message>
    <message>
        <source>TensorRT-LLM serialized engines</source>
        <extracomment>porting.json: components/tensorrt_llm_engines/name</extracomment>
        <translation>Serialisierte TensorRT-LLM-Engines</translation>
    </message>
    <message>
        <source>Libraries that dispatch on torch.cuda (e.g. is_available checks, .cuda() calls)</source>
        <extracomment>porting.json: components/torch_cuda_dispatch/name</extracomment>
        <translation>Bibliotheken, die über torch.cuda verzweigen (etwa is_available-Prüfungen, .cuda()-Aufrufe)</translation>
    </message>
    <message>
        <source>AWS Neuron silicon (Trainium and Inferentia)</source>
        <extracomment>profiles.json: profiles/neuron/name</extracomment>
        <translation>AWS-Neuron-Chips (Trainium und Inferentia)</translation>
    </message>
    <message>
        <source>NVIDIA CUDA GPUs</source>
        <extracomment>profiles.json: profiles/cuda/name</extracomment>
        <translation>NVIDIA-CUDA-GPUs</translation>
    </message>
    <message>
        <source>Trainium 3 vs H200 vs B200 (GPU-cloud view)</source>
        <extracomment>sources.json: sources/seed-000/title</extracomment>
        <translation>Trainium 3 vs H200 vs B200 (aus Sicht eines GPU-Cloud-Anbieters)</translation>
    </message>
    <message>
        <source>Spheron (GPU cloud provider blog)</source>
        <extracomment>sources.json: sources/seed-000/publisher</extracomment>
        <translation>Spheron (Blog eines GPU-Cloud-Anbieters)</translation>
    </message>
    <message>
        <source>Trainium3 vs H100: AI training cost and performance (short title)</source>
        <extracomment>sources.json: sources/seed-001/title</extracomment>
        <translation>Trainium3 vs H100: AI training cost and performance (Kurztitel)</translation>
    </message>
    <message>
        <source>Bits Lovers (bitslovers.com)</source>
        <extracomment>sources.json: sources/seed-001/publisher</extracomment>
        <translation>Bits Lovers (bitslovers.com)</translation>
    </message>
    <message>
        <source>Trainium vs H100: cost, performance and migration trade-offs (short title)</source>
        <extracomment>sources.json: sources/seed-002/title</extracomment>
        <translation>Trainium vs H100: cost, performance and migration trade-offs (Kurztitel)</translation>
    </message>
    <message>
        <source>Cloud cost-optimisation blog (site not named in the stored copy)</source>
        <extracomment>sources.json: sources/seed-002/publisher</extracomment>
        <translation>Blog zur Cloud-Kostenoptimierung (Website in der gespeicherten Kopie nicht genannt)</translation>
    </message>
    <message>
        <source>Trainium vs GPU: which to train on (short title, 2026)</source>
        <extracomment>sources.json: sources/seed-003/title</extracomment>
        <translation>Trainium vs GPU: which to train on (Kurztitel, 2026)</translation>
    </message>
    <message>
        <source>CloudRoute (cloudroutehq.com)</source>
        <extracomment>sources.json: sources/seed-003/publisher</extracomment>
        <translation>CloudRoute (cloudroutehq.com)</translation>
    </message>
    <message>
        <source>Amazon Trainium: Scaling AI Without Breaking the Bank</source>
        <extracomment>sources.json: sources/seed-004/title</extracomment>
        <translation>Amazon Trainium: Scaling AI Without Breaking the Bank</translation>
    </message>
    <message>
        <source>Independent semiconductor newsletter (author not named in the stored copy)</source>
        <extracomment>sources.json: sources/seed-004/publisher</extracomment>
        <translation>Unabhängiger Halbleiter-Newsletter (Autor in der gespeicherten Kopie nicht genannt)</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Trainium Architecture (chip page)</source>
        <extracomment>sources.json: sources/aws-trn1-docs/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Trainium Architecture (Seite zum Chip)</translation>
    </message>
    <message>
        <source>Amazon Web Services</source>
        <extracomment>sources.json: sources/aws-trn1-docs/publisher; sources.json: sources/aws-trn2-docs/publisher; sources.json: sources/aws-trn3-docs/publisher; and 9 more</extracomment>
        <translation>Amazon Web Services</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Trainium2 Architecture</source>
        <extracomment>sources.json: sources/aws-trn2-docs/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Trainium2 Architecture</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Trainium3 Architecture</source>
        <extracomment>sources.json: sources/aws-trn3-docs/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Trainium3 Architecture</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Amazon EC2 Trn3 Architecture (UltraServer Gen1/Gen2)</source>
        <extracomment>sources.json: sources/aws-trn3-ultraserver-docs/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Amazon EC2 Trn3 Architecture (UltraServer Gen1/Gen2)</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Trainium3 Architecture Guide for NKI</source>
        <extracomment>sources.json: sources/aws-trn3-nki-guide/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Trainium3 Architecture Guide for NKI</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Inferentia2 Architecture (chip page)</source>
        <extracomment>sources.json: sources/aws-inf2-docs/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Inferentia2 Architecture (Seite zum Chip)</translation>
    </message>
    <message>
        <source>AWS Neuron SDK release notes (release history)</source>
        <extracomment>sources.json: sources/aws-neuron-release-notes/title</extracomment>
        <translation>AWS Neuron SDK Release Notes (Versionsgeschichte)</translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU (product page and datasheet)</source>
        <extracomment>sources.json: sources/nvidia-h100-datasheet/title</extracomment>
        <translation>NVIDIA H100 Tensor Core GPU (Produktseite und Datenblatt)</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <extracomment>sources.json: sources/nvidia-h100-datasheet/publisher; sources.json: sources/nvidia-h200-datasheet/publisher; sources.json: sources/nvidia-blackwell-brief/publisher; and 2 more</extracomment>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>NVIDIA H200 Tensor Core GPU (product page and datasheet)</source>
        <extracomment>sources.json: sources/nvidia-h200-datasheet/title</extracomment>
        <translation>NVIDIA H200 Tensor Core GPU (Produktseite und Datenblatt)</translation>
    </message>
    <message>
        <source>NVIDIA Blackwell Architecture Technical Brief</source>
        <extracomment>sources.json: sources/nvidia-blackwell-brief/title</extracomment>
        <translation>NVIDIA Blackwell Architecture Technical Brief</translation>
    </message>
    <message>
        <source>NVIDIA DGX B200 (product page and datasheet)</source>
        <extracomment>sources.json: sources/nvidia-dgx-b200-datasheet/title</extracomment>
        <translation>NVIDIA DGX B200 (Produktseite und Datenblatt)</translation>
    </message>
    <message>
        <source>NVIDIA Announces Hopper Architecture, the Next Generation of Accelerated Computing</source>
        <extracomment>sources.json: sources/nvidia-h100-announcement/title</extracomment>
        <translation>NVIDIA Announces Hopper Architecture, the Next Generation of Accelerated Computing</translation>
    </message>
    <message>
        <source>NVIDIA Newsroom</source>
        <extracomment>sources.json: sources/nvidia-h100-announcement/publisher; sources.json: sources/nvidia-h200-announcement/publisher; sources.json: sources/nvidia-blackwell-announcement/publisher</extracomment>
        <translation>NVIDIA Newsroom</translation>
    </message>
    <message>
        <source>NVIDIA Supercharges Hopper, the World&apos;s Leading AI Computing Platform</source>
        <extracomment>sources.json: sources/nvidia-h200-announcement/title</extracomment>
        <translation>NVIDIA Supercharges Hopper, the World&apos;s Leading AI Computing Platform</translation>
    </message>
    <message>
        <source>NVIDIA Blackwell Platform Arrives to Power a New Era of Computing</source>
        <extracomment>sources.json: sources/nvidia-blackwell-announcement/title</extracomment>
        <translation>NVIDIA Blackwell Platform Arrives to Power a New Era of Computing</translation>
    </message>
    <message>
        <source>The Llama 3 Herd of Models (Dubey et al.)</source>
        <extracomment>sources.json: sources/meta-llama3-paper/title</extracomment>
        <translation>The Llama 3 Herd of Models (Dubey et al.)</translation>
    </message>
    <message>
        <source>Meta AI / arXiv:2407.21783</source>
        <extracomment>sources.json: sources/meta-llama3-paper/publisher</extracomment>
        <translation>Meta AI / arXiv:2407.21783</translation>
    </message>
    <message>
        <source>Language Models are Few-Shot Learners (Brown et al.)</source>
        <extracomment>sources.json: sources/openai-gpt3-paper/title</extracomment>
        <translation>Language Models are Few-Shot Learners (Brown et al.)</translation>
    </message>
    <message>
        <source>OpenAI / arXiv:2005.14165</source>
        <extracomment>sources.json: sources/openai-gpt3-paper/publisher</extracomment>
        <translation>OpenAI / arXiv:2005.14165</translation>
    </message>
    <message>
        <source>BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding (Devlin et al.)</source>
        <extracomment>sources.json: sources/google-bert-paper/title</extracomment>
        <translation>BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding (Devlin et al.)</translation>
    </message>
    <message>
        <source>Google AI Language / arXiv:1810.04805</source>
        <extracomment>sources.json: sources/google-bert-paper/publisher</extracomment>
        <translation>Google AI Language / arXiv:1810.04805</translation>
    </message>
    <message>
        <source>Announcing up to 45% price reduction for Amazon EC2 NVIDIA GPU-accelerated instances (P4d, P4de, P5, P5en)</source>
        <extracomment>sources.json: sources/aws-gpu-price-cut-2025/title</extracomment>
        <translation>Announcing up to 45% price reduction for Amazon EC2 NVIDIA GPU-accelerated instances (P4d, P4de, P5, P5en)</translation>
    </message>
    <message>
        <source>Amazon Web Services (AWS News Blog)</source>
        <extracomment>sources.json: sources/aws-gpu-price-cut-2025/publisher</extracomment>
        <translation>Amazon Web Services (AWS News Blog)</translation>
    </message>
    <message>
        <source>EC2 instance price data from instances.vantage.sh, mirrored in tsaol/aws-gpu data/*.js (commit 7412fd256c5eda04a70a17742a68e8e44824b2cb; snapshots 2025-11-30 to 2026-01-21)</source>
        <extracomment>sources.json: sources/vantage-ec2-mirror/title</extracomment>
        <translation>EC2-Preisdaten von instances.vantage.sh, gespiegelt in tsaol/aws-gpu data/*.js (Commit 7412fd256c5eda04a70a17742a68e8e44824b2cb; Stände 2025-11-30 bis 2026-01-21)</translation>
    </message>
    <message>
        <source>Amazon Web Services (price and specification data), copied by Vantage and mirrored by tsaol/aws-gpu</source>
        <extracomment>sources.json: sources/vantage-ec2-mirror/publisher</extracomment>
        <translation>Amazon Web Services (Preis- und Spezifikationsdaten), kopiert von Vantage und gespiegelt von tsaol/aws-gpu</translation>
    </message>
    <message>
        <source>Amazon EC2 Capacity Blocks for ML Pricing (scraped monthly into data/pricing.json by koyakimu/ec2-capacity-blocks-for-ml-pricing-json, commit b3a54aee92b6ef6b3c50ea6cacbcc03536675c7e)</source>
        <extracomment>sources.json: sources/aws-cb-pricing-2026-07/title</extracomment>
        <translation>Amazon EC2 Capacity Blocks for ML Pricing (monatlich in data/pricing.json übernommen von koyakimu/ec2-capacity-blocks-for-ml-pricing-json, Commit b3a54aee92b6ef6b3c50ea6cacbcc03536675c7e)</translation>
    </message>
    <message>
        <source>Amazon Web Services (page), copied by the koyakimu/ec2-capacity-blocks-for-ml-pricing-json scraper</source>
        <extracomment>sources.json: sources/aws-cb-pricing-2026-07/publisher</extracomment>
        <translation>Amazon Web Services (Seite), kopiert vom Scraper koyakimu/ec2-capacity-blocks-for-ml-pricing-json</translation>
    </message>
    <message>
        <source>Amazon EC2 User Guide: Capacity Blocks for ML</source>
        <extracomment>sources.json: sources/aws-ec2-capacity-blocks-guide/title</extracomment>
        <translation>Amazon EC2 User Guide: Capacity Blocks for ML</translation>
    </message>
    <message>
        <source>dstack pull request #4110: Add AWS p5en.48xlarge (offer listing with on-demand and spot prices by region)</source>
        <extracomment>sources.json: sources/dstack-pr-4110/title</extracomment>
        <translation>dstack-Pull-Request #4110: Add AWS p5en.48xlarge (Angebotsliste mit On-Demand- und Spot-Preisen je Region)</translation>
    </message>
    <message>
        <source>AWS price data as listed by dstack (dstackai/dstack on GitHub)</source>
        <extracomment>sources.json: sources/dstack-pr-4110/publisher</extracomment>
        <translation>AWS-Preisdaten, wie dstack sie aufführt (dstackai/dstack auf GitHub)</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Amazon EC2 Trn1/Trn1n Architecture</source>
        <extracomment>sources.json: sources/aws-trn1-arch/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Amazon EC2 Trn1/Trn1n Architecture</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Amazon EC2 Trn2 Architecture</source>
        <extracomment>sources.json: sources/aws-trn2-arch/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Amazon EC2 Trn2 Architecture</translation>
    </message>
    <message>
        <source>AWS Neuron documentation: Amazon EC2 Inf2 Architecture</source>
        <extracomment>sources.json: sources/aws-inf2-arch/title</extracomment>
        <translation>AWS-Neuron-Dokumentation: Amazon EC2 Inf2 Architecture</translation>
    </message>
    <message>
        <source>AWS Neuron benchmark price tables (trn1_instance_prices.csv, inf2_instance_prices.csv: RI-Effective hourly rate), aws-neuron/aws-neuron-sdk commit 81ce03ae261e12925e53437a0f690478e6366155</source>
        <extracomment>sources.json: sources/aws-neuron-bench-prices/title</extracomment>
        <translation>Preistabellen der AWS-Neuron-Benchmarks (trn1_instance_prices.csv, inf2_instance_prices.csv: RI-Effective hourly rate), aws-neuron/aws-neuron-sdk, Commit 81ce03ae261e12925e53437a0f690478e6366155</translation>
    </message>
    <message>
        <source>AWS Neuron driver source, v4/neuron_dhal_v4.c (Trainium3 platform and instance names), commit 9cc489ec99db2512006aa5b665b50e0c77132a59</source>
        <extracomment>sources.json: sources/aws-neuron-driver-v4/title</extracomment>
        <translation>Quellcode des AWS-Neuron-Treibers, v4/neuron_dhal_v4.c (Plattform- und Instanznamen von Trainium3), Commit 9cc489ec99db2512006aa5b665b50e0c77132a59</translation>
    </message>
    <message>
        <source>Amazon Web Services (aws-neuron/aws-neuron-driver)</source>
        <extracomment>sources.json: sources/aws-neuron-driver-v4/publisher</extracomment>
        <translation>Amazon Web Services (aws-neuron/aws-neuron-driver)</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 and HGX B200 technical specifications table (read as reproduced by third parties)</source>
        <extracomment>sources.json: sources/nvidia-hgx-b200-table/title</extracomment>
        <translation>Tabelle der technischen Daten von NVIDIA GB200 NVL72 und HGX B200 (gelesen in Wiedergaben Dritter)</translation>
    </message>
    <message>
        <source>Cloud TPU documentation: TPU v6e</source>
        <extracomment>sources.json: sources/google-tpu-v6e/title</extracomment>
        <translation>Cloud-TPU-Dokumentation: TPU v6e</translation>
    </message>
    <message>
        <source>Google Cloud</source>
        <extracomment>sources.json: sources/google-tpu-v6e/publisher</extracomment>
        <translation>Google Cloud</translation>
    </message>
    <message>
        <source>Google takes on Nvidia Blackwell GPUs with the new Trillium TPUs (reports the general-availability prices)</source>
        <extracomment>sources.json: sources/neowin-trillium-ga/title</extracomment>
        <translation>Google takes on Nvidia Blackwell GPUs with the new Trillium TPUs (nennt die Preise zur allgemeinen Verfügbarkeit)</translation>
    </message>
    <message>
        <source>Neowin</source>
        <extracomment>sources.json: sources/neowin-trillium-ga/publisher</extracomment>
        <translation>Neowin</translation>
    </message>
    <message>
        <source>Spheron documentation: Concepts (instance types: Spot, Dedicated VM, Bare Metal, Cluster)</source>
        <extracomment>sources.json: sources/spheron-docs-concepts/title</extracomment>
        <translation>Spheron-Dokumentation: Concepts (Instanztypen: Spot, Dedicated VM, Bare Metal, Cluster)</translation>
    </message>
    <message>
        <source>Spheron</source>
        <extracomment>sources.json: sources/spheron-docs-concepts/publisher</extracomment>
        <translation>Spheron</translation>
    </message>
    <message>
        <source>SkyPilot catalog, catalogs/v8/lambda/vms.csv at commit 0f4070387edc953d7004cff197940e1918a1d6aa</source>
        <extracomment>sources.json: sources/skypilot-lambda-v8/title</extracomment>
        <translation>SkyPilot-Katalog, catalogs/v8/lambda/vms.csv in Commit 0f4070387edc953d7004cff197940e1918a1d6aa</translation>
    </message>
    <message>
        <source>SkyPilot catalog (a copy of Lambda&apos;s published prices)</source>
        <extracomment>sources.json: sources/skypilot-lambda-v8/publisher</extracomment>
        <translation>SkyPilot-Katalog (eine Kopie der veröffentlichten Preise von Lambda)</translation>
    </message>
    <message>
        <source>SkyPilot catalog, catalogs/v8/runpod/vms.csv at commit 01acdfd419ce5afae1289ff14825b893ced0c196</source>
        <extracomment>sources.json: sources/skypilot-runpod-v8/title</extracomment>
        <translation>SkyPilot-Katalog, catalogs/v8/runpod/vms.csv in Commit 01acdfd419ce5afae1289ff14825b893ced0c196</translation>
    </message>
    <message>
        <source>SkyPilot catalog (a copy of RunPod&apos;s published prices)</source>
        <extracomment>sources.json: sources/skypilot-runpod-v8/publisher</extracomment>
        <translation>SkyPilot-Katalog (eine Kopie der veröffentlichten Preise von RunPod)</translation>
    </message>
    <message>
        <source>SkyPilot catalog, catalogs/v8/gcp/vms.csv at commit 006059e0f18acb1341e22a27751e9f80df6ba92f</source>
        <extracomment>sources.json: sources/skypilot-gcp-v8/title</extracomment>
        <translation>SkyPilot-Katalog, catalogs/v8/gcp/vms.csv in Commit 006059e0f18acb1341e22a27751e9f80df6ba92f</translation>
    </message>
    <message>
        <source>SkyPilot catalog (a copy of Google Cloud&apos;s published SKU prices)</source>
        <extracomment>sources.json: sources/skypilot-gcp-v8/publisher</extracomment>
        <translation>SkyPilot-Katalog (eine Kopie der veröffentlichten SKU-Preise von Google Cloud)</translation>
    </message>
    <message>
        <source>SkyPilot catalog, catalogs/v6/azure/vms.csv at commit 098741e70562f65d7af1cceb81e33b284f742604</source>
        <extracomment>sources.json: sources/skypilot-azure-v6/title</extracomment>
        <translation>SkyPilot-Katalog, catalogs/v6/azure/vms.csv in Commit 098741e70562f65d7af1cceb81e33b284f742604</translation>
    </message>
    <message>
        <source>SkyPilot catalog (a copy of Microsoft Azure&apos;s retail prices)</source>
        <extracomment>sources.json: sources/skypilot-azure-v6/publisher</extracomment>
        <translation>SkyPilot-Katalog (eine Kopie der Endkundenpreise von Microsoft Azure)</translation>
    </message>
    <message>
        <source>CoreWeave pricing page (coreweave.com/pricing), as transcribed on 2026-09-20</source>
        <extracomment>sources.json: sources/coreweave-pricing-2026-09/title</extracomment>
        <translation>Preisseite von CoreWeave (coreweave.com/pricing), abgeschrieben am 2026-09-20</translation>
    </message>
    <message>
        <source>api-evangelist/coreweave (a transcription of CoreWeave&apos;s pricing page)</source>
        <extracomment>sources.json: sources/coreweave-pricing-2026-09/publisher</extracomment>
        <translation>api-evangelist/coreweave (eine Abschrift der Preisseite von CoreWeave)</translation>
    </message>
    <message>
        <source>Lambda GPU instance pricing (lambda.ai/instances), as transcribed on 2026-09-20</source>
        <extracomment>sources.json: sources/lambda-pricing-2026-09/title</extracomment>
        <translation>GPU-Instanzpreise von Lambda (lambda.ai/instances), abgeschrieben am 2026-09-20</translation>
    </message>
    <message>
        <source>api-evangelist/lambda-labs (a transcription of Lambda&apos;s pricing page)</source>
        <extracomment>sources.json: sources/lambda-pricing-2026-09/publisher</extracomment>
        <translation>api-evangelist/lambda-labs (eine Abschrift der Preisseite von Lambda)</translation>
    </message>
    <message>
        <source>RunPod pricing page (runpod.io/pricing), as transcribed on 2026-10-07</source>
        <extracomment>sources.json: sources/runpod-pricing-2026-10/title</extracomment>
        <translation>Preisseite von RunPod (runpod.io/pricing), abgeschrieben am 2026-10-07</translation>
    </message>
    <message>
        <source>api-evangelist/runpod (a transcription of RunPod&apos;s pricing page)</source>
        <extracomment>sources.json: sources/runpod-pricing-2026-10/publisher</extracomment>
        <translation>api-evangelist/runpod (eine Abschrift der Preisseite von RunPod)</translation>
    </message>
    <message>
        <source>RunPod documentation: Deploy an Instant Cluster with Ray and vLLM</source>
        <extracomment>sources.json: sources/runpod-docs-instant-clusters/title</extracomment>
        <translation>RunPod-Dokumentation: Deploy an Instant Cluster with Ray and vLLM</translation>
    </message>
    <message>
        <source>RunPod</source>
        <extracomment>sources.json: sources/runpod-docs-instant-clusters/publisher</extracomment>
        <translation>RunPod</translation>
    </message>
    <message>
        <source>First shown at re:Invent 2020; Trn1 instances followed in 2022. The year comes from the article, not from an AWS page.</source>
        <extracomment>accelerators.json: accelerators/trn1/announced/0/note</extracomment>
        <translation>Erstmals gezeigt auf der re:Invent 2020; Trn1-Instanzen folgten 2022. Das Jahr stammt aus dem Artikel, nicht von einer AWS-Seite.</translation>
    </message>
    <message>
        <source>NeuronCore-v2. Seed-002 gives the same count.</source>
        <extracomment>accelerators.json: accelerators/trn1/cores_per_chip/note</extracomment>
        <translation>NeuronCore-v2. Seed-002 nennt dieselbe Zahl.</translation>
    </message>
    <message>
        <source>HBM2e; the current AWS page labels the capacity in GiB.</source>
        <extracomment>accelerators.json: accelerators/trn1/memory/0/note</extracomment>
        <translation>HBM2e; die aktuelle AWS-Seite gibt die Kapazität in GiB an.</translation>
    </message>
    <message>
        <source>The same number with a decimal unit, as older AWS pages also wrote it: one figure labelled two ways, not a disagreement.</source>
        <extracomment>accelerators.json: accelerators/trn1/memory/1/note</extracomment>
        <translation>Dieselbe Zahl mit dezimaler Einheit, wie auch ältere AWS-Seiten sie schrieben: eine Zahl mit zwei Beschriftungen, kein Widerspruch.</translation>
    </message>
    <message>
        <source>Older revisions of the AWS page write GB/sec; this smaller decimal reading is the one the model uses, the cautious choice for bandwidth-bound decoding.</source>
        <extracomment>accelerators.json: accelerators/trn1/bandwidth/0/note</extracomment>
        <translation>Ältere Fassungen der AWS-Seite schreiben GB/sec; diese kleinere, dezimale Lesart verwendet das Modell, die vorsichtige Wahl für bandbreitenbegrenztes Decoding.</translation>
    </message>
    <message>
        <source>The current revision writes GiB/sec for the same number (the Trainium2 page rounds it to 0.8 TB/s).</source>
        <extracomment>accelerators.json: accelerators/trn1/bandwidth/1/note</extracomment>
        <translation>Die aktuelle Fassung schreibt GiB/sec für dieselbe Zahl (die Trainium2-Seite rundet sie auf 0,8 TB/s).</translation>
    </message>
    <message>
        <source>AWS quotes one rate for FP16, BF16, TF32 and cFP8; its Trainium2 comparison table says 191.</source>
        <extracomment>accelerators.json: accelerators/trn1/flops/bf16/dense/note</extracomment>
        <translation>AWS nennt eine Rate für FP16, BF16, TF32 und cFP8; seine Vergleichstabelle zu Trainium2 nennt 191.</translation>
    </message>
    <message>
        <source>Configurable FP8 (cFP8) runs at the BF16 rate on this chip, so FP8 brings no speed-up here. Seed-002 agrees.</source>
        <extracomment>accelerators.json: accelerators/trn1/flops/fp8/dense/note</extracomment>
        <translation>Konfigurierbares FP8 (cFP8) läuft auf diesem Chip mit der BF16-Rate; FP8 bringt hier also keinen Geschwindigkeitsgewinn. Seed-002 stimmt zu.</translation>
    </message>
    <message>
        <source>Unveiled at re:Invent 2023; trn2 instances became generally available in December 2024. The year comes from the article.</source>
        <extracomment>accelerators.json: accelerators/trn2/announced/0/note</extracomment>
        <translation>Vorgestellt auf der re:Invent 2023; trn2-Instanzen wurden im Dezember 2024 allgemein verfügbar. Das Jahr stammt aus dem Artikel.</translation>
    </message>
    <message>
        <source>NeuronCore-v3; with the default logical-core setting (LNC=2) they appear as 4 logical cores. Seed-004&apos;s &apos;four times Trainium1&apos; agrees.</source>
        <extracomment>accelerators.json: accelerators/trn2/cores_per_chip/note</extracomment>
        <translation>NeuronCore-v3; mit der voreingestellten Einstellung für logische Kerne (LNC=2) erscheinen sie als 4 logische Kerne. Das „viermal Trainium1“ von Seed-004 passt dazu.</translation>
    </message>
    <message>
        <source>HBM3. Seed-002 gives the same; seed-004 rounds it to about 96 GB.</source>
        <extracomment>accelerators.json: accelerators/trn2/memory/note</extracomment>
        <translation>HBM3. Seed-002 nennt dasselbe; seed-004 rundet auf etwa 96 GB.</translation>
    </message>
    <message>
        <source>Shared BF16/FP16/TF32 rate. An earlier page revision (Neuron 2.21 beta) listed 655.</source>
        <extracomment>accelerators.json: accelerators/trn2/flops/bf16/dense/note</extracomment>
        <translation>Gemeinsame Rate für BF16/FP16/TF32. Eine frühere Fassung der Seite (Neuron 2.21 beta) nannte 655.</translation>
    </message>
    <message>
        <source>With structured sparsity; AWS gives a single sparse figure for FP8/FP16/BF16/TF32.</source>
        <extracomment>accelerators.json: accelerators/trn2/flops/bf16/sparse/note</extracomment>
        <translation>Mit strukturierter Sparsity; AWS nennt eine einzige Sparse-Zahl für FP8/FP16/BF16/TF32.</translation>
    </message>
    <message>
        <source>An earlier page revision listed 1,287.</source>
        <extracomment>accelerators.json: accelerators/trn2/flops/fp8/dense/note</extracomment>
        <translation>Eine frühere Fassung der Seite nannte 1.287.</translation>
    </message>
    <message>
        <source>Same single sparse figure AWS quotes for all tensor precisions.</source>
        <extracomment>accelerators.json: accelerators/trn2/flops/fp8/sparse/note</extracomment>
        <translation>Dieselbe einzige Sparse-Zahl, die AWS für alle Tensor-Präzisionen nennt.</translation>
    </message>
    <message>
        <source>Launch at re:Invent 2025 (December); AWS&apos;s Trainium3 pages are dated 2025-12-02, the day Trn3 UltraServers became generally available.</source>
        <extracomment>accelerators.json: accelerators/trn3/announced/0/note</extracomment>
        <translation>Markteinführung auf der re:Invent 2025 (Dezember); die Trainium3-Seiten von AWS tragen das Datum 2025-12-02, den Tag, an dem Trn3-UltraServer allgemein verfügbar wurden.</translation>
    </message>
    <message>
        <source>Also dates the launch to re:Invent in December 2025.</source>
        <extracomment>accelerators.json: accelerators/trn3/announced/1/note</extracomment>
        <translation>Datiert die Markteinführung ebenfalls auf die re:Invent im Dezember 2025.</translation>
    </message>
    <message>
        <source>Seed-001 says re:Invent 2024, when AWS previewed the chip; general availability followed on 2025-12-02. The article dates the preview, the others the launch; the catalog follows the launch.</source>
        <extracomment>accelerators.json: accelerators/trn3/announced/2/note</extracomment>
        <translation>Seed-001 nennt die re:Invent 2024, als AWS eine Vorschau des Chips zeigte; allgemein verfügbar wurde er am 2025-12-02. Der Artikel datiert die Vorschau, die anderen die Markteinführung; der Katalog folgt der Markteinführung.</translation>
    </message>
    <message>
        <source>NeuronCore-v4. Needed to turn per-NeuronCore prices into per-chip prices. Seed-000 gives the same count.</source>
        <extracomment>accelerators.json: accelerators/trn3/cores_per_chip/note</extracomment>
        <translation>NeuronCore-v4. Nötig, um Preise pro NeuronCore in Preise pro Chip umzurechnen. Seed-000 nennt dieselbe Zahl.</translation>
    </message>
    <message>
        <source>HBM3e in four stacks; AWS&apos;s own page gives the capacity in GiB (about 154.6 GB).</source>
        <extracomment>accelerators.json: accelerators/trn3/memory/0/note</extracomment>
        <translation>HBM3e in vier Stapeln; die eigene Seite von AWS gibt die Kapazität in GiB an (etwa 154,6 GB).</translation>
    </message>
    <message>
        <source>Seeds 000, 001 and 004 all print 144 GB: AWS&apos;s number with a decimal label, a labelling difference rather than a disagreement.</source>
        <extracomment>accelerators.json: accelerators/trn3/memory/1/note</extracomment>
        <translation>Seeds 000, 001 und 004 nennen alle 144 GB: die Zahl von AWS mit dezimaler Beschriftung, ein Unterschied in der Beschriftung, kein Widerspruch.</translation>
    </message>
    <message>
        <source>AWS&apos;s architecture page; seeds 000, 001 and 004 give the same value.</source>
        <extracomment>accelerators.json: accelerators/trn3/bandwidth/0/note</extracomment>
        <translation>Die Architekturseite von AWS; Seeds 000, 001 und 004 nennen denselben Wert.</translation>
    </message>
    <message>
        <source>AWS&apos;s kernel-programming guide, last modified 2026-03-09, quotes a lower HBM bandwidth than its architecture page: AWS contradicts itself.</source>
        <extracomment>accelerators.json: accelerators/trn3/bandwidth/1/note</extracomment>
        <translation>Der Leitfaden von AWS zur Kernel-Programmierung, zuletzt geändert am 2026-03-09, nennt eine geringere HBM-Bandbreite als seine Architekturseite: AWS widerspricht sich selbst.</translation>
    </message>
    <message>
        <source>Approximate per-chip draw, set against roughly 1,400 W for a GB300. AWS publishes no Trainium3 power figure.</source>
        <extracomment>accelerators.json: accelerators/trn3/power/0/note</extracomment>
        <translation>Ungefähre Leistungsaufnahme pro Chip, verglichen mit rund 1.400 W für einen GB300. AWS veröffentlicht keine Leistungsangabe für Trainium3.</translation>
    </message>
    <message>
        <source>Printed by the article as an air-cooled TDP, 2.5 times below seed-004&apos;s figure; no AWS page gives a power figure, so it is not a vendor claim.</source>
        <extracomment>accelerators.json: accelerators/trn3/power/1/note</extracomment>
        <translation>Vom Artikel als TDP bei Luftkühlung angegeben, 2,5-mal niedriger als die Zahl von seed-004; keine AWS-Seite nennt eine Leistungsaufnahme, es ist also keine Herstellerangabe.</translation>
    </message>
    <message>
        <source>AWS&apos;s shared BF16/FP16/TF32 dense rate; its NKI guide gives 79 TFLOPS per NeuronCore, consistent with this. MX formats run four times faster than BF16.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/bf16/dense/0/note</extracomment>
        <translation>Die gemeinsame dichte Rate von AWS für BF16/FP16/TF32; sein NKI-Leitfaden nennt 79 TFLOPS pro NeuronCore, was dazu passt. MX-Formate laufen viermal so schnell wie BF16.</translation>
    </message>
    <message>
        <source>Marked &apos;est.&apos; in the article and labelled FP16; nearly double what AWS publishes.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/bf16/dense/1/note</extracomment>
        <translation>Im Artikel mit „est.“ markiert und als FP16 bezeichnet; fast doppelt so viel, wie AWS veröffentlicht.</translation>
    </message>
    <message>
        <source>Printed as a spec but equals half the FP8 peak; it does not match AWS&apos;s published dense BF16 rate.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/bf16/dense/2/note</extracomment>
        <translation>Als Spezifikation angegeben, entspricht aber der Hälfte des FP8-Spitzenwerts; sie passt nicht zur veröffentlichten dichten BF16-Rate von AWS.</translation>
    </message>
    <message>
        <source>Structured-sparsity rate AWS gives for FP16/BF16/TF32.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/bf16/sparse/note</extracomment>
        <translation>Rate mit strukturierter Sparsity, die AWS für FP16/BF16/TF32 nennt.</translation>
    </message>
    <message>
        <source>MXFP8 dense rate from AWS&apos;s Trainium3 page.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/fp8/dense/0/note</extracomment>
        <translation>Dichte MXFP8-Rate von der Trainium3-Seite von AWS.</translation>
    </message>
    <message>
        <source>Seed-001 prints the same and seed-004 rounds to 2.5; all agree with AWS&apos;s figure.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/fp8/dense/1/note</extracomment>
        <translation>Seed-001 nennt dasselbe, seed-004 rundet auf 2,5; alle stimmen mit der Zahl von AWS überein.</translation>
    </message>
    <message>
        <source>Effective rate with 16:4 sparsity as reported by a press analysis quoted in seed-004; AWS&apos;s own page lists no sparse FP8 number.</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/fp8/sparse/note</extracomment>
        <translation>Effektive Rate mit 16:4-Sparsity laut einer Presseanalyse, die seed-004 zitiert; die eigene Seite von AWS nennt keine Sparse-FP8-Zahl.</translation>
    </message>
    <message>
        <source>MXFP4 is accepted but runs at the MXFP8 rate, so it saves memory without adding speed (seed-000 says the same).</source>
        <extracomment>accelerators.json: accelerators/trn3/flops/fp4/dense/note</extracomment>
        <translation>MXFP4 wird angenommen, läuft aber mit der MXFP8-Rate: Es spart Speicher, bringt aber keine Geschwindigkeit (seed-000 sagt dasselbe).</translation>
    </message>
    <message>
        <source>NeuronCore-v2, the same core design as Trainium1.</source>
        <extracomment>accelerators.json: accelerators/inf2/cores_per_chip/note</extracomment>
        <translation>NeuronCore-v2, dasselbe Kerndesign wie bei Trainium1.</translation>
    </message>
    <message>
        <source>HBM; older page revisions label it 32 GB.</source>
        <extracomment>accelerators.json: accelerators/inf2/memory/note</extracomment>
        <translation>HBM; ältere Fassungen der Seite beschriften sie mit 32 GB.</translation>
    </message>
    <message>
        <source>Older revisions write GB/sec; the decimal reading is the one the model uses, the cautious choice.</source>
        <extracomment>accelerators.json: accelerators/inf2/bandwidth/0/note</extracomment>
        <translation>Ältere Fassungen schreiben GB/sec; die dezimale Lesart verwendet das Modell, die vorsichtige Wahl.</translation>
    </message>
    <message>
        <source>The current revision writes GiB/sec for the same number (about 880 GB/s).</source>
        <extracomment>accelerators.json: accelerators/inf2/bandwidth/1/note</extracomment>
        <translation>Die aktuelle Fassung schreibt GiB/sec für dieselbe Zahl (etwa 880 GB/s).</translation>
    </message>
    <message>
        <source>Shared FP16/BF16/TF32/cFP8 rate.</source>
        <extracomment>accelerators.json: accelerators/inf2/flops/bf16/dense/note</extracomment>
        <translation>Gemeinsame Rate für FP16/BF16/TF32/cFP8.</translation>
    </message>
    <message>
        <source>cFP8 at the same rate as BF16, so no speed-up.</source>
        <extracomment>accelerators.json: accelerators/inf2/flops/fp8/dense/note</extracomment>
        <translation>cFP8 mit derselben Rate wie BF16, also kein Geschwindigkeitsgewinn.</translation>
    </message>
    <message>
        <source>Hopper architecture unveiled at GTC, March 2022.</source>
        <extracomment>accelerators.json: accelerators/h100/announced/0/note</extracomment>
        <translation>Die Hopper-Architektur wurde auf der GTC im März 2022 vorgestellt.</translation>
    </message>
    <message>
        <source>HBM3; read through third-party copies of NVIDIA&apos;s table. Seeds 001 and 002 agree.</source>
        <extracomment>accelerators.json: accelerators/h100/memory/note</extracomment>
        <translation>HBM3; gelesen über Kopien der NVIDIA-Tabelle bei Dritten. Seeds 001 und 002 stimmen zu.</translation>
    </message>
    <message>
        <source>SXM5; seeds 001 and 002 agree.</source>
        <extracomment>accelerators.json: accelerators/h100/bandwidth/note</extracomment>
        <translation>SXM5; Seeds 001 und 002 stimmen zu.</translation>
    </message>
    <message>
        <source>Maximum TDP of the SXM5 part (configurable); seed-001 agrees.</source>
        <extracomment>accelerators.json: accelerators/h100/power/note</extracomment>
        <translation>Maximale TDP der SXM5-Variante (konfigurierbar); seed-001 stimmt zu.</translation>
    </message>
    <message>
        <source>Half of the 1,979 TFLOPS NVIDIA lists with sparsity; the seeds round it to 990.</source>
        <extracomment>accelerators.json: accelerators/h100/flops/bf16/dense/note</extracomment>
        <translation>Die Hälfte der 1.979 TFLOPS, die NVIDIA mit Sparsity angibt; die Seeds runden auf 990.</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s headline figure, which assumes 2:4 sparsity.</source>
        <extracomment>accelerators.json: accelerators/h100/flops/bf16/sparse/note</extracomment>
        <translation>Die Schlagzeilenzahl von NVIDIA, die 2:4-Sparsity voraussetzt.</translation>
    </message>
    <message>
        <source>Half of the 3,958 TFLOPS NVIDIA lists with sparsity; seeds 001 and 002 print the same.</source>
        <extracomment>accelerators.json: accelerators/h100/flops/fp8/dense/note</extracomment>
        <translation>Die Hälfte der 3.958 TFLOPS, die NVIDIA mit Sparsity angibt; Seeds 001 und 002 nennen dasselbe.</translation>
    </message>
    <message>
        <source>With 2:4 structured sparsity; seed-002 agrees.</source>
        <extracomment>accelerators.json: accelerators/h100/flops/fp8/sparse/note</extracomment>
        <translation>Mit strukturierter 2:4-Sparsity; seed-002 stimmt zu.</translation>
    </message>
    <message>
        <source>Announced at SC23, November 2023.</source>
        <extracomment>accelerators.json: accelerators/h200/announced/0/note</extracomment>
        <translation>Angekündigt auf der SC23 im November 2023.</translation>
    </message>
    <message>
        <source>HBM3e; seed-000 agrees.</source>
        <extracomment>accelerators.json: accelerators/h200/memory/note</extracomment>
        <translation>HBM3e; seed-000 stimmt zu.</translation>
    </message>
    <message>
        <source>Seed-000 agrees.</source>
        <extracomment>accelerators.json: accelerators/h200/bandwidth/note</extracomment>
        <translation>Seed-000 stimmt zu.</translation>
    </message>
    <message>
        <source>Maximum TDP of the SXM part (configurable); same envelope as the H100 SXM.</source>
        <extracomment>accelerators.json: accelerators/h200/power/note</extracomment>
        <translation>Maximale TDP der SXM-Variante (konfigurierbar); derselbe Rahmen wie beim H100 SXM.</translation>
    </message>
    <message>
        <source>Half of the 1,979 TFLOPS NVIDIA lists with sparsity: the same Hopper compute as the H100. Seed-000 prints 0.99 PFLOPS.</source>
        <extracomment>accelerators.json: accelerators/h200/flops/bf16/dense/note</extracomment>
        <translation>Die Hälfte der 1.979 TFLOPS, die NVIDIA mit Sparsity angibt: dieselbe Hopper-Rechenleistung wie beim H100. Seed-000 nennt 0,99 PFLOPS.</translation>
    </message>
    <message>
        <source>With 2:4 sparsity.</source>
        <extracomment>accelerators.json: accelerators/h200/flops/bf16/sparse/note; accelerators.json: accelerators/gb200/flops/bf16/sparse/note; accelerators.json: accelerators/gb200/flops/fp8/sparse/note; and 1 more</extracomment>
        <translation>Mit 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>Half of the 3,958 TFLOPS NVIDIA lists with sparsity; seed-000 prints 1.98 PFLOPS.</source>
        <extracomment>accelerators.json: accelerators/h200/flops/fp8/dense/note</extracomment>
        <translation>Die Hälfte der 3.958 TFLOPS, die NVIDIA mit Sparsity angibt; seed-000 nennt 1,98 PFLOPS.</translation>
    </message>
    <message>
        <source>With 2:4 sparsity; only helps if the model and server exploit it.</source>
        <extracomment>accelerators.json: accelerators/h200/flops/fp8/sparse/note</extracomment>
        <translation>Mit 2:4-Sparsity; hilft nur, wenn Modell und Server sie nutzen.</translation>
    </message>
    <message>
        <source>Blackwell unveiled at GTC, March 2024.</source>
        <extracomment>accelerators.json: accelerators/b200/announced/0/note</extracomment>
        <translation>Blackwell wurde auf der GTC im März 2024 vorgestellt.</translation>
    </message>
    <message>
        <source>Per GPU in NVIDIA&apos;s HGX B200 table, the board in AWS p6-b200 and most clouds; the DGX B200&apos;s 1,440 GB over 8 GPUs gives the same.</source>
        <extracomment>accelerators.json: accelerators/b200/memory/0/note</extracomment>
        <translation>Pro GPU in der HGX-B200-Tabelle von NVIDIA, der Platine in AWS p6-b200 und den meisten Clouds; die 1.440 GB des DGX B200 auf 8 GPUs verteilt ergeben dasselbe.</translation>
    </message>
    <message>
        <source>AWS lists 1,432 GB of GPU memory for p6-b200.48xlarge; divided by its 8 GPUs.</source>
        <extracomment>accelerators.json: accelerators/b200/memory/1/note</extracomment>
        <translation>AWS nennt 1.432 GB GPU-Speicher für p6-b200.48xlarge; geteilt durch seine 8 GPUs.</translation>
    </message>
    <message>
        <source>The B200&apos;s full HBM3e capacity as announced (seed-000 prints it too); 8-GPU systems expose less per GPU.</source>
        <extracomment>accelerators.json: accelerators/b200/memory/2/note</extracomment>
        <translation>Die volle HBM3e-Kapazität des B200 wie angekündigt (auch seed-000 nennt sie); Systeme mit 8 GPUs stellen pro GPU weniger bereit.</translation>
    </message>
    <message>
        <source>Per GPU in NVIDIA&apos;s HGX B200 table (62 TB/s for the 8-GPU board), the board in AWS p6-b200 and most clouds.</source>
        <extracomment>accelerators.json: accelerators/b200/bandwidth/0/note</extracomment>
        <translation>Pro GPU in der HGX-B200-Tabelle von NVIDIA (62 TB/s für die Platine mit 8 GPUs), der Platine in AWS p6-b200 und den meisten Clouds.</translation>
    </message>
    <message>
        <source>DGX B200&apos;s 64 TB/s over 8 GPUs; also the GB200 and launch figure, and the one seed-000 prints.</source>
        <extracomment>accelerators.json: accelerators/b200/bandwidth/1/note</extracomment>
        <translation>Die 64 TB/s des DGX B200 auf 8 GPUs verteilt; zugleich die Zahl für GB200 und zur Markteinführung und die, die seed-000 nennt.</translation>
    </message>
    <message>
        <source>Per-GPU configuration used in HGX B200 systems.</source>
        <extracomment>accelerators.json: accelerators/b200/power/note</extracomment>
        <translation>Konfiguration pro GPU, wie sie in HGX-B200-Systemen verwendet wird.</translation>
    </message>
    <message>
        <source>Half of the 4.5 PFLOPS NVIDIA lists with sparsity for HGX B200; seed-000 prints the same dense value.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/bf16/dense/note</extracomment>
        <translation>Die Hälfte der 4,5 PFLOPS, die NVIDIA mit Sparsity für HGX B200 angibt; seed-000 nennt denselben dichten Wert.</translation>
    </message>
    <message>
        <source>With 2:4 sparsity, HGX B200 configuration.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/bf16/sparse/note</extracomment>
        <translation>Mit 2:4-Sparsity, Konfiguration HGX B200.</translation>
    </message>
    <message>
        <source>Half of the 9 PFLOPS NVIDIA lists with sparsity for HGX B200; seed-000 agrees.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/fp8/dense/note</extracomment>
        <translation>Die Hälfte der 9 PFLOPS, die NVIDIA mit Sparsity für HGX B200 angibt; seed-000 stimmt zu.</translation>
    </message>
    <message>
        <source>With 2:4 sparsity, HGX B200.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/fp8/sparse/note</extracomment>
        <translation>Mit 2:4-Sparsity, HGX B200.</translation>
    </message>
    <message>
        <source>Native FP4 tensor rate, HGX B200 configuration.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/fp4/dense/note</extracomment>
        <translation>Native FP4-Tensorrate, Konfiguration HGX B200.</translation>
    </message>
    <message>
        <source>FP4 with 2:4 sparsity.</source>
        <extracomment>accelerators.json: accelerators/b200/flops/fp4/sparse/note</extracomment>
        <translation>FP4 mit 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>Announced with the Blackwell platform at GTC, March 2024.</source>
        <extracomment>accelerators.json: accelerators/gb200/announced/0/note</extracomment>
        <translation>Mit der Blackwell-Plattform auf der GTC im März 2024 angekündigt.</translation>
    </message>
    <message>
        <source>HBM3e per GPU in NVIDIA&apos;s GB200 NVL72 table.</source>
        <extracomment>accelerators.json: accelerators/gb200/memory/0/note</extracomment>
        <translation>HBM3e pro GPU in der GB200-NVL72-Tabelle von NVIDIA.</translation>
    </message>
    <message>
        <source>AWS lists 13,320 GB of GPU memory for u-p6e-gb200x72; divided by its 72 GPUs.</source>
        <extracomment>accelerators.json: accelerators/gb200/memory/1/note</extracomment>
        <translation>AWS nennt 13.320 GB GPU-Speicher für u-p6e-gb200x72; geteilt durch seine 72 GPUs.</translation>
    </message>
    <message>
        <source>Per GPU, GB200 NVL72.</source>
        <extracomment>accelerators.json: accelerators/gb200/bandwidth/note</extracomment>
        <translation>Pro GPU, GB200 NVL72.</translation>
    </message>
    <message>
        <source>Configurable maximum per GPU in GB200 systems.</source>
        <extracomment>accelerators.json: accelerators/gb200/power/note</extracomment>
        <translation>Konfigurierbares Maximum pro GPU in GB200-Systemen.</translation>
    </message>
    <message>
        <source>Half of the 5 PFLOPS NVIDIA lists with sparsity.</source>
        <extracomment>accelerators.json: accelerators/gb200/flops/bf16/dense/note</extracomment>
        <translation>Die Hälfte der 5 PFLOPS, die NVIDIA mit Sparsity angibt.</translation>
    </message>
    <message>
        <source>Half of the 10 PFLOPS NVIDIA lists with sparsity.</source>
        <extracomment>accelerators.json: accelerators/gb200/flops/fp8/dense/note</extracomment>
        <translation>Die Hälfte der 10 PFLOPS, die NVIDIA mit Sparsity angibt.</translation>
    </message>
    <message>
        <source>Half of the 20 PFLOPS NVIDIA lists with sparsity.</source>
        <extracomment>accelerators.json: accelerators/gb200/flops/fp4/dense/note</extracomment>
        <translation>Die Hälfte der 20 PFLOPS, die NVIDIA mit Sparsity angibt.</translation>
    </message>
    <message>
        <source>HBM per chip.</source>
        <extracomment>accelerators.json: accelerators/tpu-v6e/memory/note</extracomment>
        <translation>HBM pro Chip.</translation>
    </message>
    <message>
        <source>HBM bandwidth per chip.</source>
        <extracomment>accelerators.json: accelerators/tpu-v6e/bandwidth/note</extracomment>
        <translation>HBM-Bandbreite pro Chip.</translation>
    </message>
    <message>
        <source>Peak BF16 per chip; Google also lists 1,836 TOPS for INT8, which the catalog has no key for.</source>
        <extracomment>accelerators.json: accelerators/tpu-v6e/flops/bf16/dense/note</extracomment>
        <translation>BF16-Spitzenwert pro Chip; Google nennt außerdem 1.836 TOPS für INT8, wofür der Katalog keinen Schlüssel hat.</translation>
    </message>
    <message>
        <source>16 Trainium chips, 512 GiB of accelerator memory in all. Seed-002 agrees.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/chips/note; instances.json: instances/aws-trn1.32xlarge/chips/note</extracomment>
        <translation>16 Trainium-Chips, insgesamt 512 GiB Beschleunigerspeicher. Seed-002 stimmt zu.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1; the same in us-east-2 and us-west-2. $1.34375 per chip-hour.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/on_demand/0/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1; ebenso in us-east-2 und us-west-2. 1,34375 $ pro Chip-Stunde.</translation>
    </message>
    <message>
        <source>The article&apos;s list rate (region not stated), the same as AWS&apos;s; it also gives about $15,695 per 730-hour month.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/on_demand/1/note</extracomment>
        <translation>Der Listenpreis des Artikels (Region nicht genannt), derselbe wie bei AWS; er nennt außerdem etwa 15.695 $ pro Monat zu 730 Stunden.</translation>
    </message>
    <message>
        <source>The article&apos;s own division of the instance rate by 16 chips; agrees with the instance price after conversion.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/on_demand/2/note</extracomment>
        <translation>Die eigene Division des Instanzpreises durch 16 Chips im Artikel; stimmt nach der Umrechnung mit dem Instanzpreis überein.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). 1-year Standard Reserved Instance, no upfront payment, Linux, us-east-1 (also us-east-2 and us-west-2).</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/commit_1y/0/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Standard Reserved Instance mit 1 Jahr Laufzeit, ohne Vorauszahlung, Linux, us-east-1 (ebenso us-east-2 und us-west-2).</translation>
    </message>
    <message>
        <source>The article&apos;s one-year &apos;reserved effective&apos; rate (about $9,198 a month); which reservation type and payment option is not said.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/commit_1y/1/note</extracomment>
        <translation>Der einjährige „reserved effective“-Preis des Artikels (etwa 9.198 $ im Monat); welcher Reservierungstyp und welche Zahlungsweise, sagt er nicht.</translation>
    </message>
    <message>
        <source>The article&apos;s three-year &apos;reserved effective&apos; rate; the reservation type and payment option are not said. No AWS three-year rate for this instance was found.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/commit_3y/0/note</extracomment>
        <translation>Der dreijährige „reserved effective“-Preis des Artikels; Reservierungstyp und Zahlungsweise nennt er nicht. Ein dreijähriger AWS-Preis für diese Instanz wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The &apos;RI-Effective hourly rate&apos; in AWS&apos;s Neuron benchmark tables (us-east-1); the term and payment are not stated, a three-year reservation is the likely reading.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/commit_3y/1/note</extracomment>
        <translation>Die „RI-Effective hourly rate“ in den Neuron-Benchmark-Tabellen von AWS (us-east-1); Laufzeit und Zahlungsweise sind nicht genannt, am wahrscheinlichsten ist eine dreijährige Reservierung.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days (in 1-day steps up to 14 days, 7-day steps after) and paid up front at this hourly rate; the operating-system fee is extra, and AWS revises the rates with supply and demand. us-east-1 and six other regions; $0.596 per chip-hour, unchanged since February 2026.</source>
        <extracomment>offers.json: offers/aws-trn1.32xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert (bis 14 Tage in Schritten von 1 Tag, danach in Schritten von 7 Tagen) und zu diesem Stundenpreis im Voraus bezahlt; die Betriebssystemgebühr kommt hinzu, und AWS passt die Preise an Angebot und Nachfrage an. us-east-1 und sechs weitere Regionen; 0,596 $ pro Chip-Stunde, unverändert seit Februar 2026.</translation>
    </message>
    <message>
        <source>AWS&apos;s Neuron driver names trn3.48xlarge as a 16-chip platform; AWS&apos;s Trn3 page calls the 16-chip machine a Gen1 server. Seed-001 gives 16; seed-000 calls this the largest single-node size.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/chips/note; instances.json: instances/aws-trn3.48xlarge/chips/note</extracomment>
        <translation>Der Neuron-Treiber von AWS führt trn3.48xlarge als Plattform mit 16 Chips; die Trn3-Seite von AWS nennt die Maschine mit 16 Chips einen Gen1-Server. Seed-001 nennt 16; seed-000 nennt dies die größte Größe mit einem einzigen Knoten.</translation>
    </message>
    <message>
        <source>Approximate US East (N. Virginia) rate printed by the article. No AWS price for any Trn3 size was found in AWS&apos;s price data or Capacity Block list up to 2026-07-22, so this is the article&apos;s figure, not a vendor price.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/on_demand/0/note</extracomment>
        <translation>Ungefährer Preis für US East (N. Virginia) laut Artikel. In den Preisdaten von AWS und der Liste der Capacity Blocks fand sich bis 2026-07-22 kein AWS-Preis für irgendeine Trn3-Größe; dies ist also die Zahl des Artikels, kein Herstellerpreis.</translation>
    </message>
    <message>
        <source>Seed-001 divides the instance rate by 16 chips. Compare with seed-000&apos;s per-NeuronCore estimate (offer seed000-trn3-per-core).</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/on_demand/1/note</extracomment>
        <translation>Seed-001 teilt den Instanzpreis durch 16 Chips. Vergleichen Sie mit der Schätzung pro NeuronCore von seed-000 (Angebot seed000-trn3-per-core).</translation>
    </message>
    <message>
        <source>The article&apos;s one-year Savings Plan rate: a flat 40 % assumed off its unconfirmed on-demand rate, not a published AWS rate.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/commit_1y/note</extracomment>
        <translation>Der einjährige Savings-Plan-Preis des Artikels: pauschal 40 % Abschlag auf seinen unbestätigten On-Demand-Preis angenommen, kein veröffentlichter AWS-Preis.</translation>
    </message>
    <message>
        <source>The article&apos;s three-year Savings Plan rate: a flat 55 % assumed off its unconfirmed on-demand rate, not a published AWS rate.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/commit_3y/note</extracomment>
        <translation>Der dreijährige Savings-Plan-Preis des Artikels: pauschal 55 % Abschlag auf seinen unbestätigten On-Demand-Preis angenommen, kein veröffentlichter AWS-Preis.</translation>
    </message>
    <message>
        <source>The article reports that as of July 2026 AWS offered no spot or other preemptible option for Trn3; no AWS page was found either way.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/spot/0/note</extracomment>
        <translation>Laut Artikel bot AWS im Juli 2026 für Trn3 weder Spot noch eine andere unterbrechbare Option an; eine AWS-Seite, die das bestätigt oder widerlegt, wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Seed-001 applies a flat 70 % spot discount; no evidence that Trn3 spot capacity exists.</source>
        <extracomment>offers.json: offers/aws-trn3.48xlarge/prices/spot/1/note</extracomment>
        <translation>Seed-001 setzt pauschal 70 % Spot-Rabatt an; es gibt keinen Beleg, dass es Spot-Kapazität für Trn3 gibt.</translation>
    </message>
    <message>
        <source>AWS&apos;s Gen1 Trn3 UltraServer: four 16-chip servers joined by NeuronSwitch-v1, with 768 vCPUs and 8,192 GiB of host memory. This is the size seed-001&apos;s price refers to.</source>
        <extracomment>offers.json: offers/aws-trn3-ultra/chips/0/note</extracomment>
        <translation>Der Gen1-Trn3-UltraServer von AWS: vier Server mit je 16 Chips, verbunden über NeuronSwitch-v1, mit 768 vCPUs und 8.192 GiB Hostspeicher. Auf diese Größe bezieht sich der Preis von seed-001.</translation>
    </message>
    <message>
        <source>Seed-001&apos;s trn3-ultra row has the same chip count, but its 3,072 vCPUs and 16,384 GiB of host memory are four and two times AWS&apos;s Gen1 figures.</source>
        <extracomment>offers.json: offers/aws-trn3-ultra/chips/1/note</extracomment>
        <translation>Die trn3-ultra-Zeile von seed-001 hat dieselbe Chipzahl, aber ihre 3.072 vCPUs und 16.384 GiB Hostspeicher sind das Vier- und Zweifache der Gen1-Zahlen von AWS.</translation>
    </message>
    <message>
        <source>Seed-004&apos;s rack-scale UltraServer; AWS documents this as the Gen2 configuration (36 servers of 4 chips). If the price below were for 144 chips the per-chip rate would fall from about $2.73 to about $1.22.</source>
        <extracomment>offers.json: offers/aws-trn3-ultra/chips/2/note</extracomment>
        <translation>Der UltraServer im Rack-Maßstab von seed-004; AWS dokumentiert dies als Gen2-Konfiguration (36 Server mit je 4 Chips). Gälte der Preis unten für 144 Chips, fiele der Preis pro Chip von etwa 2,73 $ auf etwa 1,22 $.</translation>
    </message>
    <message>
        <source>Approximate rate printed by the article for the whole UltraServer; no AWS price for a Trn3 UltraServer was found, so it is the article&apos;s figure, not a vendor price.</source>
        <extracomment>offers.json: offers/aws-trn3-ultra/prices/on_demand/note</extracomment>
        <translation>Ungefährer Preis des Artikels für den ganzen UltraServer; ein AWS-Preis für einen Trn3-UltraServer wurde nicht gefunden; es ist also die Zahl des Artikels, kein Herstellerpreis.</translation>
    </message>
    <message>
        <source>8 H100 GPUs with 640 GB of HBM3 in AWS&apos;s instance data; seeds 001 and 002 agree.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/chips/note; instances.json: instances/aws-p5.48xlarge/chips/note</extracomment>
        <translation>8 H100-GPUs mit 640 GB HBM3 in den Instanzdaten von AWS; Seeds 001 und 002 stimmen zu.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1, after AWS&apos;s June 2025 cut of up to 45 % on P4 and P5 prices (aws-gpu-price-cut-2025); the same in every snapshot from 2025-11-30 to 2026-01-21 and in us-east-2 and us-west-2. $6.88 per GPU-hour.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/on_demand/0/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1, nach der Preissenkung von AWS im Juni 2025 um bis zu 45 % für P4 und P5 (aws-gpu-price-cut-2025); derselbe in jedem Stand von 2025-11-30 bis 2026-01-21 und in us-east-2 und us-west-2. 6,88 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>Price before the 2025-06 cut: P5&apos;s 2023 launch list rate, still printed by the article in 2026. 44 % above the current rate.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/on_demand/1/note</extracomment>
        <translation>Preis vor der Senkung von 2025-06: der Listenpreis von P5 bei der Markteinführung 2023, den der Artikel 2026 noch abdruckt. 44 % über dem aktuellen Preis.</translation>
    </message>
    <message>
        <source>The article&apos;s $98.32 divided by 8 GPUs: the pre-cut rate per GPU.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/on_demand/2/note</extracomment>
        <translation>Die 98,32 $ des Artikels geteilt durch 8 GPUs: der Preis pro GPU vor der Senkung.</translation>
    </message>
    <message>
        <source>Seed-001&apos;s assumed 40 % Savings Plan discount applied to AWS&apos;s current $6.88 per GPU-hour. AWS&apos;s own P5 Savings Plan rates were not found.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/commit_1y/0/note</extracomment>
        <translation>Der von seed-001 angenommene Savings-Plan-Rabatt von 40 %, angewandt auf den aktuellen AWS-Preis von 6,88 $ pro GPU-Stunde. Eigene Savings-Plan-Preise von AWS für P5 wurden nicht gefunden.</translation>
    </message>
    <message>
        <source>The article&apos;s figure: 40 % off the pre-cut $12.29, so it inherits the stale price.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/commit_1y/1/note</extracomment>
        <translation>Die Zahl des Artikels: 40 % Abschlag auf die 12,29 $ vor der Senkung; sie übernimmt also den veralteten Preis.</translation>
    </message>
    <message>
        <source>Seed-001&apos;s assumed 55 % Savings Plan discount applied to AWS&apos;s current $6.88 per GPU-hour. AWS&apos;s own rates were not found.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/commit_3y/0/note</extracomment>
        <translation>Der von seed-001 angenommene Savings-Plan-Rabatt von 55 %, angewandt auf den aktuellen AWS-Preis von 6,88 $ pro GPU-Stunde. Eigene Preise von AWS wurden nicht gefunden.</translation>
    </message>
    <message>
        <source>The article&apos;s figure: 55 % off the pre-cut $12.29, so it inherits the stale price.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/commit_3y/1/note</extracomment>
        <translation>Die Zahl des Artikels: 55 % Abschlag auf die 12,29 $ vor der Senkung; sie übernimmt also den veralteten Preis.</translation>
    </message>
    <message>
        <source>Seed-001&apos;s assumed 70 % spot discount applied to AWS&apos;s current $6.88 per GPU-hour. No P5 spot price was found; p5en spot ran about 57 % below on-demand in August 2026, so 70 % may be optimistic.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/spot/0/note</extracomment>
        <translation>Der von seed-001 angenommene Spot-Rabatt von 70 %, angewandt auf den aktuellen AWS-Preis von 6,88 $ pro GPU-Stunde. Ein Spot-Preis für P5 wurde nicht gefunden; Spot für p5en lag im August 2026 etwa 57 % unter On-Demand, 70 % sind also womöglich zu optimistisch.</translation>
    </message>
    <message>
        <source>The article&apos;s figure: 70 % off the pre-cut $12.29, so it inherits the stale price.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/spot/1/note</extracomment>
        <translation>Die Zahl des Artikels: 70 % Abschlag auf die 12,29 $ vor der Senkung; sie übernimmt also den veralteten Preis.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days (in 1-day steps up to 14 days, 7-day steps after) and paid up front at this hourly rate; the operating-system fee is extra, and AWS revises the rates with supply and demand. us-east-1 (also us-east-2, us-west-1 and us-west-2); $5.191 per GPU-hour, up from $31.464 an instance-hour in March 2026.</source>
        <extracomment>offers.json: offers/aws-p5.48xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert (bis 14 Tage in Schritten von 1 Tag, danach in Schritten von 7 Tagen) und zu diesem Stundenpreis im Voraus bezahlt; die Betriebssystemgebühr kommt hinzu, und AWS passt die Preise an Angebot und Nachfrage an. us-east-1 (ebenso us-east-2, us-west-1 und us-west-2); 5,191 $ pro GPU-Stunde, gestiegen von 31,464 $ je Instanz-Stunde im März 2026.</translation>
    </message>
    <message>
        <source>8 H200 GPUs with 1,128 GB of HBM3e in AWS&apos;s instance data.</source>
        <extracomment>offers.json: offers/aws-p5e.48xlarge/chips/note; offers.json: offers/aws-p5en.48xlarge/chips/note; instances.json: instances/aws-p5e.48xlarge/chips/note; and 1 more</extracomment>
        <translation>8 H200-GPUs mit 1.128 GB HBM3e in den Instanzdaten von AWS.</translation>
    </message>
    <message>
        <source>AWS&apos;s price data lists p5e.48xlarge with no public on-demand rate in any region (copied via Vantage&apos;s data). H200 capacity on AWS is bought on demand as p5en.48xlarge or reserved through Capacity Blocks (offer aws-p5e.48xlarge-capacity-block).</source>
        <extracomment>offers.json: offers/aws-p5e.48xlarge/prices/on_demand/0/note</extracomment>
        <translation>Die Preisdaten von AWS führen p5e.48xlarge in keiner Region mit einem öffentlichen On-Demand-Preis (übernommen aus den Daten von Vantage). H200-Kapazität kauft man bei AWS on demand als p5en.48xlarge oder reserviert sie über Capacity Blocks (Angebot aws-p5e.48xlarge-capacity-block).</translation>
    </message>
    <message>
        <source>Approximate on-demand rate printed by the article; it appears in no AWS price data found.</source>
        <extracomment>offers.json: offers/aws-p5e.48xlarge/prices/on_demand/1/note</extracomment>
        <translation>Ungefährer On-Demand-Preis laut Artikel; er steht in keinen gefundenen AWS-Preisdaten.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days and paid up front at this hourly rate (the operating-system fee is extra). us-east-2 (also us-west-2 and ap-northeast-1); $5.97 per GPU-hour. It was $39.799 in February and March 2026.</source>
        <extracomment>offers.json: offers/aws-p5e.48xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert und zu diesem Stundenpreis im Voraus bezahlt (die Betriebssystemgebühr kommt hinzu). us-east-2 (ebenso us-west-2 und ap-northeast-1); 5,97 $ pro GPU-Stunde. Im Februar und März 2026 waren es 39,799 $.</translation>
    </message>
    <message>
        <source>Rented per GPU, billed by the minute.</source>
        <extracomment>offers.json: offers/spheron-h200-sxm5/chips/note</extracomment>
        <translation>Pro GPU gemietet, minutengenau abgerechnet.</translation>
    </message>
    <message>
        <source>Provider list price on the fetch date; GPU-cloud prices move often.</source>
        <extracomment>offers.json: offers/spheron-h200-sxm5/prices/on_demand/note</extracomment>
        <translation>Listenpreis des Anbieters am Abrufdatum; Preise von GPU-Clouds ändern sich oft.</translation>
    </message>
    <message>
        <source>Provider list price; spot capacity can be reclaimed at any time.</source>
        <extracomment>offers.json: offers/spheron-h200-sxm5/prices/spot/note</extracomment>
        <translation>Listenpreis des Anbieters; Spot-Kapazität kann jederzeit zurückgefordert werden.</translation>
    </message>
    <message>
        <source>No on-demand B200 listings existed on the fetch date.</source>
        <extracomment>offers.json: offers/spheron-b200-sxm6/prices/on_demand/note</extracomment>
        <translation>Am Abrufdatum gab es keine On-Demand-Angebote für B200.</translation>
    </message>
    <message>
        <source>Provider list price for spot capacity.</source>
        <extracomment>offers.json: offers/spheron-b200-sxm6/prices/spot/note</extracomment>
        <translation>Listenpreis des Anbieters für Spot-Kapazität.</translation>
    </message>
    <message>
        <source>Illustrative figure the article says comes from dividing an instance price by its NeuronCore count; AWS publishes no per-core rate. At 8 NeuronCores per chip it implies about $14.40 per chip-hour, roughly five times seed-001&apos;s $2.97, while $47.50 spread over 128 cores would be about $0.37 per core-hour. Seed-000&apos;s cost-per-token table pairs this per-core price with a throughput of unclear unit.</source>
        <extracomment>offers.json: offers/seed000-trn3-per-core/prices/on_demand/note</extracomment>
        <translation>Veranschaulichende Zahl, die laut Artikel aus der Division eines Instanzpreises durch seine Zahl an NeuronCores stammt; AWS veröffentlicht keinen Preis pro Kern. Bei 8 NeuronCores pro Chip ergäbe das etwa 14,40 $ pro Chip-Stunde, rund das Fünffache der 2,97 $ von seed-001, während 47,50 $ verteilt auf 128 Kerne etwa 0,37 $ pro Kern-Stunde wären. Die Kosten-pro-Token-Tabelle von seed-000 kombiniert diesen Preis pro Kern mit einem Durchsatz in unklarer Einheit.</translation>
    </message>
    <message>
        <source>Price is quoted per chip.</source>
        <extracomment>offers.json: offers/seed004-coreweave-h100/chips/note; offers.json: offers/seed004-aws-trainium-street/chips/note</extracomment>
        <translation>Der Preis gilt pro Chip.</translation>
    </message>
    <message>
        <source>Approximate rate given by an executive in an April expert-network interview; purchase terms not stated, filed under on-demand.</source>
        <extracomment>offers.json: offers/seed004-coreweave-h100/prices/on_demand/note</extracomment>
        <translation>Ungefährer Preis, den eine Führungskraft im April in einem Experteninterview nannte; Kaufbedingungen nicht genannt, unter On-Demand eingeordnet.</translation>
    </message>
    <message>
        <source>Interview figure that does not name the generation; attached to Trainium2 because seed-004 reports it in its Trainium2 discussion, before Trn3 launched.</source>
        <extracomment>offers.json: offers/seed004-aws-trainium-street/prices/on_demand/note</extracomment>
        <translation>Zahl aus einem Interview, die die Generation nicht nennt; Trainium2 zugeordnet, weil seed-004 sie in seiner Besprechung von Trainium2 bringt, vor der Markteinführung von Trn3.</translation>
    </message>
    <message>
        <source>Effective rate said to be possible with long-term contracts; the term length is not stated, so it is filed under the 3-year key.</source>
        <extracomment>offers.json: offers/seed004-aws-trainium-street/prices/commit_3y/note</extracomment>
        <translation>Effektiver Preis, der mit langfristigen Verträgen möglich sein soll; die Laufzeit ist nicht genannt, daher unter dem Schlüssel für 3 Jahre eingeordnet.</translation>
    </message>
    <message>
        <source>AWS&apos;s on-demand rate in us-east-1 as listed by dstack from AWS&apos;s price data; also us-east-2 and us-west-2. $7.912 per GPU-hour.</source>
        <extracomment>offers.json: offers/aws-p5en.48xlarge/prices/on_demand/0/note</extracomment>
        <translation>On-Demand-Preis von AWS in us-east-1, wie dstack ihn aus den Preisdaten von AWS aufführt; ebenso us-east-2 und us-west-2. 7,912 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1; unchanged from 2025-11-30 to 2026-01-21.</source>
        <extracomment>offers.json: offers/aws-p5en.48xlarge/prices/on_demand/1/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1; unverändert von 2025-11-30 bis 2026-01-21.</translation>
    </message>
    <message>
        <source>One reading of AWS&apos;s us-east-1 spot price (27.1928 on 2026-07-27), about 57 % below on-demand. Spot prices move all the time; treat this as a snapshot.</source>
        <extracomment>offers.json: offers/aws-p5en.48xlarge/prices/spot/note</extracomment>
        <translation>Eine Ablesung des Spot-Preises von AWS in us-east-1 (27,1928 am 2026-07-27), etwa 57 % unter On-Demand. Spot-Preise ändern sich ständig; betrachten Sie dies als Momentaufnahme.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days (in 1-day steps up to 14 days, 7-day steps after) and paid up front at this hourly rate; the operating-system fee is extra, and AWS revises the rates with supply and demand. us-east-1 and us-east-2; $6.865 per GPU-hour.</source>
        <extracomment>offers.json: offers/aws-p5en.48xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert (bis 14 Tage in Schritten von 1 Tag, danach in Schritten von 7 Tagen) und zu diesem Stundenpreis im Voraus bezahlt; die Betriebssystemgebühr kommt hinzu, und AWS passt die Preise an Angebot und Nachfrage an. us-east-1 und us-east-2; 6,865 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>8 B200 GPUs with 1,432 GB of HBM3e in AWS&apos;s instance data.</source>
        <extracomment>offers.json: offers/aws-p6-b200.48xlarge/chips/note; instances.json: instances/aws-p6-b200.48xlarge/chips/note</extracomment>
        <translation>8 B200-GPUs mit 1.432 GB HBM3e in den Instanzdaten von AWS.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1; the same in us-east-2 and us-west-2. $14.2416 per GPU-hour.</source>
        <extracomment>offers.json: offers/aws-p6-b200.48xlarge/prices/on_demand/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1; ebenso in us-east-2 und us-west-2. 14,2416 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days (in 1-day steps up to 14 days, 7-day steps after) and paid up front at this hourly rate; the operating-system fee is extra, and AWS revises the rates with supply and demand. us-east-1 (also us-east-2, us-west-2 and ap-south-1); $12.355 per GPU-hour.</source>
        <extracomment>offers.json: offers/aws-p6-b200.48xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert (bis 14 Tage in Schritten von 1 Tag, danach in Schritten von 7 Tagen) und zu diesem Stundenpreis im Voraus bezahlt; die Betriebssystemgebühr kommt hinzu, und AWS passt die Preise an Angebot und Nachfrage an. us-east-1 (ebenso us-east-2, us-west-2 und ap-south-1); 12,355 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>One Trainium chip with 32 GiB.</source>
        <extracomment>offers.json: offers/aws-trn1.2xlarge/chips/note; instances.json: instances/aws-trn1.2xlarge/chips/note</extracomment>
        <translation>Ein Trainium-Chip mit 32 GiB.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1; the same in us-east-2 and us-west-2.</source>
        <extracomment>offers.json: offers/aws-trn1.2xlarge/prices/on_demand/note; offers.json: offers/aws-inf2.xlarge/prices/on_demand/note; offers.json: offers/aws-inf2.8xlarge/prices/on_demand/note; and 2 more</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1; ebenso in us-east-2 und us-west-2.</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). 1-year Standard Reserved Instance, no upfront payment, us-east-1.</source>
        <extracomment>offers.json: offers/aws-trn1.2xlarge/prices/commit_1y/note; offers.json: offers/aws-trn1n.32xlarge/prices/commit_1y/note; offers.json: offers/aws-inf2.xlarge/prices/commit_1y/note; and 3 more</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Standard Reserved Instance mit 1 Jahr Laufzeit, ohne Vorauszahlung, us-east-1.</translation>
    </message>
    <message>
        <source>16 Trainium chips like trn1.32xlarge, with twice the EFA network bandwidth (1,600 Gbps).</source>
        <extracomment>offers.json: offers/aws-trn1n.32xlarge/chips/note; instances.json: instances/aws-trn1n.32xlarge/chips/note</extracomment>
        <translation>16 Trainium-Chips wie bei trn1.32xlarge, mit doppelter EFA-Netzwerkbandbreite (1.600 Gbit/s).</translation>
    </message>
    <message>
        <source>AWS list price, copied via Vantage&apos;s price data (mirror tsaol/aws-gpu). Linux, us-east-1; the same in us-east-2 and us-west-2. $1.54875 per chip-hour.</source>
        <extracomment>offers.json: offers/aws-trn1n.32xlarge/prices/on_demand/note</extracomment>
        <translation>AWS-Listenpreis, übernommen aus den Preisdaten von Vantage (Spiegel tsaol/aws-gpu). Linux, us-east-1; ebenso in us-east-2 und us-west-2. 1,54875 $ pro Chip-Stunde.</translation>
    </message>
    <message>
        <source>1 Inferentia2 chip with 32 GiB each.</source>
        <extracomment>offers.json: offers/aws-inf2.xlarge/chips/note; offers.json: offers/aws-inf2.8xlarge/chips/note; instances.json: instances/aws-inf2.xlarge/chips/note; and 1 more</extracomment>
        <translation>1 Inferentia2-Chip mit 32 GiB.</translation>
    </message>
    <message>
        <source>6 Inferentia2 chips with 32 GiB each.</source>
        <extracomment>offers.json: offers/aws-inf2.24xlarge/chips/note; instances.json: instances/aws-inf2.24xlarge/chips/note</extracomment>
        <translation>6 Inferentia2-Chips mit je 32 GiB.</translation>
    </message>
    <message>
        <source>12 Inferentia2 chips with 32 GiB each.</source>
        <extracomment>offers.json: offers/aws-inf2.48xlarge/chips/note; instances.json: instances/aws-inf2.48xlarge/chips/note</extracomment>
        <translation>12 Inferentia2-Chips mit je 32 GiB.</translation>
    </message>
    <message>
        <source>16 Trainium2 chips with 1,536 GiB of accelerator memory in all.</source>
        <extracomment>offers.json: offers/aws-trn2.48xlarge/chips/note; instances.json: instances/aws-trn2.48xlarge/chips/note</extracomment>
        <translation>16 Trainium2-Chips mit insgesamt 1.536 GiB Beschleunigerspeicher.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days and paid up front at this hourly rate (the operating-system fee is extra). us-east-2; $2.235 per chip-hour, unchanged since February 2026. A $35.76 &apos;on-demand&apos; entry seen once in AWS&apos;s price data (2025-11-30, us-east-2) equals this rate; no public on-demand price for trn2 was found.</source>
        <extracomment>offers.json: offers/aws-trn2.48xlarge/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert und zu diesem Stundenpreis im Voraus bezahlt (die Betriebssystemgebühr kommt hinzu). us-east-2; 2,235 $ pro Chip-Stunde, unverändert seit Februar 2026. Ein einmal in den Preisdaten von AWS gesehener „On-Demand“-Eintrag von 35,76 $ (2025-11-30, us-east-2) entspricht diesem Preis; ein öffentlicher On-Demand-Preis für trn2 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>One UltraServer of 72 GB200 GPUs (13,320 GB of GPU memory) in AWS&apos;s instance data.</source>
        <extracomment>offers.json: offers/aws-u-p6e-gb200x72/chips/note</extracomment>
        <translation>Ein UltraServer mit 72 GB200-GPUs (13.320 GB GPU-Speicher) in den Instanzdaten von AWS.</translation>
    </message>
    <message>
        <source>EC2 Capacity Block: capacity reserved ahead for 1 to 182 days and paid up front at this hourly rate (the operating-system fee is extra). US East (Dallas) Local Zone us-east-1-dfw-2a; $10.582 per GPU-hour. No on-demand price for GB200 on AWS was found.</source>
        <extracomment>offers.json: offers/aws-u-p6e-gb200x72/prices/capacity_block/note</extracomment>
        <translation>EC2 Capacity Block: Kapazität, für 1 bis 182 Tage im Voraus reserviert und zu diesem Stundenpreis im Voraus bezahlt (die Betriebssystemgebühr kommt hinzu). US East (Dallas) Local Zone us-east-1-dfw-2a; 10,582 $ pro GPU-Stunde. Ein On-Demand-Preis für GB200 bei AWS wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>&apos;Starting at&apos; price at general availability as reported by the press, in US East, Europe West and Asia Northeast; Google&apos;s own pricing page was not read, and the figure is about two years old.</source>
        <extracomment>offers.json: offers/gcp-tpu-v6e/prices/on_demand/note</extracomment>
        <translation>„Ab“-Preis zur allgemeinen Verfügbarkeit laut Presse, in US East, Europe West und Asia Northeast; die eigene Preisseite von Google wurde nicht gelesen, und die Zahl ist etwa zwei Jahre alt.</translation>
    </message>
    <message>
        <source>One-year commitment price as reported at general availability.</source>
        <extracomment>offers.json: offers/gcp-tpu-v6e/prices/commit_1y/note</extracomment>
        <translation>Preis mit einjähriger Bindung, wie zur allgemeinen Verfügbarkeit berichtet.</translation>
    </message>
    <message>
        <source>Three-year commitment price as reported at general availability.</source>
        <extracomment>offers.json: offers/gcp-tpu-v6e/prices/commit_3y/note</extracomment>
        <translation>Preis mit dreijähriger Bindung, wie zur allgemeinen Verfügbarkeit berichtet.</translation>
    </message>
    <message>
        <source>8 H100 SXM5 GPUs per instance (AcceleratorCount in the file).</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_h100_sxm5-us-east-1/chips/note; instances.json: instances/lambda-gpu_8x_h100_sxm5/chips/note</extracomment>
        <translation>8 H100-SXM5-GPUs pro Instanz (AcceleratorCount in der Datei).</translation>
    </message>
    <message>
        <source>Lambda&apos;s on-demand list price for the whole instance, the same in all 17 regions the file lists (us-east-1 is named so that a refreshed file updates this offer). $3.99 per GPU-hour.</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_h100_sxm5-us-east-1/prices/on_demand/0/note</extracomment>
        <translation>Der On-Demand-Listenpreis von Lambda für die ganze Instanz, derselbe in allen 17 Regionen, die die Datei aufführt (us-east-1 ist genannt, damit eine aktualisierte Datei dieses Angebot auffrischt). 3,99 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>Lambda&apos;s own page quotes the 8-GPU instance per GPU-hour; agrees with the SkyPilot copy.</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_h100_sxm5-us-east-1/prices/on_demand/1/note; offers.json: offers/lambda-gpu_8x_b200_sxm6-us-east-1/prices/on_demand/1/note</extracomment>
        <translation>Die eigene Seite von Lambda nennt die Instanz mit 8 GPUs pro GPU-Stunde; stimmt mit der SkyPilot-Kopie überein.</translation>
    </message>
    <message>
        <source>The file has no spot price: Lambda rents no interruptible instances.</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_h100_sxm5-us-east-1/prices/spot/note; offers.json: offers/lambda-gpu_8x_b200_sxm6-us-east-1/prices/spot/note</extracomment>
        <translation>Die Datei hat keinen Spot-Preis: Lambda vermietet keine unterbrechbaren Instanzen.</translation>
    </message>
    <message>
        <source>8 B200 SXM6 GPUs per instance (AcceleratorCount in the file).</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_b200_sxm6-us-east-1/chips/note; instances.json: instances/lambda-gpu_8x_b200_sxm6/chips/note</extracomment>
        <translation>8 B200-SXM6-GPUs pro Instanz (AcceleratorCount in der Datei).</translation>
    </message>
    <message>
        <source>Lambda&apos;s on-demand list price for the whole instance, the same in all 17 regions the file lists (us-east-1 is named so that a refreshed file updates this offer). $6.69 per GPU-hour.</source>
        <extracomment>offers.json: offers/lambda-gpu_8x_b200_sxm6-us-east-1/prices/on_demand/0/note</extracomment>
        <translation>Der On-Demand-Listenpreis von Lambda für die ganze Instanz, derselbe in allen 17 Regionen, die die Datei aufführt (us-east-1 ist genannt, damit eine aktualisierte Datei dieses Angebot auffrischt). 6,69 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>8 H100 SXM GPUs in one Secure Cloud pod.</source>
        <extracomment>offers.json: offers/runpod-8x_h100-sxm_secure-us/chips/note; instances.json: instances/runpod-8x_H100-SXM_SECURE/chips/note</extracomment>
        <translation>8 H100-SXM-GPUs in einem Secure-Cloud-Pod.</translation>
    </message>
    <message>
        <source>RunPod&apos;s pricing page: an H100 SXM pod per GPU-hour, billed by the second; the newest dated figure, so the default.</source>
        <extracomment>offers.json: offers/runpod-8x_h100-sxm_secure-us/prices/on_demand/0/note</extracomment>
        <translation>Die Preisseite von RunPod: ein H100-SXM-Pod pro GPU-Stunde, sekundengenau abgerechnet; die am jüngsten datierte Zahl und daher der Standard.</translation>
    </message>
    <message>
        <source>The SkyPilot copy prices 3, 4 and 5 H100 SXM GPUs in a Secure Cloud pod at $9.87, $13.16 and $16.45 an hour in every US data centre: $3.29 per GPU. The 8-GPU row was not read; importing the file refreshes it.</source>
        <extracomment>offers.json: offers/runpod-8x_h100-sxm_secure-us/prices/on_demand/1/note</extracomment>
        <translation>Die SkyPilot-Kopie bepreist 3, 4 und 5 H100-SXM-GPUs in einem Secure-Cloud-Pod mit 9,87 $, 13,16 $ und 16,45 $ pro Stunde in jedem US-Rechenzentrum: 3,29 $ pro GPU. Die Zeile für 8 GPUs wurde nicht gelesen; ein Import der Datei frischt sie auf.</translation>
    </message>
    <message>
        <source>8 H200 SXM GPUs in one Secure Cloud pod.</source>
        <extracomment>offers.json: offers/runpod-8x_h200-sxm_secure-us/chips/note; instances.json: instances/runpod-8x_H200-SXM_SECURE/chips/note</extracomment>
        <translation>8 H200-SXM-GPUs in einem Secure-Cloud-Pod.</translation>
    </message>
    <message>
        <source>8x_H200-SXM_SECURE, the same in every US data centre the file lists: $4.59 per GPU-hour.</source>
        <extracomment>offers.json: offers/runpod-8x_h200-sxm_secure-us/prices/on_demand/0/note</extracomment>
        <translation>8x_H200-SXM_SECURE, gleich in jedem US-Rechenzentrum, das die Datei aufführt: 4,59 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>RunPod&apos;s pricing page, per GPU-hour; agrees with the SkyPilot copy.</source>
        <extracomment>offers.json: offers/runpod-8x_h200-sxm_secure-us/prices/on_demand/1/note</extracomment>
        <translation>Die Preisseite von RunPod, pro GPU-Stunde; stimmt mit der SkyPilot-Kopie überein.</translation>
    </message>
    <message>
        <source>Priced per GPU; a pod holds up to 8.</source>
        <extracomment>offers.json: offers/runpod-b200-pods/chips/note</extracomment>
        <translation>Pro GPU bepreist; ein Pod fasst bis zu 8.</translation>
    </message>
    <message>
        <source>RunPod&apos;s pricing page: a B200 pod per GPU-hour.</source>
        <extracomment>offers.json: offers/runpod-b200-pods/prices/on_demand/note</extracomment>
        <translation>Die Preisseite von RunPod: ein B200-Pod pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>8 GPUs per instance, as the price list states.</source>
        <extracomment>offers.json: offers/coreweave-hgx-h100/chips/note; offers.json: offers/coreweave-hgx-h200/chips/note; offers.json: offers/coreweave-hgx-b200/chips/note</extracomment>
        <translation>8 GPUs pro Instanz, wie die Preisliste angibt.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s on-demand list price for the 8-GPU instance, host CPUs, memory and local disk included; one price, not set by region. $6.155 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-h100/prices/on_demand/note</extracomment>
        <translation>Der On-Demand-Listenpreis von CoreWeave für die Instanz mit 8 GPUs, Host-CPUs, Speicher und lokaler Datenträger inbegriffen; ein Preis, nicht nach Region gestaffelt. 6,155 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s spot price for North America; spot capacity can be reclaimed. $2.464 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-h100/prices/spot/note</extracomment>
        <translation>Der Spot-Preis von CoreWeave für Nordamerika; Spot-Kapazität kann zurückgefordert werden. 2,464 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s on-demand list price for the 8-GPU instance, host CPUs, memory and local disk included; one price, not set by region. $6.305 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-h200/prices/on_demand/note</extracomment>
        <translation>Der On-Demand-Listenpreis von CoreWeave für die Instanz mit 8 GPUs, Host-CPUs, Speicher und lokaler Datenträger inbegriffen; ein Preis, nicht nach Region gestaffelt. 6,305 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s spot price for North America; spot capacity can be reclaimed. $2.616 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-h200/prices/spot/note</extracomment>
        <translation>Der Spot-Preis von CoreWeave für Nordamerika; Spot-Kapazität kann zurückgefordert werden. 2,616 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s on-demand list price for the 8-GPU instance, host CPUs, memory and local disk included; one price, not set by region. $8.600 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-b200/prices/on_demand/note</extracomment>
        <translation>Der On-Demand-Listenpreis von CoreWeave für die Instanz mit 8 GPUs, Host-CPUs, Speicher und lokaler Datenträger inbegriffen; ein Preis, nicht nach Region gestaffelt. 8,600 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>CoreWeave&apos;s spot price for North America; spot capacity can be reclaimed. $4.264 per GPU-hour.</source>
        <extracomment>offers.json: offers/coreweave-hgx-b200/prices/spot/note</extracomment>
        <translation>Der Spot-Preis von CoreWeave für Nordamerika; Spot-Kapazität kann zurückgefordert werden. 4,264 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>8 H100 80 GB GPUs (the H100 row with AcceleratorCount 8 that prices this machine&apos;s GPUs).</source>
        <extracomment>offers.json: offers/gcp-a3-highgpu-8g-us-east4/chips/note; instances.json: instances/gcp-a3-highgpu-8g/chips/note</extracomment>
        <translation>8 H100-GPUs mit 80 GB (die H100-Zeile mit AcceleratorCount 8, die die GPUs dieser Maschine bepreist).</translation>
    </message>
    <message>
        <source>The machine&apos;s row ($9.46006) plus the row for its 8 H100 GPUs ($78.37241), us-east4 (zones a to c alike): $10.98 per GPU-hour. The same file prices the 8 GPUs at only $33.60609 in us-central1 and a few other regions, less than half of this, which looks like another SKU; that region is not used.</source>
        <extracomment>offers.json: offers/gcp-a3-highgpu-8g-us-east4/prices/on_demand/note</extracomment>
        <translation>Die Zeile der Maschine (9,46006 $) plus die Zeile für ihre 8 H100-GPUs (78,37241 $), us-east4 (Zonen a bis c gleich): 10,98 $ pro GPU-Stunde. Dieselbe Datei bepreist die 8 GPUs in us-central1 und einigen anderen Regionen mit nur 33,60609 $, weniger als der Hälfte davon, was nach einer anderen SKU aussieht; diese Region wird nicht verwendet.</translation>
    </message>
    <message>
        <source>Spot machine ($2.15966) plus spot GPUs ($17.8848), us-east4: $2.51 per GPU-hour; Google can reclaim spot VMs at any time.</source>
        <extracomment>offers.json: offers/gcp-a3-highgpu-8g-us-east4/prices/spot/note</extracomment>
        <translation>Spot-Maschine (2,15966 $) plus Spot-GPUs (17,8848 $), us-east4: 2,51 $ pro GPU-Stunde; Google kann Spot-VMs jederzeit zurückfordern.</translation>
    </message>
    <message>
        <source>8 H200 141 GB GPUs (the H200 row with AcceleratorCount 8).</source>
        <extracomment>offers.json: offers/gcp-a3-ultragpu-8g-us-east4/chips/note; instances.json: instances/gcp-a3-ultragpu-8g/chips/note</extracomment>
        <translation>8 H200-GPUs mit 141 GB (die H200-Zeile mit AcceleratorCount 8).</translation>
    </message>
    <message>
        <source>The machine&apos;s row ($12.266) plus the row for its 8 H200 GPUs ($74.49392), us-east4 (the same in us-central1 and us-west1): $10.84 per GPU-hour.</source>
        <extracomment>offers.json: offers/gcp-a3-ultragpu-8g-us-east4/prices/on_demand/note</extracomment>
        <translation>Die Zeile der Maschine (12,266 $) plus die Zeile für ihre 8 H200-GPUs (74,49392 $), us-east4 (ebenso in us-central1 und us-west1): 10,84 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>Spot machine ($2.80034) plus spot GPUs ($29.2536), us-east4: $4.01 per GPU-hour.</source>
        <extracomment>offers.json: offers/gcp-a3-ultragpu-8g-us-east4/prices/spot/note</extracomment>
        <translation>Spot-Maschine (2,80034 $) plus Spot-GPUs (29,2536 $), us-east4: 4,01 $ pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>8 B200 GPUs (the B200 row with AcceleratorCount 8).</source>
        <extracomment>offers.json: offers/gcp-a4-highgpu-8g-us-east4/chips/note; instances.json: instances/gcp-a4-highgpu-8g/chips/note</extracomment>
        <translation>8 B200-GPUs (die B200-Zeile mit AcceleratorCount 8).</translation>
    </message>
    <message>
        <source>8 GPUs per VM. The SkyPilot copy gives AcceleratorCount 12, which no ND v5 VM has; Microsoft&apos;s ND H100 v5 series pages (not read here) describe eight GPUs, hence an estimate.</source>
        <extracomment>offers.json: offers/azure-standard_nd96isr_h100_v5-eastus/chips/note; instances.json: instances/azure-Standard_ND96isr_H100_v5/chips/note</extracomment>
        <translation>8 GPUs pro VM. Die SkyPilot-Kopie nennt AcceleratorCount 12, was keine ND-v5-VM hat; die Seiten von Microsoft zur Serie ND H100 v5 (hier nicht gelesen) beschreiben acht GPUs, daher eine Schätzung.</translation>
    </message>
    <message>
        <source>Pay-as-you-go Linux price in eastus (the same in eastus2; $127.816 in westus): $12.29 per GPU-hour. The file repeats it as the spot price, so no spot price is taken from it.</source>
        <extracomment>offers.json: offers/azure-standard_nd96isr_h100_v5-eastus/prices/on_demand/note</extracomment>
        <translation>Pay-as-you-go-Preis für Linux in eastus (ebenso in eastus2; 127,816 $ in westus): 12,29 $ pro GPU-Stunde. Die Datei wiederholt ihn als Spot-Preis; ein Spot-Preis wird daher nicht aus ihr übernommen.</translation>
    </message>
    <message>
        <source>8 H200 GPUs per VM, as for the H100 v5 series; not in the file.</source>
        <extracomment>offers.json: offers/azure-standard_nd96isr_h200_v5/chips/note; instances.json: instances/azure-Standard_ND96isr_H200_v5/chips/note</extracomment>
        <translation>8 H200-GPUs pro VM, wie bei der Serie H100 v5; nicht in der Datei.</translation>
    </message>
    <message>
        <source>Seed-001 presents this as an estimate that already accounts for typical utilisation; precision is not stated. Check it against 6 x parameters x tokens/s: for the large models it needs far more FLOP/s than the chip&apos;s peak, so treat it as not physically achievable.</source>
        <extracomment>measurements.json: measurements/s001-trn3-gpt3-175b-train-tput/figure/note; measurements.json: measurements/s001-h100-gpt3-175b-train-tput/figure/note; measurements.json: measurements/s001-trn3-llama70b-train-tput/figure/note; and 5 more</extracomment>
        <translation>Seed-001 stellt dies als Schätzung dar, die typische Auslastung bereits berücksichtigt; die Präzision ist nicht genannt. Prüfen Sie sie gegen 6 x Parameter x Token/s: Für die großen Modelle braucht sie weit mehr FLOP/s als der Spitzenwert des Chips; behandeln Sie sie daher als physikalisch nicht erreichbar.</translation>
    </message>
    <message>
        <source>Range printed by seed-001 without a stated method or precision; the article&apos;s large-model MFU is higher on Trainium3 than on H100.</source>
        <extracomment>measurements.json: measurements/s001-trn3-gpt3-175b-train-mfu/low/note; measurements.json: measurements/s001-trn3-gpt3-175b-train-mfu/high/note; measurements.json: measurements/s001-trn3-llama70b-train-mfu/low/note; and 9 more</extracomment>
        <translation>Bandbreite, die seed-001 ohne genannte Methode oder Präzision abdruckt; die MFU des Artikels für große Modelle ist auf Trainium3 höher als auf H100.</translation>
    </message>
    <message>
        <source>Seed-001&apos;s cost to train on 300 billion tokens. Stated assumptions: on-demand prices, peak FLOP/s, 50 % MFU on average, plus 15 % overhead for checkpoints, data loading and restarts; the peak and the hourly rate are the article&apos;s own (assumed_peak, assumed_price), so the check holds each total to the article&apos;s inputs.</source>
        <extracomment>measurements.json: measurements/s001-trn3-llama70b-cost-300b/figure/note; measurements.json: measurements/s001-h100-llama70b-cost-300b/figure/note; measurements.json: measurements/s001-trn3-gpt3-175b-cost-300b/figure/note; and 5 more</extracomment>
        <translation>Die Kosten von seed-001 für ein Training mit 300 Milliarden Token. Genannte Annahmen: On-Demand-Preise, Spitzen-FLOP/s, im Mittel 50 % MFU, dazu 15 % Aufschlag für Checkpoints, Laden der Daten und Neustarts; Spitzenwert und Stundenpreis sind die eigenen des Artikels (assumed_peak, assumed_price), die Prüfung misst jede Summe also an den Eingaben des Artikels.</translation>
    </message>
    <message>
        <source>vLLM with FP8 weights on one GPU, from vLLM-team and independent runs as reported by seed-000; approximate.</source>
        <extracomment>measurements.json: measurements/s000-h200-llama70b-infer-b8/figure/note</extracomment>
        <translation>vLLM mit FP8-Gewichten auf einer GPU, aus Läufen des vLLM-Teams und unabhängigen Läufen, wie seed-000 berichtet; ungefähr.</translation>
    </message>
    <message>
        <source>Same setup at batch 32; approximate. Seed-000&apos;s cost table uses the batch-8 number instead.</source>
        <extracomment>measurements.json: measurements/s000-h200-llama70b-infer-b32/figure/note</extracomment>
        <translation>Gleicher Aufbau bei Batch 32; ungefähr. Die Kostentabelle von seed-000 verwendet stattdessen die Zahl für Batch 8.</translation>
    </message>
    <message>
        <source>Relayed by the article as AWS-internal data at batch 32 and above, and partly extrapolated from Trainium2 results (Llama 2 70B) with AWS&apos;s &apos;up to 4.4x&apos; UltraServer claim; no AWS page states it and no third party had reproduced it by July 2026, so it is an estimate, not a vendor figure. The article never says whether it is per chip, per NeuronCore or per instance; its own cost arithmetic works only per NeuronCore. Per chip is assumed here because the unit field requires one. Precision not stated.</source>
        <extracomment>measurements.json: measurements/s000-trn3-llama70b-infer-b32/figure/note</extracomment>
        <translation>Vom Artikel als AWS-interne Daten bei Batch 32 und mehr weitergegeben und teils aus Ergebnissen von Trainium2 (Llama 2 70B) mit der UltraServer-Aussage von AWS („bis zu 4,4-mal“) hochgerechnet; keine AWS-Seite nennt sie, und kein Dritter hatte sie bis Juli 2026 nachvollzogen; sie ist daher eine Schätzung, keine Herstellerangabe. Der Artikel sagt nie, ob sie pro Chip, pro NeuronCore oder pro Instanz gilt; seine eigene Kostenrechnung geht nur pro NeuronCore auf. Hier wird pro Chip angenommen, weil das Einheitenfeld eine Angabe verlangt. Präzision nicht genannt.</translation>
    </message>
    <message>
        <source>The article&apos;s own estimate for FP8 serving; batch size not stated.</source>
        <extracomment>measurements.json: measurements/s000-b200-llama70b-infer/figure/note</extracomment>
        <translation>Die eigene Schätzung des Artikels für Serving in FP8; Batchgröße nicht genannt.</translation>
    </message>
    <message>
        <source>AWS-native team serving a Neuron-supported model at batch 32</source>
        <extracomment>presets/seed000-aws-native-neuron-inference.json: name</extracomment>
        <translation>AWS-natives Team betreibt ein von Neuron unterstütztes Modell bei Batch 32</translation>
    </message>
    <message>
        <source>Seed 000&apos;s first row: a team already living in AWS, a model Neuron supports, and dense serving at batch 32 or more. The article says Trainium 3 is worth evaluating there once the per-token math and the porting weeks are counted. Encoded as Llama 3 70B served in fp8 at batch 32, 5 billion tokens a day, not latency-bound, by an AWS-native team; AWS and Spheron offers, as the article compares.</source>
        <extracomment>presets/seed000-aws-native-neuron-inference.json: description</extracomment>
        <translation>Die erste Zeile von Seed 000: ein Team, das bereits ganz in AWS arbeitet, ein Modell, das Neuron unterstützt, und dichtes Serving bei Batch 32 oder mehr. Laut Artikel lohnt es sich dort, Trainium 3 zu prüfen, sobald die Rechnung pro Token und die Wochen der Portierung gezählt sind. Umgesetzt als Llama 3 70B, in FP8 bei Batch 32 betrieben, 5 Milliarden Token am Tag, nicht latenzgebunden, von einem AWS-nativen Team; Angebote von AWS und Spheron, wie der Artikel sie vergleicht.</translation>
    </message>
    <message>
        <source>Serving stack on vLLM, SGLang or TensorRT-LLM</source>
        <extracomment>presets/seed000-cuda-serving-stack.json: name</extracomment>
        <translation>Serving-Stack auf vLLM, SGLang oder TensorRT-LLM</translation>
    </message>
    <message>
        <source>Seed 000&apos;s second row: any stack that leans on vLLM, SGLang, TensorRT-LLM or custom CUDA kernels. The article sends these to H200 or B200 GPUs, because nothing has to be migrated. Encoded as Llama 3 70B served at batch 8 for latency-sensitive traffic, 1 billion tokens a day, with TensorRT-LLM engines, AWQ/GPTQ kernels and FlashAttention-3 in the stack.</source>
        <extracomment>presets/seed000-cuda-serving-stack.json: description</extracomment>
        <translation>Die zweite Zeile von Seed 000: jeder Stack, der sich auf vLLM, SGLang, TensorRT-LLM oder eigene CUDA-Kernels stützt. Der Artikel schickt solche Teams zu H200- oder B200-GPUs, weil nichts migriert werden muss. Umgesetzt als Llama 3 70B, bei Batch 8 für latenzkritischen Verkehr betrieben, 1 Milliarde Token am Tag, mit TensorRT-LLM-Engines, AWQ-/GPTQ-Kernels und FlashAttention-3 im Stack.</translation>
    </message>
    <message>
        <source>Large-scale pretraining inside AWS</source>
        <extracomment>presets/seed000-large-pretraining-aws.json: name</extracomment>
        <translation>Großes Pretraining innerhalb von AWS</translation>
    </message>
    <message>
        <source>Seed 000&apos;s fifth row: big pretraining runs by a team whose data and tooling already live in AWS. The article says Trainium 3 is worth pricing: weigh the weeks of migration against the savings over the training volume. Encoded as a Llama 3 70B model pretrained on 1 trillion tokens twice a year on 512 chips by an AWS-native team; AWS and Spheron offers, as the article compares.</source>
        <extracomment>presets/seed000-large-pretraining-aws.json: description</extracomment>
        <translation>Die fünfte Zeile von Seed 000: große Pretraining-Läufe eines Teams, dessen Daten und Werkzeuge bereits in AWS liegen. Laut Artikel lohnt es sich, Trainium 3 durchzurechnen: Wiegen Sie die Wochen der Migration gegen die Ersparnis über das Trainingsvolumen ab. Umgesetzt als Modell der Größe Llama 3 70B, zweimal im Jahr auf 1 Billion Token mit 512 Chips vortrainiert, von einem AWS-nativen Team; Angebote von AWS und Spheron, wie der Artikel sie vergleicht.</translation>
    </message>
    <message>
        <source>One fleet for both training and inference</source>
        <extracomment>presets/seed000-mixed-fleet.json: name</extracomment>
        <translation>Eine Flotte für Training und Inferenz</translation>
    </message>
    <message>
        <source>Seed 000&apos;s last row: a fleet that both trains and serves. The article prefers CUDA because one stack runs both unchanged, while Trainium would need a separate Neuron port for training and for serving. Encoded as a Llama 3 70B model trained twice a year on 100 billion tokens and served at batch 16, 500 million tokens a day, with vLLM&apos;s AWQ/GPTQ kernels and FlashAttention-3 in the serving path. The article&apos;s reason is the software stack, so the software ecosystem is weighted 5, as the seed 001 mixed-workload preset does.</source>
        <extracomment>presets/seed000-mixed-fleet.json: description</extracomment>
        <translation>Die letzte Zeile von Seed 000: eine Flotte, die sowohl trainiert als auch ausliefert. Der Artikel bevorzugt CUDA, weil ein Stack beides unverändert leistet, während Trainium eine eigene Neuron-Portierung für Training und für Serving bräuchte. Umgesetzt als Modell der Größe Llama 3 70B, zweimal im Jahr auf 100 Milliarden Token trainiert und bei Batch 16 betrieben, 500 Millionen Token am Tag, mit den AWQ-/GPTQ-Kernels von vLLM und FlashAttention-3 im Serving-Pfad. Der Grund des Artikels ist der Software-Stack; das Software-Ökosystem ist daher mit 5 gewichtet, wie in der Vorlage von Seed 001 für gemischte Arbeitslasten.</translation>
    </message>
    <message>
        <source>Portability requirement: must be able to switch providers</source>
        <extracomment>presets/seed000-portability-requirement.json: name</extracomment>
        <translation>Portabilität gefordert: Der Anbieter muss wechselbar sein</translation>
    </message>
    <message>
        <source>Seed 000&apos;s third row: the organisation requires that workloads can move between providers and must not depend on one vendor. The article&apos;s answer is CUDA GPU clouds only, since Trainium is rented by AWS alone. Encoded as Llama 3 70B serving at batch 32, 1 billion tokens a day, with multi-cloud required.</source>
        <extracomment>presets/seed000-portability-requirement.json: description</extracomment>
        <translation>Die dritte Zeile von Seed 000: Die Organisation verlangt, dass Arbeitslasten zwischen Anbietern wechseln können und von keinem einzelnen Hersteller abhängen. Die Antwort des Artikels sind ausschließlich CUDA-GPU-Clouds, da nur AWS Trainium vermietet. Umgesetzt als Serving von Llama 3 70B bei Batch 32, 1 Milliarde Token am Tag, mit Multi-Cloud als Pflicht.</translation>
    </message>
    <message>
        <source>Spot-only budget for batch inference</source>
        <extracomment>presets/seed000-spot-batch-inference.json: name</extracomment>
        <translation>Budget nur für Spot bei Batch-Inferenz</translation>
    </message>
    <message>
        <source>Seed 000&apos;s fourth row: interruptible, budget work such as embeddings or asynchronous batch inference that should only ever run on spot capacity. The article points to H200 or B200 spot because Trn3 has no spot market. Encoded as Llama 3 8B batch serving at batch 64, 5 billion tokens a day, spot only, not latency-bound.</source>
        <extracomment>presets/seed000-spot-batch-inference.json: description</extracomment>
        <translation>Die vierte Zeile von Seed 000: unterbrechbare Arbeit mit knappem Budget, etwa Embeddings oder asynchrone Batch-Inferenz, die nur je auf Spot-Kapazität laufen soll. Der Artikel verweist auf Spot für H200 oder B200, weil es für Trn3 keinen Spot-Markt gibt. Umgesetzt als Batch-Serving von Llama 3 8B bei Batch 64, 5 Milliarden Token am Tag, nur Spot, nicht latenzgebunden.</translation>
    </message>
    <message>
        <source>Large enterprise running continuous fine-tuning</source>
        <extracomment>presets/seed001-continuous-finetuning.json: name</extracomment>
        <translation>Großunternehmen mit laufendem Fine-Tuning</translation>
    </message>
    <message>
        <source>Seed 001&apos;s fourth quick rule: an AWS-native enterprise that fine-tunes without pause. The article picks Trainium3 because a steady workload gets the most out of the lower price and fine-tuning uses standard architectures Neuron handles well. Encoded as weekly fine-tunes of Llama 3 70B on 32 chips kept busy around the clock: 16 billion tokens a week is what 32 H100-class chips (989.5 dense BF16 TFLOPS each) process in seven days at 40 % MFU with 15 % overhead. 1-year commitment prices over 24 months, AWS instances only.</source>
        <extracomment>presets/seed001-continuous-finetuning.json: description</extracomment>
        <translation>Die vierte Faustregel von Seed 001: ein AWS-natives Unternehmen, das ohne Pause feinabstimmt. Der Artikel wählt Trainium3, weil eine gleichmäßige Last am meisten aus dem niedrigeren Preis holt und Fine-Tuning Standardarchitekturen nutzt, mit denen Neuron gut umgeht. Umgesetzt als wöchentliches Fine-Tuning von Llama 3 70B auf 32 Chips, rund um die Uhr ausgelastet: 16 Milliarden Token pro Woche verarbeiten 32 Chips der H100-Klasse (je 989,5 TFLOPS dicht in BF16) in sieben Tagen bei 40 % MFU mit 15 % Aufschlag. Preise mit 1-Jahres-Bindung über 24 Monate, nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Mixed NLP, vision and reinforcement-learning workloads</source>
        <extracomment>presets/seed001-mixed-nlp-cv-rl.json: name</extracomment>
        <translation>Gemischte Arbeitslasten aus NLP, Bildverarbeitung und Reinforcement Learning</translation>
    </message>
    <message>
        <source>Seed 001&apos;s last quick rule: a team whose work spans language, vision and reinforcement learning. The article picks H100 because CUDA covers every model type while Trainium3 is tuned for transformers. The model has no lever for model families, so this is encoded as a non-standard 3B architecture (custom attention) with Triton kernels and torch.cuda-dispatching libraries, trained in frequent small runs, with the software ecosystem weighted 5 (the article&apos;s reason); AWS instances only.</source>
        <extracomment>presets/seed001-mixed-nlp-cv-rl.json: description</extracomment>
        <translation>Die letzte Faustregel von Seed 001: ein Team, dessen Arbeit Sprache, Bildverarbeitung und Reinforcement Learning umfasst. Der Artikel wählt H100, weil CUDA jede Modellart abdeckt, während Trainium3 auf Transformer ausgerichtet ist. Das Modell hat keinen Hebel für Modellfamilien; umgesetzt ist dies daher als nicht standardmäßige 3B-Architektur (eigene Attention) mit Triton-Kernels und Bibliotheken, die über torch.cuda verzweigen, trainiert in häufigen kleinen Läufen, mit dem Software-Ökosystem mit 5 gewichtet (der Grund des Artikels); nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Enterprise with a multi-cloud mandate</source>
        <extracomment>presets/seed001-multi-cloud-enterprise.json: name</extracomment>
        <translation>Unternehmen mit Multi-Cloud-Vorgabe</translation>
    </message>
    <message>
        <source>Seed 001&apos;s second quick rule: an enterprise that must run across clouds. The article picks H100, because the portability requirement removes Trainium3 before cost is even considered. Encoded as a Llama 3 70B model trained four times a year on 200 billion tokens, multi-cloud required; AWS instances only, as the article compares.</source>
        <extracomment>presets/seed001-multi-cloud-enterprise.json: description</extracomment>
        <translation>Die zweite Faustregel von Seed 001: ein Unternehmen, das über mehrere Clouds hinweg arbeiten muss. Der Artikel wählt H100, weil die Portabilitätsanforderung Trainium3 ausschließt, bevor die Kosten überhaupt betrachtet werden. Umgesetzt als Modell der Größe Llama 3 70B, viermal im Jahr auf 200 Milliarden Token trainiert, Multi-Cloud als Pflicht; nur AWS-Instanzen, wie der Artikel vergleicht.</translation>
    </message>
    <message>
        <source>Research lab testing novel architectures</source>
        <extracomment>presets/seed001-novel-architecture-lab.json: name</extracomment>
        <translation>Forschungslabor, das neuartige Architekturen erprobt</translation>
    </message>
    <message>
        <source>Seed 001&apos;s third quick rule: a lab trying out new architectures. The article picks H100: writing custom CUDA kernels and iterating fast is worth more than the saving, and Neuron compiler issues would eat research time. Encoded as a novel 3B-parameter design with custom CUDA kernels, trained in many small experiments (10 billion tokens, 24 runs a year); AWS instances only. The research flag raises the software ecosystem&apos;s weight and the share of new-architecture support in it.</source>
        <extracomment>presets/seed001-novel-architecture-lab.json: description</extracomment>
        <translation>Die dritte Faustregel von Seed 001: ein Labor, das neue Architekturen ausprobiert. Der Artikel wählt H100: Eigene CUDA-Kernels zu schreiben und schnell zu iterieren ist mehr wert als die Ersparnis, und Probleme mit dem Neuron-Compiler würden Forschungszeit kosten. Umgesetzt als neuartiges Design mit 3B Parametern und eigenen CUDA-Kernels, trainiert in vielen kleinen Experimenten (10 Milliarden Token, 24 Läufe im Jahr); nur AWS-Instanzen. Die Forschungsmarkierung erhöht das Gewicht des Software-Ökosystems und darin den Anteil der Unterstützung neuer Architekturen.</translation>
    </message>
    <message>
        <source>Startup pre-training a 70B model</source>
        <extracomment>presets/seed001-startup-70b.json: name</extracomment>
        <translation>Startup trainiert ein 70B-Modell vor</translation>
    </message>
    <message>
        <source>Seed 001&apos;s first quick rule: a startup pretraining a 70B language model. The article picks Trainium3 for a 45 % saving on a run of about $300K, with plain PyTorch, a standard transformer and a one-year Savings Plan. Encoded as one 300-billion-token Llama 3 70B run a year on 256 chips, at 1-year commitment prices over 12 months, AWS instances only.</source>
        <extracomment>presets/seed001-startup-70b.json: description</extracomment>
        <translation>Die erste Faustregel von Seed 001: ein Startup, das ein 70B-Sprachmodell vortrainiert. Der Artikel wählt Trainium3 wegen 45 % Ersparnis bei einem Lauf von etwa 300 Tsd. $, mit reinem PyTorch, einem Standard-Transformer und einem einjährigen Savings Plan. Umgesetzt als ein Lauf von Llama 3 70B mit 300 Milliarden Token im Jahr auf 256 Chips, zu Preisen mit 1-Jahres-Bindung über 12 Monate, nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Large run needed soon, GPUs scarce in your region</source>
        <extracomment>presets/seed003-capacity-constrained.json: name</extracomment>
        <translation>Großer Lauf bald nötig, GPUs in Ihrer Region knapp</translation>
    </message>
    <message>
        <source>Seed 003&apos;s sixth row: a big run has to start within weeks and GPU blocks in the team&apos;s region are on a waitlist. The article leans Trainium because AWS makes its own chips and can more often hand over a block at short notice. The catalog has no regional capacity data, so the team&apos;s knowledge enters as its own capacity scores (GPUs 0.25, Trainium 0.75) with capacity weighted 5; the run is a 70B model on 500 billion tokens and 256 chips, with a 6-week deadline, AWS instances only.</source>
        <extracomment>presets/seed003-capacity-constrained.json: description</extracomment>
        <translation>Die sechste Zeile von Seed 003: Ein großer Lauf muss binnen Wochen beginnen, und GPU-Blöcke in der Region des Teams stehen auf einer Warteliste. Der Artikel neigt zu Trainium, weil AWS seine Chips selbst herstellt und öfter kurzfristig einen Block bereitstellen kann. Der Katalog hat keine Daten zur regionalen Kapazität; das Wissen des Teams geht daher als eigene Kapazitätsbewertungen ein (GPUs 0,25, Trainium 0,75), mit Kapazität mit 5 gewichtet; der Lauf ist ein 70B-Modell auf 500 Milliarden Token und 256 Chips, mit einer Frist von 6 Wochen, nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>CUDA-native team with modest training volume</source>
        <extracomment>presets/seed003-cuda-native-modest-volume.json: name</extracomment>
        <translation>CUDA-natives Team mit mäßigem Trainingsvolumen</translation>
    </message>
    <message>
        <source>Seed 003&apos;s seventh row: a team whose tools and habits are built around CUDA and which trains only occasionally. The article leans GPU, since at low volume the cost of switching outweighs the saving; it suggests looking again when volume grows. Encoded as two 50-billion-token runs a year of an 8B model, with Triton kernels, FlashAttention-3 and torch.cuda calls throughout the code; AWS instances only.</source>
        <extracomment>presets/seed003-cuda-native-modest-volume.json: description</extracomment>
        <translation>Die siebte Zeile von Seed 003: ein Team, dessen Werkzeuge und Gewohnheiten auf CUDA aufbauen und das nur gelegentlich trainiert. Der Artikel neigt zur GPU, da bei geringem Volumen die Kosten des Wechsels die Ersparnis übersteigen; er rät, erneut zu prüfen, wenn das Volumen wächst. Umgesetzt als zwei Läufe eines 8B-Modells mit je 50 Milliarden Token im Jahr, mit Triton-Kernels, FlashAttention-3 und torch.cuda-Aufrufen im ganzen Code; nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Model built on heavy custom CUDA kernels</source>
        <extracomment>presets/seed003-heavy-custom-cuda.json: name</extracomment>
        <translation>Modell, das stark auf eigenen CUDA-Kernels beruht</translation>
    </message>
    <message>
        <source>Seed 003&apos;s fourth row: a model whose speed comes from hand-written CUDA and Triton kernels. The article leans GPU: rewriting those kernels for Neuron (NKI) takes a month or more, and that engineering can cancel the cheaper hardware. Encoded as a 13B model with a custom attention path, custom CUDA and Triton kernels and FlashAttention-3, trained four times a year on 100 billion tokens; AWS instances only.</source>
        <extracomment>presets/seed003-heavy-custom-cuda.json: description</extracomment>
        <translation>Die vierte Zeile von Seed 003: ein Modell, dessen Geschwindigkeit von handgeschriebenen CUDA- und Triton-Kernels kommt. Der Artikel neigt zur GPU: Diese Kernels für Neuron (NKI) neu zu schreiben dauert einen Monat oder länger, und dieser Aufwand kann die günstigere Hardware aufwiegen. Umgesetzt als 13B-Modell mit eigenem Attention-Pfad, eigenen CUDA- und Triton-Kernels und FlashAttention-3, viermal im Jahr auf 100 Milliarden Token trainiert; nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Fast-moving research on brand-new architectures</source>
        <extracomment>presets/seed003-new-architecture-research.json: name</extracomment>
        <translation>Schnelllebige Forschung an brandneuen Architekturen</translation>
    </message>
    <message>
        <source>Seed 003&apos;s third row: research on model designs published weeks ago. The article leans GPU because new designs run on CUDA from day one while Neuron support can trail, and because iterating quickly matters more than the price of each run. Encoded as a novel 7B-parameter architecture trained in many short experiments (20 billion tokens, 24 runs a year on 32 chips); AWS instances only. The research flag raises the software ecosystem&apos;s weight.</source>
        <extracomment>presets/seed003-new-architecture-research.json: description</extracomment>
        <translation>Die dritte Zeile von Seed 003: Forschung an Modelldesigns, die vor wenigen Wochen veröffentlicht wurden. Der Artikel neigt zur GPU, weil neue Designs vom ersten Tag an auf CUDA laufen, während die Unterstützung in Neuron hinterherhinken kann, und weil schnelles Iterieren mehr zählt als der Preis jedes Laufs. Umgesetzt als neuartige Architektur mit 7B Parametern, trainiert in vielen kurzen Experimenten (20 Milliarden Token, 24 Läufe im Jahr auf 32 Chips); nur AWS-Instanzen. Die Forschungsmarkierung erhöht das Gewicht des Software-Ökosystems.</translation>
    </message>
    <message>
        <source>A single training run, then done</source>
        <extracomment>presets/seed003-one-off-run.json: name</extracomment>
        <translation>Ein einziger Trainingslauf, dann Schluss</translation>
    </message>
    <message>
        <source>Seed 003&apos;s fifth row: one training run with nothing planned after it. The article leans GPU, usually: with no later runs to spread the port over, a port costs more than it saves unless the model moves over trivially. Encoded as one 200-billion-token run of an 8B Llama-class model on 64 chips within a 12-month horizon, by a team new to Neuron; AWS instances only. A much larger single run could repay the port on its own.</source>
        <extracomment>presets/seed003-one-off-run.json: description</extracomment>
        <translation>Die fünfte Zeile von Seed 003: ein Trainingslauf, nach dem nichts weiter geplant ist. Der Artikel neigt meist zur GPU: Ohne spätere Läufe, auf die sich die Portierung verteilt, kostet eine Portierung mehr, als sie spart, es sei denn, das Modell lässt sich mühelos übertragen. Umgesetzt als ein Lauf eines 8B-Modells der Llama-Klasse mit 200 Milliarden Token auf 64 Chips innerhalb eines Zeitraums von 12 Monaten, von einem Team ohne Neuron-Erfahrung; nur AWS-Instanzen. Ein viel größerer einzelner Lauf könnte die Portierung allein wieder einspielen.</translation>
    </message>
    <message>
        <source>Cost-sensitive ongoing pretraining of a standard transformer</source>
        <extracomment>presets/seed003-ongoing-pretraining.json: name</extracomment>
        <translation>Kostenbewusstes fortlaufendes Pretraining eines Standard-Transformers</translation>
    </message>
    <message>
        <source>Seed 003&apos;s second row: a team that keeps pretraining a mainstream transformer and watches the bill. The article calls this the textbook Trainium case, since a large recurring spend makes a 30-50 % per-dollar edge worth a one-time port. Encoded as a Llama 3 70B-shaped model, 300 billion tokens a run, three runs a year on 256 chips, bought on 1-year commitments because seed 003 advises reserving capacity for large recurring runs; AWS instances only.</source>
        <extracomment>presets/seed003-ongoing-pretraining.json: description</extracomment>
        <translation>Die zweite Zeile von Seed 003: ein Team, das fortlaufend einen gängigen Transformer vortrainiert und auf die Rechnung achtet. Der Artikel nennt dies den Lehrbuchfall für Trainium, da hohe wiederkehrende Ausgaben einen Vorteil von 30-50 % pro Dollar eine einmalige Portierung wert machen. Umgesetzt als Modell in der Form von Llama 3 70B, 300 Milliarden Token pro Lauf, drei Läufe im Jahr auf 256 Chips, gekauft mit 1-Jahres-Bindung, weil seed 003 rät, für große wiederkehrende Läufe Kapazität zu reservieren; nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Repeated fine-tuning of a Llama-class model</source>
        <extracomment>presets/seed003-repeated-finetuning.json: name</extracomment>
        <translation>Wiederholtes Fine-Tuning eines Modells der Llama-Klasse</translation>
    </message>
    <message>
        <source>Seed 003, first row of its scenario table: an open-weight Llama-class model fine-tuned again and again on fresh data. The article leans Trainium: the architecture is one Neuron already supports, so the port is short and is spread over many runs. Encoded as full fine-tuning of Llama 3 70B, 5 billion tokens a run, every month, on 32 chips, by a team new to Neuron, AWS instances only.</source>
        <extracomment>presets/seed003-repeated-finetuning.json: description</extracomment>
        <translation>Seed 003, erste Zeile seiner Szenariotabelle: ein Modell der Llama-Klasse mit offenen Gewichten, das immer wieder auf frischen Daten feinabgestimmt wird. Der Artikel neigt zu Trainium: Die Architektur unterstützt Neuron bereits, die Portierung ist also kurz und verteilt sich auf viele Läufe. Umgesetzt als vollständiges Fine-Tuning von Llama 3 70B, 5 Milliarden Token pro Lauf, jeden Monat, auf 32 Chips, von einem Team ohne Neuron-Erfahrung, nur AWS-Instanzen.</translation>
    </message>
    <message>
        <source>Stable model, growing training bill, already on AWS</source>
        <extracomment>presets/seed003-stable-growing-bill-aws.json: name</extracomment>
        <translation>Stabiles Modell, wachsende Trainingsrechnung, bereits auf AWS</translation>
    </message>
    <message>
        <source>Seed 003&apos;s last row: the architecture has stopped changing, the training bill keeps rising and everything already runs on AWS (P5 today). The article calls this the moment to move to Trainium: pay for the port once and keep the saving. Encoded as a Llama 3 70B model retrained six times a year on 200 billion tokens over a 36-month horizon by an AWS-native team, with AWS P5 as the baseline and AWS instances only.</source>
        <extracomment>presets/seed003-stable-growing-bill-aws.json: description</extracomment>
        <translation>Die letzte Zeile von Seed 003: Die Architektur ändert sich nicht mehr, die Trainingsrechnung steigt weiter, und alles läuft bereits auf AWS (heute P5). Der Artikel nennt dies den richtigen Moment für den Umstieg auf Trainium: die Portierung einmal bezahlen und die Ersparnis behalten. Umgesetzt als Modell der Größe Llama 3 70B, sechsmal im Jahr auf 200 Milliarden Token neu trainiert, über einen Zeitraum von 36 Monaten, von einem AWS-nativen Team, mit AWS P5 als Vergleichsbasis und nur AWS-Instanzen.</translation>
    </message>
</context>
</TS>
