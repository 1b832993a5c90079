"""A corpus of fake secrets and harmless look-alikes, by kind, for the secret filter's tests and bench.

Every key below was generated at random for this file (none is real); card numbers are
Luhn-valid and IBANs carry valid check digits, so the filter is tested on the real shapes.
"""

from __future__ import annotations

SECRETS: dict[str, tuple[str, ...]] = {
    "provider key": (
        "my openai key is sk-proj-u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj",
        "service account: sk-svcacct-IhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7DxtpYlSXp",
        "claude key sk-ant-api03-kM_R5Kjp1vRt-1fjORS_6ilI8ihN5KXSc7Tvo_hBKqFYY_kv5ZJr3J1TWDtk",
        "use ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8 to push",
        "fine-grained token 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",
        "the app installation token is ghs_fS2qHx6kwXoIIXGvOoNZYW2mZp0zVZomHFwU",
        "gitlab: glpat-ddJ8HyS5SUkCnD8zRA9a",
        "hugging face token 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 for the private model",
        "publish with npm_5DZPjN0MEQ7wjJJibaZUPgHV7iB3m03nbqns",
        "pypi upload token pypi-AgEIcHlwaS5vcmcEPH1qhT61qtc4xatws8phP9nhFyJfm5di4PzJ59FHz5r1pY4OjE2jBMptUsG",
        "stripe test key sk_test_4i9DoV8gz4FkQ1okTBGzvAmw",
        "the webhook signing secret is whsec_ufUxbvJDCTbyvHNsG9eh6Yo4gfqrc5Xl",
        "restricted key rk_live_rWi0B26R08qzjI6GKFSufrdZ",
        "sendgrid 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",
        "bot token MT3GQsMpSscDlkrCaqx9vJupc9.NBTxaQ.Wk8JzFalHlsZfYcMMDktXP_tKsf2rcDkdfrUnW",
        "post alerts to https://discord.com/api/webhooks/1234567890123456789/5gcF-Ha6ili8GjHEAD6_Wj9KfzjsQGMrb9h-ImB-LK777pzNk8cL6j5IXAAjlsHUqJoU",
        "slack bot xoxb-377602077642-6565150556130-5Vsqxezy3Lex7BWr2drgd1Qs",
        "socket mode xapp-1-AJPR16UMX1B-6883106792470-45fda9988c79fc35526f7eaed46725a2a7b860dcd6c8a1f8b46287cced9041df",
        "aws access key AKIA5AEZ732PGOJJ7G3F",
        "aws secret access key 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",
        "maps key AIzaD_eR1UYzaLiA_zNyD7CHLn_xC-1hsYgBds1",
        "oauth client secret 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",
        "google access token ya29.AWTN3lg8zV5yPU8d0FZfWe7ihGyiRUIQfHOJMaidDn87XG3_q_xbMtEPO6UkzYuF0ie9Pu2njHkAm1_5",
        "twilio api key SK574de739988b886e7577496a2c8773e1",
        "mailgun key-30f7eb19731662b5e803b61ba4168160",
        "mailchimp adb59261ff2d3c425c8d99d19bdd0b6c-us14",
        "shopify admin token 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",
        "digitalocean dop_v1_1fa1c257c6f561c5cb347611a3ce9d97dcbee500fe7ee5fc324bdb2e1142a21c",
        "jira ATATT3xFfGF0rdioyq-KvCiSGuPJ6sG=9AH=EOVezxZuJPWvHogU5nGYVHWVsUQk4DwgLGNOaeCtL31Ugq-DfcgaTMnTC0MrAU8u",
        "linear lin_api_N7kwjSbbciSPOcSeVce2LWxm090I5Qe43W6T8ygp",
        "postman PMAK-6631129f34369aad80b891ba-f90d0d3bf16295d06910bf3f5fb85967f5",
        "telegram bot 6123456789:AAok-nPTmZYl2dVAMH2vWD6qeSPt5Pv74GD",
        "square sq0atp-qQ7EyIMttFPSuEPyHnvnzX",
        "azure app secret jjY8Q~MM3JznnJAX7ebZ3C~L7csGZaF31DDxp63O",
        "databricks dapi5a0cf318656b3e6f0bade65c3b188cc1",
        "grafana service account glsa_aeA6AOSRwLqgotVz89HoZ9zDnki7XeZZ_6f74bde9",
        "new relic NRAK-9I4WORYQ1L4ARWPTU451FXJTYDF",
        "vault login hvs.0K5uY8iH1wOLaQan8ePsqMgL",
        "pulumi pul-475eb46c5296f62e338d74ff1fe4f7f505aef9eb",
        "aliyun LTAIBA9RelOxOPbbNcRV7vZg",
        "tencent cloud AKIDGEFW5jcnTAOivg3QxvEXHJX6nsBvBqJd",
        "notion integration ntn_0ssw0FzvGr3GwnPFYhvmuTtiLOfYczUJ4zIKdztgacm06E",
        "replicate r8_MXQdYG6INyNjORSSM4RfncQODOWlgQl3cAXg6",
        "groq 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",
        "grok key xai-JgfPEn5jOaBaaRQh92fn3hiEbrUKpCUVl7dxXVTS2jUWfsOJTFDQ74q69dTcada4PR0NfyttUMk931FM",
        "perplexity 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",
        "figma figd_N2FWXWD5KaPHI2ufKssJ_Sk-WzDNhY7AGbX6lTiD",
        "supabase sbp_c8af6666259bbc471fb3be24a0b80316f688d3e4",
        "docker hub dckr_pat_GeRzxWkdgeV6-iYplGODlYx5uVE",
        "age AGE-SECRET-KEY-1WTZSKRPRS7RXF5QVNUX75HSC8H7C2U0FQAVZ2WYHGUXCPYU45W78HF4WRT",
        "doppler dp.st.TCJ4jC3jrAApjbrK1svZkqFguD5EhjGdO5YQ7nJE1sh",
        "mapbox secret sk.eyJ1IjoiqWmxBqp7pgysA5kd1UsjObCZGvGiCaY18HslxBc6AnrKli1lHX.oTlmMf1f4MUFWrlniNQTOZ",
        "planetscale pscale_tkn_mLtmaeSUHA1U6dHZwvs1O38FfaA6WEi3QrplK1xckSx",
        "airtable patKM2awH7C9HehwT.7ac193fe04072755398003680e7e3b35183ef8333c4774ec50cd1c1bac7adac1",
        "facebook page token EAACEdEose0cBAjkHWGgbgek8HF0DNBZZdPaRXLujTpwrkcrOg258LewmCNybdo4zLW9cCdNpp",
    ),
    "private key": (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1zw2\n-----END RSA PRIVATE KEY-----",
        "-----BEGIN OPENSSH PRIVATE KEY-----",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----",
        "BEGIN EC PRIVATE KEY MHcCAQEEIBk7",
        "here is the key body MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQwvTWxaLYUoQXQZip2SFXy7KSE3eJdRtEqlzIq4"
        "7EuVTBZWAM8AD5qH4VFZBqplIXdsNbXlwDPyniUMyiNlCKqZKTZ7qJwdUS0d7FZTmxLoICfZfu3zMtWfNw",
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWD/G3SaoKfgFoeOASl1YCJlS24R5gA2q+yfHwuEH",
        "PuTTY-User-Key-File-3: ssh-rsa\nPrivate-Lines: 14\nAAABAQCx",
        "my wallet private key is 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "seed phrase: witch collapse practice feed shame open despair creek road again ice least",
    ),
    "JWT": (
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFuYSIsImFkbWluIjp0cnVlfQ.dozjgNryP4J3jVmNHl0w5N_XgL0",
        "session cookie: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJib2IifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "id_token=eyJraWQiOiJrMSJ9.eyJpc3MiOiJodHRwcyJ9.c2lnbmF0dXJlLWJ5dGVz",
    ),
    "password or PIN": (
        "my password is sunshine",
        "the wifi password is blue-elephant",
        "Password for the NAS: tulip",
        "my gmail password is Winter2024",
        "login: bob / pw: marmalade",
        "set my password to orangecat",
        "I changed the router password to lighthouse",
        "passphrase is correct horse battery staple",
        "hunter2 is my password",
        "use 'Kx9!mQ' as the password",
        "the door code is 4821",
        "Türcode 4821 für alle Mitbewohner",  # shared in a household, not with everyone
        "my PIN is 0000",
        "ATM pin 7351",
        "the alarm code is 2580, disarm it when you arrive",
        "CVV 382",
        "パスワードはsakura123です",
        "Wi-Fiのパスワードは「さくら」",
        "パスワードはひまわりです",
        "暗証番号は1234",
        "ログインパスワード：Tokyo2020",
        "我的密码是abc123",
        "wifi密码是 12345678",
        "支付密码：888888",
        "银行卡密码是 246810",
        "邮箱密码为 xiaoming",
        "口令是 芝麻开门",
    ),
    "env assignment": (
        "DB_PASSWORD=hunter2",
        'export OPENAI_API_KEY="abcd1234efgh5678"',
        "SECRET_KEY = 'django-insecure-7x!k2@q#'",
        "client_secret: 9f8e7d6c5b4a",
        '{"password": "Summer19"}',
        "SMTP_PASS=mailpass77",
        "STRIPE_SECRET=notsosecret42",
        "GITHUB_TOKEN=abc123def456ghi789",
        "REDIS_AUTH = swordfish",
        "jwt_secret: keyboardcat",
        "admin_pwd=letmein",
        "private_key: AbCdEf123456",
    ),
    "card": (
        "my card is 4557 8533 5223 0768",
        "visa 4557-8533-5223-0768",
        "5176942912444981 exp 09/27",
        "card number 2221 5139 1924 9574",
        "amex 3756 175244 80249",
        "discover 6011.3030.6739.4819",
        "jcb 3533029011952032",
        "unionpay 6248 0503 5507 6952 064",
        "diners 3601 957964 7007",
        "old visa 4595069521024",
    ),
    "connection string": (
        "postgres://admin:s3cretpass@db.internal:5432/app",
        "mongodb+srv://app:Tr0ub4dor@cluster0.mongodb.net/prod",
        "redis://:swordfish@cache.local:6379/0",
        "mysql://root:rootpw@127.0.0.1/shop",
        "amqp://guest:rabbitpass@mq:5672",
        "DefaultEndpointsProtocol=https;AccountName=mystore;AccountKey=Q8iCQv7B1qBoz12zlMwNGSP1DeUHn2lrHKwNPoHtScgyDG9mgAe"
        "Rtqxb7bzbS6hU6gNKDP/A0DF/nTZlrpvbA==;EndpointSuffix=core.windows.net",
        "Endpoint=sb://myns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey="
        "kxWVewygh3T1QggFkyEfnwQdydvmz8poMC6shF/b3Kw=",
        "Server=sql01;Database=crm;User Id=sa;Password=Passw0rd!;",
        "jdbc:mysql://db:3306/app?user=app&password=apppass",
        "ftp://deploy:upl0ad@files.example.org/www",
    ),
    "bank details": (
        "IBAN DE89370400440532013000",
        "my iban is FR1420041010050500013M02606",
        "sort code 20-00-00 account number 55779911",
        "routing number 021000021, account 000123456789",
        "口座番号は1234567です（普通預金）",
        "银行账号 6222 0202 0001 2345 678",
    ),
    "obfuscated": (
        "s k - p r o j - u 8 j z P d e 0 I g x L d 6 G n c f B A e p f J B d 0 K h 8",
        "g h p _ l j o Q o a F 1 L l q s a j A I x N K u 8 i S 2 G 8 N P R V d D 5 3 X 8",
        "gh\u200bp_ljoQoaF1Llqsaj\u200bAIxNKu8iS2G8NPRVdD53X8",
        "ｇｈｐ＿ｌｊｏＱｏａＦ１ＬｌｑｓａｊＡＩｘＮＫｕ８ｉＳ２Ｇ８ＮＰＲＶｄＤ５３Ｘ８",
        "first half sk-proj-u8jzPde0Igx and the second half Ld6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj",
        "the key is ghp_ljoQoaF1Llqs + ajAIxNKu8iS2G8NPRVdD53X8",
        "base64 of my token: Z2hwXzRUakxLcHZPMGhKQlc4a1JRak1EMVh6MW5oU3NheEZuY2Q1cg==",
        "YXdzX3NlY3JldF9hY2Nlc3Nfa2V5PU16b041b3VQNDdVTHZqZmI3L2tRSG4vMy95UGJUbEtHRmtyZGRZc0w=",
        "my p@ssw0rd is marigold",
        "pa$$word: goldfish",
        "my passw0rd = tangerine",
        "p a s s w o r d : nightingale",
        "my ｐａｓｓｗｏｒｄ is velvet",
        "AKIA 5AEZ 732P GOJJ 7G3F",
        "4557 8533\u200b5223 0768",
        "pass\u00adword is quartz",
    ),
}

LOOKALIKES: dict[str, tuple[str, ...]] = {
    "talk about passwords": (
        "I forgot my password again, so annoying",
        "my password is too short, I need a longer one",
        "the password must be at least 12 characters long",
        "my password is 16 characters",
        "our password policy changes next month",
        "I reset the password yesterday",
        "what is a good password manager?",
        "my password is the same as my old one, I should change it",
        "Alice asked about API keys and how to rotate them",
        "password reset emails go to spam",
        "パスワードを忘れました",
        "パスワードは8文字以上にしてください",
        "我忘记密码了",
        "密码至少需要8位",
        "the secret to this recipe is brown butter",
        "Secret: Grandma's recipe uses buttermilk",
        "Token: Sir Reginald the Brave",
        "Authorization: pending from my manager",
        "The PIN on the map marks the campsite",
        "pin 3 of the chip is ground",
        "he keeps a secret diary",
        "my pin is in my other wallet",
        "the passcode screen froze on my phone",
    ),
    "hashes and ids": (
        "the file's sha256 is b01d4921da2e055c90eb6f2aed4c21a9dbf49a067e24bdb7ec83756378368f7e",
        "fixed in commit b5539ac5ba7b4b87113c16fdf5924754ec21ef66",
        "cherry-pick 1a2b3c4 onto main",
        "the request id was 732d2e43-3ec5-46f2-a4b1-c71b106e934d",
        "md5 9e107d9d372bb6826bd81d3542a419d6",
        "image digest sha256:ff1125cf5ec72ba694165beaecba0afa707e1448c828b4136d3b97429ab7bca1",
        "integrity sha384-UcGV6JoWfeOI23MWngQFn50qFv1nlkPfoQKcMzAZHpC/sl0dtpnh6pgEbLqVE+ve",
        "my public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAITvURbGpEVT+fTmTPoeFGTy5c4oc+ojHxtLWsGI4bdRt",
        "the transaction hash 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
        "build 2024.11.3-rc2 passed",
        "c2VlIHlvdSBhdCB0aGUgbGFrZSBvbiBmcmlkYXk= is just base64 for a note",
    ),
    "numbers": (
        "ISBN 978-0-306-40615-7 is the book",
        "the ISBN is 9780306406157",
        "tracking number 1Z999AA10123456784",
        "USPS tracking 9400111899223397623910",
        "FedEx 123456789012",
        "call me at +1 415 555 0132",
        "my phone is 090-1234-5678",
        "order #4557853352",
        "IMEI 356938035643809",
        "meet at 10:30 on 2024-11-23",
        "the population was 1,234,567,890 in 2000",
        "version 4.11.2 of LangBot",
        "room 4821 on floor 3",
        "the year 2580 in the novel",
        "flight UA 857 leaves at 11:40",
    ),
    "placeholders": (
        "API_KEY=<your key here>",
        'password = "********"',
        "OPENAI_API_KEY=your_api_key_here",
        "TOKEN=${GITHUB_TOKEN}",
        "DB_PASSWORD=changeme",
        "SECRET_KEY=xxxxxxxxxxxx",
        "postgres://USER:PASSWORD@HOST:5432/DB",
        "api_key: os.environ['API_KEY']",
        "password: REDACTED",
    ),
    "urls and names": (
        "https://example.com/docs?user=alice",
        "email me at bob@example.com",
        "ssh git@github.com to test",
        "the repo is at https://github.com/langbot-app/langbot-plugin-sdk",
        "the task-force meets on Friday",
        "ask-ant-farm is a cute project name",
        "sk-8 is the name of the anime",
        "We discussed JWT authentication design",
        "Bearer bonds were popular in the 80s",
        "the skeleton key scene in the movie",
        "the wifi network is called HomeNet-5G",
        "https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
        "private key infrastructure is a hard topic",
        "BEGIN and END markers are in the docs",
    ),
}


# Written as held-out checks in the style of the issue (the filter was fixed against the misses once,
# by general rules), then added here so a regression shows.
MORE_SECRETS: dict[str, tuple[str, ...]] = {
    "env assignment": (
        "Remember my Netflix password: bluebird",
        "Password = dragonfly",
        "aws_secret_access_key: t7wRkl8OZfIa2AUk7z7gTqBu4wweocv81k2lsNaW",
        "export AWS_SECRET_ACCESS_KEY=QrZzhB4GZqT8hqt0pmpsLww0sAO+DGpUxjKbgRBW",
        "DefaultEndpointsProtocol=https;AccountName=prodlogs;AccountKey=aPHlfr8eaDB8fNcYVFAgy/9Pu6B64JMHXnB88XEYygkzXM9vqknpD8tcsFAwKYswiXXa7Dz/ygwLC72pnXD4Sg==;EndpointSuffix=core.windows.net",
        "PASSWORD=qwerty",
        'DB_PASS="letmein!"',
        "SECRET_TOKEN=HqmCd89bwojMf13ybw8u4ypIjXebblno",
        "ADMIN_PASSWORD: p4ssw0rd",
        "my password = 'correct horse'",
        "smtp password: mailer2024",
        "new password: Tr1ckyP@ss",
        "AccountKey=ofjNNgWctdRm6PppN6zuYQkTMKAzGh2Fvp1ufnHYEawoMrxQ8uZdt9B20NZm5IbXnr5m+7lX8Z8cjtVzvDUCUg==",
        "export DATABASE_PASSWORD='s3cure!'",
        'password: "hunter2"',
        "Instagram pass: m00nl1ght",
        "username: admin password: admin123",
    ),
    "password or PIN": (
        "the password for the office wifi is coffeetime",
        "My bank PIN is 9182",
        "pin: 5521",
        "our garage door code is 7734",
        "my passcode is 123456",
        "pw is tiger",
        "my password's moonlight",
        "the admin password is still admin123",
        "私のパスワードはmomo2023です",
        "パスワード：ねこねこ",
        "暗証番号は４８２１です",
        "パスワードは「うさぎ」だよ",
        "我的银行卡密码是 135790",
        "微信密码：zhangsan88",
        "my visa is 4012 8888 8888 1881 exp 12/26 cvv 123",
        "my p4ssw0rd is sunflower",
        "passwd -> orchid",
        "The pa55word is lemonade",
        "my pass is 'rainbow'",
        "fyi the wifi pass is Summer2024!",
        "login info: user alice, password x7Gp2q",
        "door pin 2468",
        "safe combination is 12-34-56",
        "the code to the door is 5590",
        "ＰＩＮ：７７２１",
        "パスワードは\u3000ｓａｋｕｒａ\u3000です",
        "アカウントのパスワードはtanuki",
        "我的QQ密码是 woaini520",
        "新密码改成了abc@123",
        "PIN = 8080",
        "cvc: 737",
        "Password for router: admin/Zx9!kk",
        "暗証番号：0000",
        "btw my steam password is Dragon1999",
        "the safe code is 0451",
        "remember: wifi pw = coffee4all",
        "Netflix login: anna@mail.com / Sunflower!",
        "my bank pin's 2580",
        "her phone unlock code is 112233",
        "my password is literally 'password'",
        "PW: zebra",
        "the vault combo: 11-22-33",
        "パスワード教えるね、hanako2001",
        "Wi-Fiのパスワード: abcd1234",
        "我的支付宝密码是147258",
        "登录密码：Qwer1234",
        "my p4ssw0rd is unicorn",
        "my email password is bluewhale",
        "the alarm PIN? it's 4455",
        "code for the lockbox is 9931",
        "here are my creds: jdoe / Spring2025!",
        "DB creds -> root:hunter22",
        "パスコードは０９１２",
        "我的工资卡密码 202020",
    ),
    "provider key": (
        "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",
        "glpat-4yWRzSaTLyvH1D0SZaoz",
        "HF token: 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",
        "//registry.npmjs.org/:_authToken=npm_c9dAtxJO8TLKsmWg3YzzYlqDvi4i5C32SSyA",
        "sk_test_J9TlxqnrDK24Syl067EK5O46",
        "whsec_EQkeIpDHahvYFevPUaKRIrOaLuAqkiL6",
        "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",
        "DISCORD_TOKEN=MTA4sZJsshFBZecwkMRu2vQuZ1.9cy0rN.DtcKZ1Dw0gBEHum3adzqxMhGx3taeY5jvDR3q9",
        "Nz6NfxGkoUKFnT2gBNm5ZliEV5.pl1Rqk.PHRZG632IeppHoRTAzHJepquXKv",
        "MIIEowIBAAKCAQEARGja3o3kV/2WHPSoIFieCIPnINFB44cHjXpcK/42PEnKYAiJ6+Rkcgkq0y2ccpPBAnb3KxrKw1nNx1XmjIMGuJpeiG8YqL9BN5GGx6KtyQqDTjD3saRZkb2l26nkaylEMyosHNwyloPdBMZQf4G9SBSqfPDA28uSwNccStq3fiOLUwQmLeR2zufwl8Y2WVWHnATriHma",
        "here: MIIJKAIBAAKCAgEAVXOEpLJ0qrqKdHsF0qHM3XlSd+D9i/MEeq6iTqTfibBb5z6/aBfCt3xq6KceMheFYV/rKSteQVz1HwG9kX0HM9awdGDwcuCMGPYTZuHVvat77J9OwPsgZt7B",
        "part 1: ghp_zymMlopiWfqUyHRS part 2: If8NFmAUNLnY5Yx0y3Rn",
        "xoxp-78799487971-707315706650-643d03464780b1161676605e8fbbba79",
        "AKIAB2GKCNZSXVL4VT45",
        "GITLAB_TOKEN=glpat-NqVwYS81VP7Hb1DX8pPd",
        "npm config set //registry.npmjs.org/:_authToken npm_5khxE3pyIgKpaUnArl63XykWZeiNNCiia3an",
        "stripe: sk_live_Xn9k3ksu9mI4ROnl89Sm995y",
        "HUGGINGFACEHUB_API_TOKEN=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",
        "openai.api_key = 'sk-2zbJYAxyL1aCcTlN99mhWp708DwGw5HqXDgLVXZx3scB8fnv'",
        "bot.run('MTIGNx6jvr7SIftRutlZfOjUSt.EkUdfM.I7zcpVMw0qDPAjd6OcZFv1niUK8iO5YAgkBxjd')",
        "Here's my key FrGY ghp_J3GxeYYXwSLQcWtxJTQr1FqXSTs98vPlL2a",
        "github token: ghp_C3J27XDCG2LmlZGEONYlgCtjfIZ4SOcMz9CP",
        "HF_TOKEN=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",
        "ANTHROPIC_API_KEY=sk-ant-api03-GODKdinZnLXicaBAg8WY1jzIRlNQb0prFmbh7-wy5yq1XoY1BaIMcAxYmfsB4HbQLXjjlAFbVV6q9rXxtNDFyuzX9k",
        "npm token npm_AdggcG9qpVTzqA05MFsHl7UeioEJP2NNern6",
        "my stripe key is sk_test_516nVberACpdclsxHKifxi5CvQUSHL8iLc7bE6wSt9",
        "sendgrid: 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",
        "glpat-LDCD1IfHWGbtMfEbo9Sh",
        "xoxb-79740542938-2577356436336-oL6uniiFw152cTe8r0khCEr7",
        "aws_access_key_id=AKIAECRCRWTBIZ3MBRPJ aws_secret_access_key=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",
        "MIIEowIBAAKCAQEAuaWdfZp+lvi60ZIF8/qR38Ony1dHqceytDbKPTF/n/pGz3cW0uABBrDSxOOyBymrEqlHXm31qzZcmzTUoRyj9nde9syxoAwuKmhr7jmPY72T3AVbfzx06UVZyvmbPkZyRHJouZrQV3xZAxjRM8mbTgDIMRBZxjX/BpYconEG4ZgzWbmHGJR1m4jfXuX8v/h2/1KZNUK9IKLdbFfu0XgOYgOjC29GFfm7sFog16pAgTtpU4r16H1UrLqE9oNTJIyJEyFzfhbIH2denCJjluEV99TARR/rjp5B42HXtVtPLx2Vm",
        "token=ya29.a0AfH6SMBxxxxxxxxxx1234567890abcdef",
    ),
    "card": (
        "card: 4111 1111 1111 1111",
        "5555-5555-5555-4444",
        "378282246310005",
        "6011 1111 1111 1117",
        "4111-1111-1111-1111",
        "4111111111111111",
        "3714 496353 98431",
        "my credit card number is 4000 0566 5566 5556",
        "card 4242 4242 4242 4242 exp 04/29",
        "Mastercard: 5105 1051 0510 5100",
        "my amex 3782-822463-10005",
        "visa 4000056655665556",
    ),
    "connection string": (
        "postgresql://app_user:Sup3rS3cret@10.0.0.5:5432/orders",
        "mongodb://admin:hunter2@mongo:27017",
        "https://deploy:lr57QqaKHsmUxhkwyjSt@git.example.com/repo.git",
        "DATABASE_URL=mysql://root:toor@localhost/db",
        "redis://default:2AsjD7N2kHD9FSUuErsEz5jh@redis-123.cloud:6379",
        "amqps://user:y0I9lO7F3vlf@broker.example:5671/vhost",
        "postgresql://admin:P@ssw0rd!@db:5432/x",
        "https://bob:secret123@example.com/",
        "ftp://user:ftppass@files.local",
    ),
    "private key": (
        "-----BEGIN PRIVATE KEY-----",
        "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIIRNPHcSke4R1J+dBi2ewQr8t4/lC4LvGNWAMsI/z0o",
    ),
    "obfuscated": (
        "g h p _ z y m M l o p i W f q U y H R S I f 8 N F m A U N L n Y 5 Y x 0 y 3 R n",
        "ghp_zymMlo\u200bpiWfqUyHRS\u2060If8NFmAUNLnY5Yx0y3Rn",
        "Z2hwX3p5bU1sb3BpV2ZxVXlIUlNJZjhORm1BVU5Mblk1WXgweTNSbg==",
        "s-k-_-l-i-v-e-_-J-X-q-u-Q-r-D-s-0-G-P-R-Z-w-w-r",
        "g h p _ P w V 8 1 A w 7 1 l 3 3 S C x 9 v H j H k m 1 x 7 2 E s S f U Q U A k N",
        "my password is p a s s w o r d 1 2 3",
        "g h p _ D 4 u f I f B K K F 0 R D t 0 X a e t n",
        "s.k.-.p.r.o.j.-.6.Q.M.f.S.t.F.U.W.S.u.s.4.j.o.w.Q.U.u.x",
        "ghp_6huTCKM658R6rCHZtD\u200buoz97U5Hpfx1xbxRzL",
        "cGFzc3dvcmQ9eVltVkt4WnlJajFM",
    ),
    "JWT": (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyIjoibWUiLCJleHAiOjE5OTk5OTk5OTl9.pYQ2OQBilCFXuF0DRkxhhl8WBH4Rax23OJvs9Vr947x",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.wwl6KcChuLc2iNkQkJnOkdsm2FC-R6YSRQr_-jf0SaW",
    ),
    "bank details": (
        "IBAN: NL91ABNA0417164300",
        "account number 12345678, sort code 40-47-84",
        "sort code 12-34-56, acc no 12345678",
        "IBAN GB82WEST12345698765432",
    ),
}
MORE_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "talk about passwords": (
        "My password is 14 characters long",
        "the password needs a number and a symbol",
        "password length should be over 12",
        "I changed my password last week",
        "the secret ingredient in her recipe is nutmeg",
        "Secret recipe: add a pinch of salt",
        "Token: Gandalf the Grey",
        "Token: the blue wizard",
        "Authorization: approved by finance",
        "Authorization: needed before the trip",
        "API_KEY=your-api-key-here",
        "SECRET_KEY=...",
        "token = 'YOUR_TOKEN'",
        "パスワードは長い方がいい",
        "パスワードの長さは12文字です",
        "密码长度至少12位",
        "Keys to success: patience and practice",
        "the key is to stay calm",
        "the pin is stuck in the map",
        "I'm writing a blog post about password managers",
        "secret santa is on friday",
        "he told me a secret about the trip",
        "Bearer of bad news",
        "monkey: banana",
        "keyboard: mechanical",
        "the PIN pad was broken",
        "what's your wifi password?",
        "do you remember the password?",
        "can you reset my password please",
        "the password field is required",
        "password: required",
        "password: see 1Password",
        "use a passphrase instead of a password",
        "Token: 3 gold coins",
        "token: red dragon",
        "key: value pairs are common in YAML",
        "the api key is stored in vault",
        "my api key expired yesterday",
        "the secret is out!",
        "Authorization: pending",
        "authorization: not yet",
        "mysql://user:password@localhost/db",
        "パスワードを変更しました",
        "パスワードは何ですか？",
        "密码是什么？",
        "我把密码改了",
        "pin the tweet please",
        "the key takeaway: ship often",
        "bearer: Alice",
        "meeting code 8472 9910",
        "my password expired again",
        "passwords should be long",
        "I use a password manager now",
        "the password hint is my first pet",
        "the PIN code was wrong three times",
        "secret santa budget is 20 euros",
        "the secret ingredient is love",
        "Token: Legendary Sword of Dawn",
        "token: the blue meeple",
        "Authorization: granted by HR",
        "authorization: pending review",
        "my flight code is ABC123",
        "room code for the game is XKCD42",
        "パスワードはまだ決めていない",
        "密码太长了记不住",
        "我的密码是生日吗？",
        "pin this message",
        "the key to success is practice",
        "a passkey is better than a password",
        "public key: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7",
        "login page is broken again",
        "the login: screen shows an error / warning",
        "username: alice",
        "combo meal number 3 please",
        "that combo: burger and fries",
        "the code: is on github / gitlab",
        "my secret: I love pineapple pizza",
        "the token: a small brass coin",
        "Q: what's your PIN policy? A: 4 digits minimum",
        "PIN must be 4 digits",
        "pin 12 on the breadboard",
        "密码要包含大写字母和数字",
        "パスワードは英数字8文字以上です",
        "I forgot the combination to my locker",
        "the door code changed, ask the manager",
        "sort code format is 6 digits",
        "IBAN format starts with the country code",
        "jwt tokens look like eyJ...",
        "key points: speed, quality, cost",
        "passphrase vs password: which is better?",
        "API keys should be rotated every 90 days",
        "password123 is a terrible password",
        "the 4-digit code arrived by SMS",
    ),
    "placeholders": (
        "PASSWORD=<password>",
        "PASSWORD=",
        "API_KEY=xxxxxxxx",
        "DB_PASSWORD=${DB_PASSWORD}",
        "password = os.getenv('PASSWORD')",
        "API_KEY=<insert here>",
        "SECRET=CHANGE_ME",
        "password = ''",
    ),
    "hashes and ids": (
        "the git commit is 3f786850e387550fdab836ed7e6dc881de23001b",
        "sha1 da39a3ee5e6b4b0d3255bfef95601890afd80709",
        "uuid 123e4567-e89b-12d3-a456-426614174000",
        "commit c3ab8ff13720e8ad9047dd39466b3c8974e592c2",
        "sha256 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
        "the build hash is 7d865e959b2466918c9863afca942d0fb89d7c9ac0c99bafc3749504ded97730",
        "image: python:3.11-slim@sha256:2c9a0b7ec7c2a4b8b3c3d9b1a5e4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3",
        "commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "uuid: 550e8400-e29b-41d4-a716-446655440000",
        "the git hash abc1234 broke the build",
        "base64 of hello is aGVsbG8=",
    ),
    "numbers": (
        "ISBN 978-3-16-148410-0",
        "my tracking number is 1Z12345E0205271688",
        "tracking 9405511899560134567890",
        "the meeting id is 845 2291 7763",
        "call 555-867-5309",
        "I'll pass on the party",
        "author: Jane Austen",
        "the pass was closed due to snow",
        "passport: expires 2031",
        "access: granted",
        "The bus pass is 40 dollars",
        "my boarding pass is in my bag",
        "she scored 4111 points",
        "order 4111111111111112",
        "version 1.2.3.4.5",
        "UPS 1Z999AA10123456784",
        "My favorite book is ISBN 0-306-40615-2",
        "Call me at (415) 555-2671 tomorrow",
        "Flight LH4111 departs at 6",
        "ISBN-13: 978-1-86197-876-9",
        "tracking 1Z 999 AA1 01 2345 6784",
        "DHL tracking 1234567890",
        "call +44 20 7946 0958",
        "order number 123-4567890-1234567",
        "the zoom meeting id is 812 3456 7890",
        "coordinates 35.6895, 139.6917",
        "version v2.14.3-beta.1",
        "I paid with my card ending in 4242",
        "account number ends in 6789",
        "I'll log in later tonight",
        "my credit card was declined",
        "the card game has 52 cards",
        "call 0120-444-444",
        "my account number? no idea",
    ),
    "urls and names": (
        "http://example.com:8080/path",
        "youtube https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "the color is #a1b2c3",
        "see https://user@example.com/profile",
        "ssh://git@github.com:org/repo.git",
        "mongodb://localhost:27017/test",
        "redis://cache:6379",
        "http://[::1]:8080/health",
        "postgres://localhost/mydb",
        "account: @alice_dev on twitter",
    ),
}
for _kind, _items in MORE_SECRETS.items():
    SECRETS[_kind] += _items
for _kind, _items in MORE_LOOKALIKES.items():
    LOOKALIKES[_kind] += _items


# Issue 25: the kinds new held-out sets met, written here in the style of the issue (first person and
# third, seven languages); the filter reads them by structure (names of the concept and the shape of
# a value, wordlists, command flags, groups of four, look-alike letters), not by these phrasings.
ISSUE_25_SECRETS: dict[str, tuple[str, ...]] = {
    "said casually": (
        "Wi-Fiのパスは natsu2024 だよ",
        "내 비밀번호는 haneul2024야",
        "mi contraseña es girasol2023",
        "mein Passwort ist Sonnenblume77",
        "mdp: Paris2024!",
        "el wifi de casa: la clave es limonada2022",
        "Omas Kennwort fürs Tablet ist Kuchen1950, sie hat es mir diktiert",
        "le mot de passe de la box c'est framboise2021",
        "code for the bike shed padlock is 3-7-1-9",
        "the verification code they texted me is 482913",
        "gate code is 5 2 8 1 then the bell",
        "el candado del trastero es 4-0-9-2",
        "Fahrradschloss-Code 3814, falls ihr es braucht",
        "la combinaison du cadenas c'est 19-07-33",
        "현관 도어락 비번 583920 이야",
        "快递柜取件码 57203318",
        "认证码? 不, 验证码是 902318",
        "認証コード 771502 です",
        "router login admin / Kp7!wq2Lz",
        "netflix: ana.family@mail.com / tortuga2019",
    ),
    "seed phrase": (
        "car abuse verify mistake outdoor view exclude topic air update chief pattern",
        "1. car 2. abuse 3. verify 4. mistake 5. outdoor 6. view 7. exclude 8. topic 9. air 10. update 11. chief 12. pattern",
        "mi frase: siglo cetro cama tren aceite pieza fiera fraude separar alba bolero cazo",
        "ねんきん　ひなまつり　ごますり　えくせる　ゆれる　くつした　にっき　りょくちゃ　つみき　さんか　こつこつ　そなた",
        "助记词 湾 危 袋 毅 燕 泥 办 若 滨 破 瓶 殿",
        "1.湾 2.危 3.袋 4.毅 5.燕 6.泥 7.办 8.若 9.滨 10.破 11.瓶 12.殿",
        "parfumer codifier novembre éloge substrat jeudi novice logique imputer filmer durable érosion",
        "first half: car abuse verify mistake outdoor view / second half: exclude topic air update chief pattern",
    ),
    "command line": (
        "mysql -u root -pW1nter_2024 -h db.internal shop",
        "curl -uadmin:S3cret! https://ci.example.org/api",
        "sshpass -p 'Harbor#42' ssh deploy@10.0.3.7",
        "curl -u admin:Qz8!pass https://ci.example.org/job/build",
        "docker login -u bot -p 7hG2kLm9Qx registry.example.org",
        "redis-cli -h cache -a 'c4che-Pa55' ping",
        "PGPASSWORD=pgR3port_9 psql -h db -U report",
    ),
    "authenticator": (
        "authenticator setup key: JBSW Y3DP EHPK 3PXP",
        "clé de configuration : KRSX G5CT MVRX EZLU N2XE 4ZDF",
        "backup codes 4820-1937 5591-0286 7734-6610 2208-4915",
        "happy birthday! ZK4P-M7QWR2-9TXDB 🎁",
        "github recovery codes 1a2b3-4c5d6 7e8f9-0a1b2 3c4d5-6e7f8",
        "heroku api key 3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c",
        "translation works with 3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c:fx",
    ),
    "national id": (
        "mi DNI es 31415926L, para el hotel",
        "我妈身份证号 110105198503121234 订票要用",
        "주민번호 850312-1234565 로 가입해",
        "numéro de sécu : 1 85 03 75 123 456 41",
        "マイナンバーは 271828182840 です",
        "meine Steuer-ID ist 86394710254",
        "Steuer-ID 86394710255? the office says it is wrong",  # named and of its shape: a digit off still says whose
        "his social is 512-40-7781 for the form",
    ),
    "spaced or disguised": (
        "ghp_ 9fKq 2LmZ x8Rt VbN3 pQ7w Ys4D eH6u Jc1A",
        "my раssword is Clover2024",
        "mi contraseña es Ρinguino88",
        "ᴘᴡ: Maple#2023",
    ),
}
ISSUE_25_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "public keys and codes": (
        "add my key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7k2Qp9vXr4tLm8sYw3ZbN6cHf1jKd5eUa0oRi2Tq7P ken@laptop",
        "host key fingerprint SHA256:q3Jv8kTz0Yw5bN2mLp7Xr4sCd9fHg1Ke6uAo0iVt2QZ",
        "front-end key pk_live_51Hq2vLmN8xK4pQ7wZt3Rb9sYc6dFe1gJh0kUa5iOo2Tr7Vx4Wn8Mz3Lq6Pb1Sd9Ff",
        "encrypt it to age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
        "org id org-Jx83KdLq0PzM for the invite",
        "in test mode use 4242 4242 4242 4242",
        "the sample IBAN in the docs is DE89 3704 0044 0532 0130 00",
        "the wifi is called Vodafone-7C2B, not the neighbour's",
        "the password must have 8 characters and a digit",
        "PIN muss jetzt 6-stellig sein",
        "ma clé publique : ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7k2Qp9vXr4tLm8sYw3ZbN6cHf1jKd5eUa0oRi2Tq7P",
        "the meeting code is 8821 4410",
        "kahoot game pin 551 203, join now",
        "the request id is 550E8400-E29B-41D4-A716-446655440000",
        "trace 3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c failed twice",
        "seasons 2021-2022, 2022-2023 and 2023-2024 were the best",
        "call 0800-1234, 0800-5678 or 0800-1111",
        "DB_PASSWORD= leave it empty and fill it in locally",
        "mysql -u root -p -h db.internal shop (it asks for the password)",
        "docker run -u 1000:1000 -p 8080:80 nginx",
        "Tabu words today: apple, bucket, bridge, lantern, cloud",
        "order 31415926C shipped today",
        "ticket number 110105198503121235",
        "Steuer-ID? keine Ahnung, frag das Finanzamt, die 11 Stellen stehen auf dem Bescheid",
    ),
}
for _kind, _items in ISSUE_25_SECRETS.items():
    SECRETS[_kind] = _items
for _kind, _items in ISSUE_25_LOOKALIKES.items():
    LOOKALIKES[_kind] = _items


# Issue 25, third round: the value named after it, gift cards, bank routing, identity documents, sets of
# backup codes named as such, one-time codes pasted from a text, keys cut into lines, public PEM blocks and
# documentation samples. Written here in new wording; the filter reads them by structure.
ROUND_3_SECRETS: dict[str, tuple[str, ...]] = {
    "named after the value": (
        "got 730594 as my login code, somebody else typed it though",
        "Birne#2031 ist das Passwort vom Gäste-WLAN",
        "Mandarina_88 es la contraseña del portátil",
        "ringo2020がうちのWi-Fiのパスワード",
        "dalbit77이 내 와이파이 비번이야",
        "juzi2019就是我的邮箱密码",
        "mum uses 2206 for every PIN she has",
        "its 'Marmite!42' for the office printer login",
        "use Walnut-77 to get into the team drive",
        "nimm Eiche#31 zum Einloggen am Laptop",
    ),
    "gift card": (
        "steam gift card for you: 7RTQ2-K9XPM-4HZWA",
        "carte cadeau Fnac 4NB7 QX2K 9PLM 3TZR joyeux anniversaire",
        "ギフトカードのコード X7K2M9Q4P8R3TW56",
        "문화상품권 핀번호 4180-2231-9932-1120",
    ),
    "bank routing": (
        "routing 026009593 and checking 4481902237, for the deposit",
        "paie-moi sur ce compte bancaire, compte 30004828 à la banque postale",
    ),
    "identity document": (
        "passport no. YB4829173, valid till 2030",
        "Reisepassnummer C01X00T47 fürs Visum",
        "パスポート番号 TK3920481",
    ),
    "backup codes named": (
        "Google backup codes: 4721 0983  5530 2841  9902 3317  6648 0215",
        "recovery codes\n1. k3m9x2p7q1\n2. z8w4n6v0b5\n3. r2t7y5u9i4",
        "códigos de respaldo 83920175 20583746 91827364",
    ),
    "pasted one-time code": (
        "from the bank: 448120, never share this code",
        "地址验证 603718 请勿泄露",
        "here 553 902 enter it quick before it expires",
    ),
    "cut into lines": ("hf_Qm7TxwZ2bLp\nRk4NvYc8ShJd\nWe3GuXf9AoEi",),
    "question then answer": (
        "the gate code? it's 8152",
        "¿la clave del wifi? es Naranja_2030",
        "le code de la porte ? c'est 4471",
    ),
    "spaced phrase": ("m y  p a s s w o r d  i s  t u l i p 7 7",),
    "command line, more": (
        "curl -ku deploy:W0lf@pack https://ci.example.org/api",
        "http --auth ops:Lamp9post https://api.example.org",
    ),
    "card then expiry": ("4539578763621486 11/29 307 for the hotel",),
}
ROUND_3_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "public blocks and samples": (
        "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD\n-----END CERTIFICATE-----",
        "our public key:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n-----END PUBLIC KEY-----",
        "the AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "put ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in your .env",
        "IBAN d'exemple : FR76 3000 6000 0112 3456 7890 189",
    ),
    "codes meant to be shared": (
        "use code AUTUMN25 for 25% off, it's on the flyer",
        "le code promo est BIENVENUE10",
        "Amazon order 113-4455212-9988123 arrived broken",
        "pedido nº 402-7731920-5548213, llegó tarde",
    ),
    "numbers and answers": (
        "my locker is number 1024, the one by the window",
        "in the escape room the password was 'orchid', took us ages",
        "密室逃脱最后的密码是 0520，好难",
        "Never share your password with anyone!",
        "it's 2.4GHz for the router, the 5GHz one is faster",
        "the gift shop opens at 9, bring cash",
        "the passport office closes at 4 on Fridays",
        "2FA codes never arrived today, three tries",
        "call 5551234 and enter it when the voice asks",
        "use Python3 to open the notebook",
    ),
}
for _kind, _items in ROUND_3_SECRETS.items():
    SECRETS[_kind] = _items
for _kind, _items in ROUND_3_LOOKALIKES.items():
    LOOKALIKES[_kind] = _items


# Issue 25, fourth round: what a word for "code" names decides (the kind before it, or after it as Spanish and
# French qualify it; a code the message calls public), and a short number with a card network's prefix is a
# shop's or a carrier's unless the message speaks of a card. Written here in new wording.
ROUND_4_SECRETS: dict[str, tuple[str, ...]] = {
    "a code qualified by its owner or its door": (
        "el código de mi amiga para el garaje es 0719",
        "le code de mon ami pour le portail c'est 5521",
        "my friend's door code is 8820, don't pass it on",
        "der Code von meinem Bruder fürs Gartentor ist 3391",
        "친구 집 도어락 코드 8820",
    ),
    "a number said to open something": (
        "the key safe by the garage opens with 3094",
        "press 6617 to get in at the side entrance",
        "die Box am Ferienhaus geht mit 8053 auf",
        "Tablet von Opa entsperren: 270419",
        "la caja del portal se abre con 4168",
        "le boîtier s'ouvre avec 7392",
        "物置は 5820 で開くよ",
        "パパのスマホのロック解除は 310522",
        "창고 자물쇠는 4729로 열려",
        "爸爸手机解锁是 880317",
        "the shed keypad: 1593#",
        "キーボックスは 6204",
    ),
    "a key beside something else called public": ("the repo is public, deploy token x8Fq2LmN7pR4sT9vW1zY3bC5dH6jK0eA",),
    "a thing joined to its code by 'with' or 'set to'": (
        "the shed keypad takes 8842 since Monday",
        "Alarmanlage im Laden aus mit 5 2 9 1",
        "WLAN 5: Linde#204",
    ),
    "a hyphened compound whose last word names a secret": (
        "WLAN-Schlüssel: kastanie#2031",
        "der Gäste-WLAN-Schlüssel ist 9q2m7f3k8x",
    ),
    "a number, the key to press and what it is for": (
        "dial 5531 then # to get into the lobby",
        "4418 und dann # drücken, um ins Haus zu kommen",
        "ガレージのテンキーは 3307、どこにも書かないでね",
    ),
    "an app password in groups of letters": (
        "the app password Apple gave me: qkzt wpmr hxvn bcfl",
        "Googleのアプリパスワード xkcq wpmz tfao lrbn",
        "das App-Passwort von Google: mzqt rkwp ylxn dfcb",
    ),
    "a texted code and what it confirms": (
        "the bank texted 592013 to confirm the payment",
        "die Sparkasse hat 774102 zur Bestätigung geschickt",
        "el banco me mandó 338016 para confirmar el pago",
        "은행에서 확인용으로 440917 보냈어",
    ),
}
ROUND_4_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "codes meant to be shared, by their kind": (
        "mi código de invitación es LUCIA24, pásaselo a quien quieras",
        "el código de referido es TOMAS10 y te regalan 10€",
        "code de parrainage CAMILLE5, partagez-le",
        "code d'invitation JOIN-4K8Z, tout le monde peut s'inscrire",
        "le code postal c'est 69003",
        "el código postal es 41004",
        "código del producto: ZX-2290",
        "le code produit est RT-5512",
        "código de reserva del hotel: H-55120",
        "code de réservation du gîte : G-77341",
        "Einladungscode FELIX2024, gebt ihn ruhig weiter",
        "mein Empfehlungscode ist JONAS15",
        "Kurscode für Moodle: BIO-7Q2X",
        "Fehlercode 0x80004005 nach dem Update",
        "紹介コード HANAKO88 で登録するとポイントがもらえる",
        "エラーコード 0x80004005 が出てる",
        "추천인 코드 JISOO24 넣으면 포인트 줘요",
        "친구 코드 SW-5521-7730-1198 추가해줘",
        "에러 코드 0x80004005 떴어",
        "our reference code is REF5510Q, mention it on the phone",
        "the error code was 0xC0000142, any idea?",
        "el código del evento en Slido es #reunion24, es público",
        "le code de l'atelier Slido est ATELIER7, c'est public",
    ),
    "other senses of code, clave and Kennwort": (
        "le code source est sur GitLab, projet meteo-2023",
        "erreur HTTP code 503 depuis ce matin",
        "le code APE de l'asso c'est 9499Z",
        "mon code client chez Engie est 7001234568",
        "le code couleur du site c'est #3A7BD5",
        "le code Wi-Fi ? demande au comptoir, ils le donnent",
        "el código civil, artículo 1101",
        "el código fuente está en GitLab, proyecto clima-2023",
        "mi código de cliente en Endesa es 7001234568",
        "código de la asignatura: FIS-104",
        "clave de la asignatura 52011 en la facultad",
        "palabra clave: resiliencia2030 para el ensayo",
        "la clave del plan es el Q4 2026",
        "der Quellcode liegt auf GitLab, Projekt wetter-2023",
        "Farbcode #3A7BD5 fürs Logo",
        "Modulcode MAT-104 für die Prüfungsanmeldung",
        "Kennwort für die Überweisung: Nebenkosten Juni 2025",
    ),
    "a name inside a longer word, code reviews and chords, a product's barcode": (
        "パスタ 400g とトマト缶 2 つお願い",
        "コードレビューお願いします、PR 5521 です",
        "コード進行は Am-F-C-G でいこう",
        "ソースコードは GitLab の repo meteo-2023 にあるよ",
        "코드 리뷰 부탁해요, PR 5521",
        "코드 진행은 Am-F-C-G",
        "암호화폐 2025년 세금 신고 어떻게 해?",
        "密码学课程 CS 3021 下周考试",
        "code review for PR 5521 when you have a minute",
        "der Code-Review für PR 5521 steht noch aus",
        "商品コード 4901234567894 の棚どこ？",
    ),
    "where the password is, a compound, a model": (
        "der Passwort-Reset-Link läuft nach 15 Minuten ab",
        "das Passwort steht in der Begrüßungs-Mail",
        "the wifi keeps dropping, router model RT-AX58U",
    ),
    "a pass that is a ticket": ("Boarding pass: seat 21A, gate 9, flight LH 2031",),
    "codes open to everyone, joining, raffles, cancellations": (
        "the join code for the class is q7m2xk, anyone can use it",
        "イベントの参加コード FEST25、誰でも入れます",
        "클래스 참여 코드 q7m2xk 로 들어와",
        "el código de la rifa es T-4410, guarda el resguardo",
        "le code du webinaire est CONF-7731, ouvert à tous",
        "código de cancelación RX-20931",
        "Stornonummer ST-55812 für die Erstattung",
    ),
    "a hyphened compound whose last word is no secret": ("Passwort-Hinweis: Name vom ersten Hund + 77",),
    "a card that is no bank's": ("会员卡号 66120037，结账时报一下", "图书卡号 20190455 借书用"),
    "keys the message calls public": (
        "Firebase web config apiKey AIzaSyC-3kLm9Qx4nT7vW1zY3bC5dH6jA0eG2uI is meant to be public",
        "the Algolia search-only key is 4c1e8f2a9b7d3e6f5a0c2b4d6e8f1a3c, fine in the frontend",
    ),
    "a thing named with no code given, a wifi standard": (
        "Schloss Neuschwanstein hatte 2023 fast 1,4 Mio Besucher",
        "the alarm goes off at 0545 on weekdays",
        "door 7 of the advent calendar had a 2025 coin in it",
        "保险箱 2025 款在打折",
        "Wi-Fi 6E router, model AX3000, works fine",
        "와이파이 6E 공유기 샀어, AX3000",
        "WiFi 6 路由器 AX3000 挺好",
    ),
    "words after a password, a year after an authentication": (
        "password? just like last time, ask Ben",
        "j'ai changé le mot de passe du wifi, demande-le à Léa",
        "二段階認証は 2025 年から必須だって",
    ),
    "numbers that open nothing or confirm an order": (
        "the exhibition opens with 1200 photos from the archive",
        "die Ausstellung öffnet mit 340 Bildern",
        "1000 円で入れるよ",
        "2024年で開催されるイベント",
        "주문 확인용으로 주문번호 55821 보내줘",
        "确认付款后订单号 55821 会发给你",
        "Bitte zur Bestätigung anrufen: 030 12345678",
        "they sent invoice 55821 to confirm the order",
    ),
    "short numbers that are no card": (
        "송장번호 6891-2233-4410 조회해봐",
        "追跡番号 5310-8842-7715 で確認できます",
    ),
}
for _kind, _items in ROUND_4_SECRETS.items():
    SECRETS[_kind] = _items
for _kind, _items in ROUND_4_LOOKALIKES.items():
    LOOKALIKES[_kind] = _items
# Round 5: shapes the fifth-round corpus's development split showed missed (its words are not copied).
ROUND_5_SECRETS: dict[str, tuple[str, ...]] = {
    "a session cookie": (
        "paste this and you're logged in as me: PHPSESSID=t7w2k9q4m1x8z3v6b5n0c2r8",
        "クッキーこれ使って laravel_session=eyJpdiI6IkVxWjRyUHQ.c2Vzc2lvbl9kYXRh",
        "connect.sid=s%3AmZ83vQ7x.Lp2Wd9Kc4Nb1Rf6Hy0Ts",
        "JSESSIONID=5D2C8A1F9E3B7046C1D2E3F4A5B60789",
    ),
    "an authenticator secret nothing names": (
        "2FA for the team mailbox, scan or type: JBSWY3DPEHPK3PXPQZ4LN6MA",
        "Zwei-Faktor-Einrichtung: MZXW6YTBOI4FGZ3LNRSXE2DF.",
    ),
    "a Samba command line": ("smbclient //files/share -U backup%Keller!Tür7",),
    "a code keyed digit by digit": (
        "bike room keypad 4-8-1-6 then hash",
        "宅配ボックスは 3・9・0・2 で開きます",
        "Tastenfeld Keller: 7-0-5-2",
    ),
    "a value pointed back at as the password": (
        "Sommer2024 — das ist mein Passwort",
        "Qx7!mango, that's the password for the shared drive",
        "hoshi_no_umi_8 ←これがNetflixのパスワード",
        "byul_2023 <- 이게 와이파이 비번",
        "Fromage&Vin_7, c'est le mot de passe de la box",
    ),
}
ROUND_5_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "sessions, sids and formations": (
        "Session: 14:00-15:30 in room B",
        "session: tomorrow at 10",
        "Sid: my cousin from Leeds",
        "the session ID was 48213 in the ticket",
        "we play the 4-2-3-1 formation on Sunday",
        "la squadra gioca col 3-4-1-2",
        "score was 2-1 at half time",
    ),
    "upper-case references with 0, 1, 8 or 9": (
        "tracking 1Z999AA10123456784",
        "VIN WVWZZZ1JZ3W386752",
        "HELLOWORLD2025HAPPYNEWYEAR is the team's hashtag",
    ),
    "a value pointed back at as a name, or as no password": (
        "Tokyo2020, das ist der Name vom WLAN, das Passwort steht auf dem Router",
        "Router-5G, 这是wifi的名字",
        "connect to Marriott_Guest, it's open, no password",
        "Guest_5G, that is the wifi name",
    ),
}
SECRETS.update(ROUND_5_SECRETS)
LOOKALIKES.update(ROUND_5_LOOKALIKES)
# Round 8: a password read out one character at a time, and a hint that gives its answer anyway (held-out 4's
# misses showed both shapes; its words are not copied).
ROUND_8_SECRETS: dict[str, tuple[str, ...]] = {
    "a password read out one character at a time": (
        "for the NAS login: capital K, i, w, i, then seven seven",
        "ich diktier's dir: großes T, a, n, n, e, Ausrufezeichen, drei",
        "je t'épelle le mdp : P majuscule, o, m, m, e, 9",
        "te deletreo la clave: R mayúscula, o, s, a, 4, 4",
        "パスワード読み上げるね：大文字の S、a、k、u、r、a、8",
        "ich buchstabier dir das WLAN-Passwort: ka, a, te, e, eins, zwei",
        "te dicto la contraseña: eme, a, erre, te, a, uno, dos",
        "비밀번호 불러줄게: 대문자 제이, 엔, 에스, 일이",
    ),
    "a hint, then its answer anyway": (
        "the router password is our street plus the house number, so Lindenweg14",
        "la clave del portátil es el nombre del perro más su año, o sea Toby2016",
        "das WLAN-Passwort ist der Name der Katze und ihr Geburtsjahr, also Mimi2012",
        "le code du cadenas c'est l'année de mariage, donc 2908",
        "金庫の暗証番号は社長の誕生日、つまり 0716",
        "도어락 비번은 우리 집 호수 두 번, 그러니까 701701",
        "门禁密码是我生日后四位，也就是 0923",
    ),
}
ROUND_8_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "letters in a list, a hint with no answer": (
        "the password quiz has four options: a, b, c, d",
        "en el examen de contraseñas las respuestas son a, be, ce, de",
        "비밀번호 문제 보기는 에이, 비, 씨, 디 중에 하나야",
        "seats in rows A, B, C, D and E are for family",
        "the wifi password is on the router, so ask Tom",
        "my PIN is my birthday, so don't ask me for it",
        "Passwort vergessen, also hab ich es zurückgesetzt",
        "discount code: 20% off the whole order, so SPRING20 at checkout",
    ),
}
SECRETS.update(ROUND_8_SECRETS)
LOOKALIKES.update(ROUND_8_LOOKALIKES)

# Ninth round: a hint word and a riddle given up on, a Wi-Fi QR code's text, a key sent in pieces, a seed phrase
# joined by dashes; and a hint, a QR code, pieces and dashes that give nothing away.
ROUND_9_SECRETS: dict[str, tuple[str, ...]] = {
    "a hint, then the answer after all": (
        "hint: my first car + the year I passed my test... whatever, it's Corolla2009",
        "给个提示：我家猫的名字加门牌号……懒得猜了，就是 Niuniu302",
        "ヒント：実家の犬の名前と誕生年…もういいや Pochi2015 です",
        "Hinweis: Omas Vorname plus Hausnummer … na gut, Hilde27",
        "petit indice : la ville de mes vacances + l'année… allez : Biarritz2021",
    ),
    "the text of a Wi-Fi QR code": (
        "here's what the sticker's QR says: WIFI:S:Attic-5G;T:WPA;P:lemon curd 88;;",
        "二维码扫不出来，原文是 WIFI:T:WPA;S:Chaleur;P:Gruen!Wiese7;H:false;;",
    ),
    "a key sent in pieces": (
        "splitting it so the bot won't flag it: ghp_Q7rTbX2 - kLw9MnPz4 - Yt6VcB8dHs - Fj3QaWe1Rz",
        "GitLab-Token in Teilen: glpat- 9XkRw2 TbQm7Lp Zs4VnC8 Hy1",
        "키 나눠서 보낼게 sk- Qm8TnL2xVr4 Kp9WzB3cYs7 Hd5FjR 붙여 써",
    ),
    "a locker's or an alarm's code by the name of what it opens or disarms": (
        "casillero de la piscina: 7731, las gafas están dentro",
        "Spind im Büro: 4096, nimm dir die Ladekabel",
        "倉庫の警備解除番号は 3 9 1 4 です",
        "창고 보안 해제번호 5830 입력하고 들어가",
        "仓库报警器撤防码是 6 4 2 7",
    ),
    "a seed phrase joined by dashes": (
        "wallet words: oak – tiny – mirror – pledge – ramp – fossil – under – blade – hover – civil – sketch – wrist",
    ),
}
ROUND_9_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a hint, a QR code, pieces and dashes that give nothing": (
        "hint: the wifi password is on the card by the kettle",
        "Tipp: mit dem Gutscheincode WINTER25 gibt's 25 % Rabatt im Laden",
        "提示：会议室在 3 楼，带上工牌",
        "the guest QR just says WIFI:S:Cafe-Guest;T:nopass;;",
        "our roadmap, step by step: plan - build - test - ship - repeat",
        "the shopping list: apple – bread – butter – cheese – coffee – cream – eggs – flour",
        "el casillero 12 está roto, usa otro",
        "Spind 31 gehört jetzt Jana",
        "casier 8 au sous-sol, à côté des vélos",
    ),
}
SECRETS.update(ROUND_9_SECRETS)
LOOKALIKES.update(ROUND_9_LOOKALIKES)

# Round 10, from held-out 7's misses (seen): a riddle's formula given away, card details with a digit mistyped, a
# seed phrase named and written from memory, a "#" in a URL's password.
ROUND_10_SECRETS: dict[str, tuple[str, ...]] = {
    "a password's formula, then the password anyway": (
        "guest wifi pass = my cat's name + the year we got her... ok whatever, Luna2021",
        "la contraseña del router: mi apodo + el número de la casa, bueno da igual, Nacho42b",
        "WLAN-Passwort ist Vorname plus Geburtsjahr, also für dich: Karla1988",
    ),
    "a card's printed number beside its expiry or its code, whatever its check digit": (
        "pay with my card 5412 7534 9911 2086, exp 09/28, cvv 771",
        "tarjeta 4517 6601 2345 8890 vence 03/27, código de seguridad 402",
        "信用卡 6226 1234 5678 9012 有效期 12/28 安全码 066",
    ),
    "a seed phrase named as one, a word or two off the list": (
        "seed phrase backup: velvet orbit lantern pumpkin glacier maple tornado whisper cabin saddle pepper crystal",
    ),
    "a '#' in a URL's password": ("cache at redis://:Qx7#vLm2pT@10.0.4.12:6379/1, prod is elsewhere",),
}
ROUND_10_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "templates, policies, test numbers that look like what they stand for": (
        "in the template leave DB_PASS=<비밀번호> and everyone fills in their own",
        "Vorlage: password = <DEIN_PASSWORT>, nicht committen",
        "password rules: 12+ chars, letters + numbers, e.g. nothing like Summer2024",
        "Im Sandbox-Modus die Testkarte 4000 0027 6000 3184 aus der Doku nehmen",
        "沙箱测试卡号 6222 0000 0000 0000 000，只在测试环境有效",
        "tracking 1234 5678 9012 3456 arrives 06/27",
        "never share your seed phrase with anyone: write the twelve words on paper and hide them",
    ),
}
SECRETS.update(ROUND_10_SECRETS)
LOOKALIKES.update(ROUND_10_LOOKALIKES)

# Round 11: a SIM card's PUK, a security question's answer, the password of Windows' `net use`; an open network's
# name beside "no password", a template's slot in capitals, a password masked in asterisks, "pin" as a verb.
ROUND_11_SECRETS: dict[str, tuple[str, ...]] = {
    "a SIM card's PUK": ("phone's locked, the carrier sent the PUK 55019283, typing it in now", "SIM gesperrt, PUK: 40917733"),
    "a security question's answer": (
        "security question for the shared account: first pet → Biscuit",
        "密保问题是“我的出生城市”，答案是 洛阳",
        "respuesta de seguridad: Torrelodones",
    ),
    "a password on Windows' net use": (r"net use S: \\fileserver\team /user:lea Herbst#2026",),
    "'la contra', Spanish slang for the password": (
        "la contra del wifi nuevo es Pistacho#88",
        "contra de Spotify: tortilla4ever",
    ),
    "a code with the exclamation that ends its sentence": ("인증번호 604218!! 빨리 입력해",),
}
ROUND_11_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "no password, a template's slot, a mask, a verb": (
        "the library's wifi is Library_Guest_Net, no password, just accept the terms",
        "カフェのWi-Fi「CAFE_MORI_FREE」はパスワードなしで使えるよ",
        "도서관 와이파이 Lib_Free_Zone 비번 없이 연결됨",
        "in der Vorlage steht token=TOKEN_HIER_EINFUEGEN, bitte durch euren ersetzen",
        "配置文件里是 password: ******，真实的去问运维",
        "pin the base image to alpine@sha256:4bcff63911fcb4448bd4fdacec207030997caf25e9bea4045fa6c8c44de311d1",
        "what was the answer to the security question again? I forgot",
        "jugamos contra el equipo B12X el sábado, venid a animar",
        "votamos en contra de la propuesta 2024B",
    ),
}
SECRETS.update(ROUND_11_SECRETS)
LOOKALIKES.update(ROUND_11_LOOKALIKES)

# Round 12: a passphrase in quotes after a name that means one, a dial's turns to alternate sides, a length said
# right before the value, the names of a card PIN, a share's extraction code and a recovery code; a passphrase's
# hint, driving directions, a length with no value, a question about passphrases.
ROUND_12_SECRETS: dict[str, tuple[str, ...]] = {
    "a passphrase in quotes": (
        "passphrase for the team vault: 'purple kettle sings at dawn'",
        "Die Passphrase fürs Backup lautet „Blauer Wal schwimmt langsam“",
        "金庫の暗号文じゃなくてパスフレーズは「しろくまがおどるよる」だよ",
    ),
    "a dial's combination": (
        "gym locker dial: right 24, left 8, right 31",
        "caja fuerte: derecha 12, izquierda 40, derecha 7",
        "금고 다이얼 오른쪽으로 22 왼쪽으로 9 오른쪽으로 35",
    ),
    "a length right before the value": ("Karten-PIN, vierstellig: 8816 (vier Stellen 8816)", "门禁密码6位 830215"),
    "a Redis password by its configuration key": ("redis.conf: requirepass Tr0ub4dor&3, and masterauth the same",),
    "a named PIN, extraction code or recovery code": (
        "meine Geheimzahl ist 5093",
        "分享链接在群公告，提取码 m3x9",
        "恢复码 Q7731Z 别弄丢了",
    ),
}
ROUND_12_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a passphrase's hint, directions, a length alone, a question": (
        "the passphrase hint is 'favourite band plus year'",
        "what makes a good passphrase? something like 'four random words'?",
        "turn right at 5th, left at 3rd, then right at 12th and you're there",
        "the new PIN has to be 6 digits, no repeats",
        "Geheimzahl vergessen, Karte ist gesperrt, muss zur Bank",
        "set requirepass in redis.conf before exposing the port",
        "set the password in config.yaml, not in the code",
    ),
    "a PGP fingerprint as gpg prints it, yen off, 'that one' for a password": (
        "check my key before you encrypt: fingerprint 9B1E 4C07 2D88 A3F1 6E52  0B9C 77D4 E1A0 5F36 C2B8",
        "Fingerabdruck meines PGP-Schlüssels: 0C4D 8E21 B7A9 3F60 1D5E  A84C 29F7 6B03 E5D1 48A2",
        "ドラッグストアのアプリ、コード SAKURA300 で300円引きになるよ",
        "公司邮箱密码还是原来那个，别问我了",
    ),
}
SECRETS.update(ROUND_12_SECRETS)
LOOKALIKES.update(ROUND_12_LOOKALIKES)

# Round 13: a password named in one sentence and given in the next, digits said as words, a security question's
# answers by topic, a 2FA code read in two groups, a code read out with spaced dots, a licence key, a password
# in a French YAML file; a template's blanks in other languages and in capitals, an ssh host key's fingerprint,
# a product's name after a password is mentioned, a dot ending a sentence after a number.
ROUND_13_SECRETS: dict[str, tuple[str, ...]] = {
    "a password in the sentence after its name": (
        "reset the router pw last night. it's now duckPond_42 if anyone asks",
        "비밀번호 또 바꿨어. 이제 maru_kong77 이야",
        "j'ai changé le mot de passe de la box. c'est maintenant PontNeuf_19",
    ),
    "digits said as words": (
        "dad's card PIN is seven three one nine, don't tell him I told you",
        "el código del portal es cinco cero dos ocho",
        "门禁密码是 三 八 一 七 二",
    ),
    "a security question's answers by their topic": (
        "security questions for the shared account: first car Corolla, mother's maiden name: Haddad",
        "Sicherheitsfragen: Mädchenname der Mutter Kowalski, Geburtsort Lübeck",
    ),
    "a 2FA code, a code read out with dots, a licence key, a French YAML password": (
        "2FA code for the admin panel: 552 019, hurry",
        "le code du cadenas : 48 . 11 . 6",
        "Lizenzschlüssel fürs Office: KQ7X-22MV-9PLA-R4TN-88WC",
        'smtp:\n  utilisateur: club\n  mot_de_passe: "Rameur_Vert!7"',
    ),
}
ROUND_13_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "templates in other languages, an ssh fingerprint, a product after a password": (
        "en el .env pon SECRET_KEY=tu_clave_aqui y listo",
        "trag in die .env TOKEN=dein_token_hier ein",
        "postgres://USUARIO:CONTRASEÑA@HOST:5432/BD es la plantilla",
        "the server's host key fingerprint is SHA256:Qm4y7eXvL0b2h9rNw3sJ8TfK1cPzA6uGdV5oiE+RtYw",
        "I changed my password yesterday. The new laptop is a ThinkPad_X1",
        "the security questions ask for your mother's maiden name and your first pet",
        "one two three, everyone say cheese",
        "周一三五上课，二四六休息",
    ),
    "a name inside a word with accents: passé, décode": (
        "je suis passé pesco-végé, plus de viande",
        "il décode 4 messages par jour",
    ),
}
ROUND_14_SECRETS: dict[str, tuple[str, ...]] = {
    "a code right after the name of a lock keyed by one": (
        "el buzón tiene candado de números: 5-2-7",
        "玄関のスマートロック、テンキーで 9 3 1 8 6 → ✓ で開くから合鍵いらないよ",
        "金庫の番号は 31.08.64、右に2回まわしてから",
        "엄마 집 도어락 비번 바꿨대. 40827 누르고 * 누르면 열림",
        "le clavier du parking ouvre avec 3-0-0-8-A, la télécommande est morte",
    ),
    "a password in leetspeak, whatever names it": (
        "netflix: nuestro correo y c4s4_d3_p4p3l",
        "netflix : notre mail + ch4t34u_d3_c4rt3s",
        "für den Router einfach s0nn3nbl1ck3 eintippen",
    ),
    "a long run of random letters after a code's name": (
        "the SMTP code is qxbnmzktwpfhgaie",
        "授权码是 qxbnmzktwpfhgaie",
        "le code d'accès : wkrtzpbnxqlmfhvd",
        "QQ邮箱SMTP授权码：qxbnmzktwpfhgaie，配置到发信服务里。",  # a name in Chinese right after Latin letters
    ),
}
ROUND_14_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a lock's name beside a number that is no code: a price, a time, a floor, a room, a locker": (
        "the new padlock was 12.99 €, the old one rusted",
        "el teclado nuevo llega mañana a las 10.30 h",
        "der Tresor steht im 3. Stock, Raum 2.14",
        "金庫は2024年に買い替えた",
        "도어락 설치는 3층 302호에서 해요",
        "my locker is 212 and the safe is next to it",
        "das Zahlenschloss hab ich seit 2019, hält ewig",
    ),
    "digits between letters that are no leetspeak: numeronyms, versions, codecs, a gamer tag": (
        "i18n, l10n, a11y and k8s are all on the agenda",
        "upgrade to v1.2.3-beta4 before encoding with h264",
        "add me, I'm xX_D4rk_L0rd_Xx on steam",
        "the failing job is 01d3aa5b, see run 4a3b5c1d_e7",  # hex ids: their letters are all a to f
    ),
    "a long word after a code's name that is no value": (
        "the code of conduct is straightforward",
        "the code name of the project is thunderstrike",
        "SMTP授权码在哪里生成？",
    ),
}
ROUND_15_SECRETS: dict[str, tuple[str, ...]] = {
    "a question that names a password, answered by the value alone": (
        "> was ist nochmal das WLAN-Passwort vom Gartenhaus?\nTulpe_Rot_19",
        "> 和室のWi-Fiのパスってなに？\nsakura0417",
        "> what's the gym locker password?\nbluefin2023",
    ),
    "an app password in letter groups that start within the window, though they end past it": (
        "Contraseña de aplicación de Gmail para el escáner: qwpz mtkr bvnx hdfl",
    ),
    "a code keyed with a keypad's # or * between its digits": ("the garage keypad code is 7#3310, the remote is dead",),
    "a password spelled out, its last character ending the clause": ("mi clave es p a t a t a 9, sin espacios",),
}
ROUND_15_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a question that names a password, answered with no value": (
        "> what's the wifi password?\nask Tom, he set it up",
        "> c'est quoi le mot de passe du wifi ?\ncomme d'habitude",
        "> is the password policy in the wiki?\nISO27001",
    ),
    "a UUID whose hex digits spell a code's name": ("incident id: 4f0c2a9e-2fa1-4c3b-9d7e-6a1b2c3d4e5f",),
    "a long German word after a code's name, with few vowels": ("Der Bestätigungscode ist sechsstellig, kommt per SMS",),
}
ROUND_16_SECRETS: dict[str, tuple[str, ...]] = {
    "a secret-named setting set by a call": (
        "in wp-config.php: define('DB_PASSWORD', 'Tortilla#88');",
        'os.environ.setdefault("API_TOKEN", "tk_9fQm2LxR7pWz")',
    ),
    "lftp's user and password after -u": ("lftp -u deploy,Gz7#pLq9 ftp.example.org -e 'mirror -R site'",),
    "a question about the wifi answered by the value, then how to type it": (
        "> what's the wifi at the cabin?\nspruce2024, all lowercase",
        "> 民宿的wifi是啥？\nhaitang_0815，没有空格",
        "> wie war das WLAN im Büro?\nLeuchtturm_42, großes L",
    ),
    "an account's e-mail address joined to its password": (
        "Disney+: fam.ortega@correo.es y Tiburon_2021",
        "log in as the.kims@example.com with Maple-Leaf-88",
        "Spotify familial : papa.durand@example.fr et soleil1987",
    ),
    "digits keyed on a door, a gate or an alarm": (
        "if the alarm goes off when you come in, punch 3307 and then OFF",
        "小区大门按 5 2 8 1 再按井号",
        "玄関は 4821 を押して入ってね",
        "공동현관 1357 누르고 들어와",
    ),
    "a topic banks ask about, answered in a message about an account or its recovery": (
        "for the bank's recovery questions: mother's maiden name is Adeyemi",
        "ville de naissance : j'ai mis Brest, pour la récupération du compte",
    ),
}
ROUND_16_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "quoted words in a list, a setting with no secret name, users listed after -u": (
        "the 'password', 'username' fields are both required",
        "define('DB_HOST', 'localhost');",
        "ps -u root,www-data -o pid,cmd",
    ),
    "a question about the wifi answered with its network's name or with no value": (
        "> which wifi is ours?\nHotel_1206 is the network name, the password is on the key card",
        "> is the wifi working again?\nyes, since 10am",
    ),
    "an e-mail address beside a name, a number or a file that is no password": (
        "write to anna@example.org and Tom",
        "cc bob@example.com with Q3_report attached",
        "send it to ops@example.io, Budget_2024.xlsx is attached",
        "mail anna@example.org and 0171 2345678",
    ),
    "digits keyed with no door, or into a field": (
        "press 1 for English, 2 for Spanish",
        "at the front door desk, type 2024 as the year of the event",
    ),
    "a topic banks ask about, said as family history": ("my mother's maiden name is Adeyemi, she grew up in Ibadan",),
    "a gate or a door and the time it opens": ("the gate opens at 0800, press the bell", "Hoftor ab 0630 offen"),
}
ROUND_17_SECRETS: dict[str, tuple[str, ...]] = {
    "a token built like a password, with no word for one": (
        "set the NAS to Krabbe_Blau41 yesterday, old one is dead",
        "le portail du club : tresorier puis Mouette#Granit8",
        "会員サイトは メールアドレスで、その次が Yuzu@Kobo2025",
        "관리 콘솔은 ops 계정, 뒤에는 Bada_Jeju77",
        "im Büro geht's mit Hecht!Mond54 rein",
        "login is admin, after that Moss-Lantern4! and you're in",
        "用户名 guest，然后输 Qing$shan58 就能进",
    ),
    "a security topic answered for an account, in any language": (
        "for the bank login, first pet is Captain Whiskers — don't share",
        "Apple IDの「出身地」は 霧ヶ丘 にしておいた",
        "은행 계정 '첫 반려동물'은 '몽실이'로 해놨어",
        "sur le portail, ville de naissance : Val-de-Brume, pas la vraie",
    ),
    "a parental control and its code": (
        "parental controls on the tablet are 5532, don't tell the kids",
        "平板的家长模式是 8841",
        "la Kindersicherung vom Fernseher ist 2290",
    ),
}
ROUND_17_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a security topic as family history": ("우리 엄마 출생지는 부산이야", "母の旧姓は佐藤です"),
    "a parental control named without its code": ("die Kindersicherung ist seit 2021 an", "el control parental tiene 3 niveles"),
    "names built like passwords, said as names; amounts, times, files, products": (
        "my Xbox gamertag is Nebel_Fuchs91, add me",
        "LINEのIDは toru_0412 だよ",
        "내 닉네임 Sori_Bada88 으로 검색해",
        "the guest network is called Harbor_Cafe_5G, ask for the password at the bar",
        "the ticket was US$1450 in the end",
        "dinner@7pm at Luigi's?",
        "Quarterly_Report_2024.pdf is in the shared drive",
        "see issue#4821 for the crash",
        "pin the base image to python@sha256 digests",
        "been blasting Blink-182! all day",
        "Hab jetzt das C1-Zertifikat!",
        "Your password was successfully updated yesterday, contact IT if that wasn't you",
        "passwords are automatically reset every 90 days, no need to ask",
        "guest passwords are no longer handed out at the front desk",
        "Gutscheincode WINTER5 gilt online und im Laden, für alle.",
        "mon gamertag c'est Loutre_Rousse27, ajoutez-moi",
    ),
}
SECRETS.update(ROUND_13_SECRETS)
LOOKALIKES.update(ROUND_13_LOOKALIKES)
SECRETS.update(ROUND_14_SECRETS)
LOOKALIKES.update(ROUND_14_LOOKALIKES)
SECRETS.update(ROUND_15_SECRETS)
LOOKALIKES.update(ROUND_15_LOOKALIKES)
SECRETS.update(ROUND_16_SECRETS)
LOOKALIKES.update(ROUND_16_LOOKALIKES)
SECRETS.update(ROUND_17_SECRETS)
LOOKALIKES.update(ROUND_17_LOOKALIKES)

# Round 18: a passphrase of hyphened words closed by a number, and what is built like one but names a thing.
ROUND_18_SECRETS: dict[str, tuple[str, ...]] = {
    "a passphrase of hyphened words and a number": (
        "the family vault opens with tulip-harbor-lantern-58",
        "共享硬盘用 xiaoyu-pingguo-feiji-36 登",
        "el router ahora va con tortuga-limon-41",
    ),
}
ROUND_18_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "hyphened words that name a thing, a year or a machine": (
        "the repo is tulip-harbor-lantern-58, clone it",
        "see you at team-offsite-2024 next week",
        "web-server-01 is down again",
        "the state-of-the-art model is out",
    ),
}
SECRETS.update(ROUND_18_SECRETS)
LOOKALIKES.update(ROUND_18_LOOKALIKES)

# Round 19: an IBAN with words after it, a password described part by part with a letter's case, digits said as words
# between dashes, a Korean security answer; and what names a case or a number without giving a value.
ROUND_19_SECRETS: dict[str, tuple[str, ...]] = {
    "an IBAN followed by words": ("IBAN DE44 5001 0517 5407 3249 31 thanks a lot",),
    "a password described part by part": (
        "wifi password: capital T, then 'iger', then 1987, then a hash",
        "contraseña del router: G mayúscula, luego 'ato', luego 55",
        "비번은 대문자 P, 소문자 anda, 숫자 2020, 끝에 물음표",
    ),
    "digits said as words between dashes": ("the gate code is four – one – seven – two",),
    "a security answer, in Korean": ("은행 보안 질문 답변은 김순자예요",),
    "an account after its bank's name or a deposit type": (
        "카뱅 3333-08-5172946 김지은 계좌",
        "口座：渋谷支店 普通 7654321 ヤマダタロウ",
    ),
}
ROUND_19_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a rule that names a case, a number followed by words": (
        "passwords need a capital letter, then at least 8 characters",
        "Passwort-Regel: ein großes Zeichen, dann Ziffern",
        "order AB12 3456 7890 1234 shipped today",
    ),
    "a bank's customer line, a parcel at the post office, a local train": (
        "농협 고객센터 1588-2100",
        "우체국 택배 송장번호 6892012345678",
        "普通電車で7時に着く",
    ),
}
SECRETS.update(ROUND_19_SECRETS)
LOOKALIKES.update(ROUND_19_LOOKALIKES)

# Round 20: a security topic's answer said to be set somewhere, in any wording.
ROUND_20_SECRETS: dict[str, tuple[str, ...]] = {
    "a security topic's answer said to be set somewhere": (
        "set the mother's maiden name on the insurance portal as Kowalczyk-Brandt, that's what I used",
        "pour « nom de jeune fille de ta mère » j'ai mis Lefebvre sur le site de la mutuelle",
        "Mädchenname der Mutter hab ich bei der Bank als Oberhollenzer eingetragen",
        "秘密の質問の「母の旧姓」、佐々木で設定したよ",
        "on the bank app the 'city where you were born' answer is Duluth, not Minneapolis",
    ),
    "a code just sent to the speaker, read out in groups": (
        "ok it sent 829 316 to my phone, type that in before it times out",
        "bon, Doctolib m'a envoyé 37 59 12, vas-y valide",
        "el que te pide WhatsApp para el número nuevo es 284-117, lo acabo de recibir",
    ),
}
ROUND_20_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a birthplace as a life story": (
        "I was born in Lyon and moved to Paris as a kid",
        "mother's maiden name: set it as you like on the form",
    ),
    "a phone number, an invoice, a count, after a word of sending": (
        "appelle-moi au 06 12 34 56 78, vas-y valide",
        "the invoice they sent is 123456, pay it by friday",
        "I sent 2 3 4 5 photos",
    ),
}
SECRETS.update(ROUND_20_SECRETS)
LOOKALIKES.update(ROUND_20_LOOKALIKES)

# Round 25: a password that is a plain word after a copula, in Spanish, German, French and Korean.
ROUND_25_SECRETS: dict[str, tuple[str, ...]] = {
    "a plain word after a copula, in Spanish, German, French or Korean": (
        "la contraseña del wifi es girasol",
        "mi contraseña es mariposa, no se la digas a nadie",
        "das WLAN-Passwort ist Sonnenblume",
        "Passwort lautet pusteblume 😉",
        "le mot de passe du wifi est tournesol",
        "le mdp, c'est coquelicot",
        "비밀번호는 하늘바다",
        "와이파이 비번은 은하수야",
        "비번 솜사탕임",
    ),
}
ROUND_25_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a word after a copula that describes a password, says where it is, or is a verb": (
        "la contraseña es incorrecta",
        "la contraseña del wifi es la de siempre",
        "la clave del éxito es constancia",
        "das Passwort ist abgelaufen",
        "das Passwort ist geändert.",
        "le mot de passe est obligatoire",
        "le mot de passe est sur le frigo",
        "le mdp c'est quoi déjà",
        "비밀번호는 바뀌었어",
        "비밀번호는 냉장고에 붙어있어",
        "비번은 생일이야",
        "비번 바꿈",
        "전에 말한 현관 비번 잊어줘, 바꿨어",
        "나 암호화폐 투자함",
    ),
}
SECRETS.update(ROUND_25_SECRETS)
LOOKALIKES.update(ROUND_25_LOOKALIKES)

# Round 25: a password sent in pieces inside one message.
ROUND_25_PIECES: dict[str, tuple[str, ...]] = {
    "a password sent in pieces inside one message": (
        "ok first half is Birch4 / second half: _Comet#19",
        "前半段 Shan_Yun / 后半段 #4471",
        "Router-Passwort:\nWinter\nzeit_42\nalles zusammen",
        "와이파이 비번 길어서 나눠서 보냄\nbada-haneul\n_1357\n붙여서 쳐",
    ),
}
ROUND_25_PIECES_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "halves of a match, numbers shipped together": (
        "first half 2-1, second half 0-0, what a game",
        "Bestellnummern:\nAB-1234\nCD-5678\nzusammen verschickt",
        "the first part is boring, the second part is great",
    ),
}
SECRETS.update(ROUND_25_PIECES)
LOOKALIKES.update(ROUND_25_PIECES_LOOKALIKES)

# Round 26: digits read out in kana or as Korean written together, a value whose case is spelled out, a dial's turns
# said in Chinese or Korean, a passphrase quoted before its name or joined by hyphens after a colon.
ROUND_26_SECRETS: dict[str, tuple[str, ...]] = {
    "digits read out in kana, or Korean digits written together": (
        "スマホの暗証番号は ご・なな・いち・はち ね",
        "暗証番号? ろく・さん・きゅう・に だよ",
        "내 카드 비번 칠삼일팔 이야",
        "현관 비밀번호 공팔이구사 눌러",
        "el pin de la tarjeta es sinco dos nueve uno",
    ),
    "a value of letters and digits whose case is spelled out": (
        "ahh it's otterpond2021, all lowercase",
        "Kastanie44 glaub ich, mit großem K",
        "c'est nuage2020 tout en minuscules",
        "就是 meihua1999，全是小写",
        "sakurambo55 だよ、全部小文字で",
    ),
    "a dial's turns, said in Chinese or Korean": (
        "保险柜：先左转两圈到14，再右转到39，最后左转到72",
        "금고는 우로 21 좌로 48 우로 9",
    ),
    "a passphrase quoted before its name, or hyphen-joined after a colon": (
        "«dos perros bailan bajo la luna» es la frase de paso del disco",
        '"seven red kites over the harbour" is the passphrase for the vault',
        "passphrase du coffre : trois-souris-vertes-dansent",
    ),
}
ROUND_26_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a letter case or a quoted phrase beside no secret": (
        "my username is otterpond2021, all lowercase",
        "the product code is TX200, write it in capitals",
        '"the usual one" is what she called the passphrase hint',
        "rappel : les-minuscules-comptent dans les noms de fichiers",
        "우리 15명 좌석 배치 좌로 3줄",
        "田中さん・佐藤さん・鈴木さんが来る",
    ),
}
ROUND_27_SECRETS: dict[str, tuple[str, ...]] = {
    "a lock's code given as what it changed to": (
        "マンションのオートロック、来週から 5531 に変わるらしい",
        "현관 도어락 이번 달부터 4729로 바뀜",
    ),
    "a key named in Korean, or in a word of another language": (
        "서버 어드민 키 9c4e1a7b3f2d8e6a0b5c9d1e7f3a2b8c 이거 env에 넣어주세요",
        "la clave del servicio: 4b7e1c9a2f8d3e6b0a5c9d2e8f1a7b3c",
    ),
}
ROUND_27_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "a password or a code inside a game or a series": (
        "in the game the cellar door password is GLIMMER, took me an hour",
        "ゲームの金庫、暗証番号 2716 だったｗ",
        "게임 금고 퀘스트 답이 3802였음 ㅋㅋ",
        "en la serie la contraseña del ordenador era 'Nautilus'",
        "dans le jeu le code du coffre c'était 6-0-2-1",
    ),
    "a key the message calls public in Korean or Chinese": (
        "JavaScript 키는 브라우저에 노출되는 거라 괜찮아요: 7d2a9c4e1b8f3a6d0c5e9b2a7f1d4c8e",
        "小程序 AppID 是 wx5c2e8a1f9b3d7064，这个公开的没事",
    ),
}
ROUND_28_SECRETS: dict[str, tuple[str, ...]] = {
    "a secret key beside a public one": ("비밀 키는 sk_live_51Hx8Nq2Tz7Wm4Rk9Vp3LdQx7Wm4Rk9Vp3Ld 이고 공개 키는 따로 보낼게",),
    "a dial's combination with the turns counted": (
        "金庫は右に2回まわして31、左に1回で64、右で9。権利書は上の段",
        "금고: 왼쪽으로 18, 오른쪽으로 42, 다시 왼쪽 7",
        "the safe: right 3 turns to 22, left to 58, then right to 4",
    ),
    "a value given after the place it was kept": ("the router password is on the back: Hq7#kLm2",),
    "a password in plain words, then how to type it": (
        "the NAS password is velvet otter parade, all lowercase with the spaces",
        "la contraseña del portátil es nube roja tranvía, todo junto",
        "Passwort vom Drucker ist Gießkanne, großes G",
        "le mdp du NAS c'est tartine confiture, sans espaces",
        "パスワードは「しろくまカフェ」、ひらがなでスペースなし",
        "공유기 비번 '달빛산책' 한글로 쳐",
        "路由器密码是 wo xi huan mao 连起来",
    ),
    "a plain word in quotes, or after 'einfach'": (
        "Marta dice que su contraseña de Spotify es 'tulipán' tal cual",
        "Ben meint, sein Netflix-Passwort ist einfach 'zimtstern', ohne Zahlen",
    ),
    "a password sent as its first part and the rest": (
        "sending the pw in two bits: first part is Maple31 and the rest is _quietRiver",
        "密码分开发：第一段 lanmao_ 第二段 Hx82! 连起来",
        "la clave en dos partes: primero 'Tortilla' y luego '#48rica'",
        "mdp en deux morceaux 🙈 début : Noisette\nfin : _Alpes59",
    ),
}
ROUND_28_LOOKALIKES: dict[str, tuple[str, ...]] = {
    "where a password is kept, and what it is written on": (
        "wifi pw is on the fridge, yellow post-it under the pizza magnet",
        "le code wifi est sur le frigo, post-it jaune",
        "das WLAN-Passwort klebt am Router, Sticker unten",
    ),
    "a code inside a novel": (
        "あの小説、金庫の番号が「1192」で鎌倉幕府ネタなの笑った",
        "en la novela la combinación de la caja fuerte era 36-24-36",
        "dans le polar le code du coffre c'était 1789, forcément",
    ),
    "a key said to be public in Korean": (
        "토스 클라이언트 키 test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq 는 프론트에 넣어도 되는 공개 키예요",
        "결제 위젯 키 test_ck_Q8wE2rT5yU7iO9pA1sD3fG5h 는 브라우저에 넣는 공개 키",
    ),
    "directions with turns and numbers": ("turn right 3 times then left at the 2nd light, right after 50m",),
    "how a password is typed, with no password given, or as a rule": (
        "my password is all lowercase lol, I should change it",
        "the new password must be all lowercase and at least 12 characters",
        "is the wifi password all lowercase?",
        "Das Passwort muss mindestens ein großes X enthalten",
        "la contraseña debe ir todo junto, sin espacios",
        "비밀번호는 대문자 포함 8자 이상이어야 해요",
        "the wifi name is all lowercase: cafe_guest, password is at the counter",
        "mot de passe oublié ? tape ton email en minuscules et clique sur le lien",
        "비밀번호 입력할 때 한글로 되어 있으면 영타로 바꿔서 쳐야 돼",
        "my password manager says all lowercase is weak lol",
        "I always type my password in all caps by accident",
        "the password hint says: with the spaces",
    ),
    "a word that describes a password, in quotes or after 'einfach'": (
        "das Passwort ist einfach zu lang",
        "la contraseña es 'incorrecta' dice la app",
    ),
}
SECRETS.update(ROUND_26_SECRETS)
LOOKALIKES.update(ROUND_26_LOOKALIKES)
SECRETS.update(ROUND_27_SECRETS)
LOOKALIKES.update(ROUND_27_LOOKALIKES)
SECRETS.update(ROUND_28_SECRETS)
LOOKALIKES.update(ROUND_28_LOOKALIKES)

# Round 29: an account given to be paid into (a share, a deposit, the club's dues, a donation): who knows where to pay
# someone can only pay them, and the authors of every held-out set wrote one as a look-alike.
LOOKALIKES["an account given to be paid into"] = (
    "send it to GB29 NWBK 6016 1331 9268 19",
    "send the deposit to DE44 5001 0517 5407 3249 31 thanks a lot",
    "virement sur FR53 3000 6000 0172 8593 0241 187 a mon nom stp",
    "회비는 여기로 카뱅 3333-08-5172946 김지은",
    "会費の振込先は渋谷支店 普通 7654321 ヤマダタロウです",
    "Spendenkonto fürs Sommerfest: DE02 1203 0000 0000 2020 51, Verwendungszweck 'Sommerfest'",
)

# Round 31: structures that carry across languages (written here, after held-out 37's kinds were read).
SECRETS["a digit drawn as a keycap emoji"] = (
    "locker code is 5️⃣2️⃣9️⃣0️⃣ don't tell anyone",
    "门禁密码 7️⃣1️⃣4️⃣4️⃣ 别外传",
    "Code vom Fahrradschloss: 3️⃣0️⃣8️⃣6️⃣",
)
SECRETS["a national id named, its check digit failing"] = (
    "我的身份证号是 320102199001011235，帮我填下表",
    "주민등록번호 910305-2345678 여기 적어주세요",
    "mon numéro de sécu c'est 1 92 03 69 123 456 78",
    "マイナンバーは 1234 5678 9012 です",
)
SECRETS["a security answer in quotes"] = (
    "security question for the bank: first pet was 'Muffin' and the city is 'Leeds'",
    "pregunta de seguridad: primera mascota 'Canela', no la cambies",
    "密保问题：妈妈的老家是“临沂”，别填错",
)
SECRETS["a seed's words in a language no list has"] = (
    "Wiederherstellungsphrase: Wolke Tasche Birne Regen Stuhl Kiste Fenster Nebel Lampe Garten Schuh Brot",
    "助记词：1.太阳 2.书包 3.雪花 4.茶杯 5.草莓 6.码头 7.轮船 8.火柴 9.钥匙 10.枕头 11.风筝 12.葡萄",
)
SECRETS["a formula, an arrow, its result"] = (
    "as always: the street name + our house number → maple17",
    "le prénom du chien plus l'année → rex2015",
)
LOOKALIKES["a formula, an arrow, no password"] = (
    "eggs + milk → pancakes, 180 degrees for 20 min",
    "python 3.12 + numpy 2 → works",
)
LOOKALIKES["a seed named, prose after it"] = (
    "planted 12 seeds today: tomato basil pepper kale chard carrot pea bean leek onion radish dill",
    "meine Seed-Phrase liegt ausgedruckt im Tresor meiner Eltern, niemals digital speichern bitte Leute",
)
LOOKALIKES["a security question quoted, not answered"] = (
    "my bank's security question is 'mother's maiden name', so annoying",
    "密保问题是“你的小学叫什么”，好土",
)
LOOKALIKES["an example value in another language"] = (
    "en la guía el ejemplo es API_KEY=clave-de-ejemplo, pon la tuya",
    "in der Anleitung steht TOKEN=dein-token, bitte ersetzen",
)
SECRETS["the word that names it typed a letter off"] = (
    "pasword for the family netflix is Otter2020!",
    "mein Paswort ist Kuckucksuhr9",
)
LOOKALIKES["a word made of the password's name, or a passport"] = (
    "passwords are stored hashed in the db, relax",
    "passport photo booth is on the 2nd floor",
)
SECRETS["a login made by a formula, a door or a gate keyed in"] = (
    "the router login is just our cat's name + the year we moved in so biscuit2017",
    "cuando llegues al garaje marca 4419 y espera a que suba la barrera",
    "am Tor zur Tiefgarage 5207 tippen und kurz warten",
    "주차장 차단기 앞에서 1472 누르고 호출 누르면 열려",
)
SECRETS["a seed named by its wallet or as Korean writes mnemonic, a name typed a letter off"] = (
    "backing up my wallet here: ripple canyon frost ladder velvet orbit guitar mellow prize hollow tunnel absorb",
    "니모닉 백업: 하늘 바다 구름 사과 나무 기차 연필 우유 달빛 소금 거울 바람",
    "la contarseña es Girasol.45",
    "mein Kenwort ist Sonne123",
)
LOOKALIKES["an equation, a year built, a story, a blank to fill"] = (
    "化学作业第三题 C6H12O6 + 6O2 → 6CO2 + 6H2O 这个配平对吗",
    "the garage was built in 2019",
    "der Kennwert ist 4711",
    "这道脑筋急转弯里保险箱密码是一周天数乘以一年月份数，猜猜是多少",
    "in my story the spy whispers 'the password is swordfish' and the door opens",
    "웹툰에서 주인공이 금고 비번을 1234로 해놔서 털림 ㅋㅋ",
    "En la documentación aparece Authorization: Bearer TU_TOKEN_AQUI; es solo un ejemplo.",
    '설정 파일엔 password: "비밀번호입력" 이렇게 돼 있으니까 본인 거 넣어',
    "my wallet has keys phone cards and cash",
)
SECRETS["a code given by its digits' places, or begun and then given whole"] = (
    "door code: first two digits 73, last two 19",
    "金庫の番号は上2桁 45、下2桁 08",
    "mein PIN: erste zwei Ziffern 93, letzte zwei 17",
    "비번 앞 두자리 58 뒤 두자리 31",
    "储物柜密码前三位 615，后三位晚点再说…算了 308",
    "el código del trastero empieza por 71... mira, entero: 71-40-26",
)
LOOKALIKES["the places of a public code's digits, or a code's digits not given"] = (
    "le code postal commence par 75, les deux derniers chiffres 011",
    "the zip code starts with 94, last two digits 07",
    "the area code starts with 212",
    "密码前两位是生日，后两位是门牌号",
    "my pin has 4 digits, the first two are my birth month",
)
SECRETS["a Mexican population key or a person's tax id after its name"] = (
    "mi CURP es PELJ901123MDFRPN05, la necesitas para el trámite",
    "RFC: PELJ901123KQ7 por si te lo piden en la factura",
)
LOOKALIKES["a masked number's visible digits, a company's tax id, a blank named for a password"] = (
    "短信说尾号 ****5521 的卡刚刚消费了 88 元",
    "카드 ****7713 승인 문자 왔는데 내가 쓴 거 맞아",
    "card ending xxxx-4421 got declined at the gas station",
    "el RFC de la empresa es ABC010203XY4, va en la factura",
    "aus der Doku: curl -u NUTZER:KENNWORT https://api.example.org, bitte ersetzen",
)
SECRETS["a password read out with its letters' case, no name said"] = (
    "ok so: capital T, lowercase m, four four, then an asterisk and harbor all lowercase",
    "大文字のジェー、小文字のエル、ケー、ピー、最後に数字の5を2回",
    "대문자 케이, 소문자 엘, 숫자 칠칠, 그리고 골뱅이",
    "jota mayúscula, o, ene, e, dos, dos y un punto al final",
    "großes M, kleines o, n, d, dann 42 und ein Stern",
    "B majuscule, l, e, u, deux fois le 9, et un tiret à la fin",
)
LOOKALIKES["rules of letters' case, a name's capital"] = (
    "your password needs a capital letter, a lowercase letter, a number, and a symbol",
    "la contraseña debe tener una mayúscula, una minúscula, un número y un símbolo",
    "write your name with a capital J, then the surname",
    "Bitte den Namen mit großem S schreiben, also Schmidt, nicht schmidt",
    "options are A, B, C or D, pick one",
)
SECRETS["a seed named in other words, or with a word that reads as prose"] = (
    "ウォレットの復元用の単語：あおぞら いさん うちゅう えほん おんせん かいぎ きせつ くうこう けしき こうえん さくら しんせつ",
    "Recovery-Wörter, nicht löschen: Apfel Brücke Dach Eimer Feder Garten Hafen Insel Jacke Kerze Löffel Mantel",
    "복구 문구 적어둠: 가방 나무 다리 마을 바다 사과 아침 자동차 책상 카드 타이어 하늘",
)
LOOKALIKES["a game's board of list words"] = (
    "codenames board tonight: vault shoulder pirate ring harvest ghost lemon tower spring olive",
)
SECRETS["a dial's last turn said 'finally' without a particle"] = ("倉庫の金庫、右に2回で31、左に1回で58、最後右で14",)
LOOKALIKES["a public key line: an OpenSSH key, an age recipient"] = (
    "mein öffentlicher Schlüssel für den Server: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK2pQ9vRtL3mXw8ZbN5cYd1sFg7JqE4uA0oTz lena@x1",
    "age recipient for the backups: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
)
SECRETS["a locker's code keyed in parts, a lock's emoji"] = (
    "gym locker 🔒 12-38-07 , grab my headphones pls 🙏",
    "ロッカー🔑 0 7 2 9 ね、着替え入ってるから",
    "사물함 🔢 3 9 1 7 내 운동화 좀 꺼내줘",
    "🔐 4471 for the bike shed",
)
LOOKALIKES["a locker's number"] = ("my locker is 212", "locker 14, row 3", "meet at locker 12 at 3 pm")
SECRETS["a dial's numbers before their sides"] = (
    "la caja fuerte: 27 a la derecha, 04 a la izquierda, 61 a la derecha",
    "coffre : 15 à droite, 32 à gauche, 08 à droite",
    "金庫の番号、最初右に24、次左に13、最後右に8で開くよ",
)
SECRETS["a card as printed with its expiry, no word naming it"] = ("払っといて→ 5241 8830 0127 4496 期限 11/26 裏の3桁 092",)
LOOKALIKES["a grouped number beside a date"] = ("tracking 1234 5678 9012 3456 arrives 12/03",)
SECRETS["an address and its password a space apart"] = ("邮箱 lixiaoyu88@163.com  Lxy_1212aa",)
SECRETS["a security answer that is a Japanese name"] = (
    "秘密の質問「初めて飼ったペットの名前は？」の答えは ポチ太郎 で登録してある",
)
LOOKALIKES["a long number named as an order's"] = ("淘宝订单号 3829104477561823901，退款还没到账😤",)
LOOKALIKES["a game room's code, everyone called in; a code in a chapter or an anime"] = (
    "スプラのプラベ部屋、合言葉 4477 で入って！",
    "código de sala de fortnite: 7QK2-M9PL-W4RT, entren ya",
    "code du salon Gartic : 7X9KQ2, venez",
    "in chapter 4 the spy whispers the vault code 'seven-seven-alpha' but it turns out to be a trap",
    "あのアニメで主人公が金庫に「1 2 2 5」って入れたシーン、誕生日だって気づいた瞬間泣いた",
)
LOOKALIKES["advice never to give a PIN"] = (
    "Reminder: never share your PIN or one-time codes with anyone. The bank will never ask for them by phone.",
    "Hinweis: Ihre Bank fragt Sie niemals nach PIN oder TAN per Telefon oder E-Mail.",
)
SECRETS["a PIN beside a word of never"] = ("I never change my PIN, it's 4471",)
SECRETS["a secret beside a room called in or a word of never, not a game's"] = (
    "I never told anyone my password: correcthorse",
    "la sala de servidores tiene la clave Servidor2024, entra",
    "部屋の暗証番号は4471、入って",
)
SECRETS["a seed phrase numbered 1 to 12, one word written from memory; a password name typed two letters off"] = (
    "saving this before my phone dies: 1 ocean 2 rabbit 3 velvet 4 hidden 5 sponsor 6 orbit 7 tumble 8 glass 9 pudding "
    "10 marble 11 shiver 12 canyonn",
    "das pswort vom Drucker ist druckr2024",
)
LOOKALIKES["a numbered agenda of twelve points; a crossword's answer"] = (
    "agenda: 1 intro 2 budget 3 hiring 4 roadmap 5 sales 6 marketing 7 support 8 legal 9 office 10 party 11 questions 12 close",
    "the crossword answer for 12 across is orange",
)
SECRETS["a security question named, then its answer set or said after 'it's'"] = (
    "if the bank ever asks my security question it's 'Hargreaves'",
    "question secrète du compte : « ville de naissance de mon père », j'ai mis Tourcoing",
    "preguntas de seguridad del banco: la del colegio, pon Salesianos",
)
LOOKALIKES["a security question named, no answer"] = (
    "security questions are a weak way to protect an account, use a password manager",
    "the security question is 'what was your first pet's name'",
)
SECRETS["a lock's code keyed in parts set off by spaced dashes"] = (
    "Zahlenschloss vom Keller 🔒 0 - 4 - 9 - 1",
    "gym locker 🔒 12 - 38 - 07",
)
LOOKALIKES["a lock's model and its years, no code"] = ("the bike lock is a 3-digit model from the 90s",)
SECRETS["a password's halves given after a subject particle"] = ("前半が hoshizora で、後半が _99Ts、つなげて入力してね",)
SECRETS["the Korean word for a password with one syllable off"] = ("비빌번호 qwer1234!! 맞을거야 아마",)
LOOKALIKES["an emergency number, a word one syllable from a password's"] = ("비상번호 010-1234-5678 이야, 급할 때 연락해",)
SECRETS["a reply that is only the value someone asked for, or a key as a link's user"] = (
    "sunflower2288!",
    "c'est pistache4410",
    "就是 qqq556677 啊",
    "git remote set-url origin https://ghp_R8vTq2LmNx5Kp9WzYb3Hc7Jd1Fg4Ae6Us0Vo@github.com/acme/app.git",
)
LOOKALIKES["a one-word message with a short number, a code in capitals, or a value and other words"] = (
    "covid19",
    "sha256",
    "WELCOME500",
    "ordered the kettle, order ref kettle4471 if you need it",
)
SECRETS["a security question named by what it recovers, in Korean"] = ("비번 찾기 질문 '첫 반려동물' 답은 초코야, 그걸로 찾아",)
SECRETS["a PIN given with the card or app it pays or draws cash with, not named as one"] = (
    "my debit card's in the drawer, 4417, grab 60 bucks at the ATM for me",
    "la tarjeta está en mi bolso, 8823, saca 40 € del cajero porfa",
    "银行卡在抽屉里，取钱输 731946",
    "토스 그 여섯 자리 582913, 결제 좀 해줘",
)
LOOKALIKES["an amount, a masked card or an order paid by card"] = (
    "paid 1500 with my card at the shop",
    "card ending 4242, pay with that one",
    "下4桁 6204 のカードで払ったやつ返金きた！",
    "order 12345 paid by card, arriving Friday",
    "withdrew 2000 yen with my card at the ATM",
    "微信付款了，订单号 582913",
)
SECRETS["a locker's combination set to a number"] = (
    "Spind im Schwimmbad hab ich auf 315 gestellt",
    "헬스장 사물함 3952로 해놨어, 수건 좀 꺼내줘",
    "I set the locker to 4471, grab my bag",
)
LOOKALIKES["a locker's own number"] = ("my locker is 212", "locker 212 on floor 3, set to open at 9")
SECRETS["a door's keypad code with a letter key, keyed"] = ("en bas tu tapes B7214, la porte est lourde",)
LOOKALIKES["a lettered number that is keyed on no door"] = ("the gate is on street B1234, enter from the left",)
SECRETS["a word run into a number where one logs in, with no word for a password"] = (
    "Canal+ : compte de papa, et ensuite mimosa1987",
    "entra en el Disney+ con el correo de mamá y churros2019",
    "Vereinsportal: kassenwart und Tor2Freude! – nicht weitersagen",
)
LOOKALIKES["a word run into a number that names an account, or a network's"] = (
    "my Steam account name is mimosa1987, add me",
    "log in to Spotify, my playlist is called summer2024",
)
LOOKALIKES["a code valid for everyone, printed in a brochure or posted on a website"] = (
    "Profitez de -15 % avec le code BIENVENUE15, valable pour tous sur le site.",
    "Gutscheincode HERBST20 steht vorne im Prospekt",
    "Die Einladung zum Elternabend: Teams-Code 4fk2x9m, steht auch auf der Schulhomepage.",
)
LOOKALIKES["a network named as the one to join, a conference session's code"] = (
    "Wi-Fiは「Buffalo-G-3A7C」ってやつに繋いで、パスは後で口頭で言う",
    "학술대회 세션 코드 S3-07 에서 발표할 예정입니다.",
)
SECRETS["a network named as the one to join, and its password given"] = (
    "wifi: connect to Casa2G, password mango2024",
    "Wi-Fiは Buffalo-G-3A7C に繋いで、パスは kaede2024",
)
SECRETS["a Canadian social insurance number, named, its Luhn digit holding"] = (
    "for the payroll form my SIN is 046 454 286... no wait, it's 130 692 544",
    "mon NAS pour l'employeur : 130 692 544",
)
LOOKALIKES["nine digits in threes beside 'sin', or failing Luhn"] = (
    "café sin azúcar, y llámame al 612 345 678",
    "my SIN is 130 692 545",
)
SECRETS["a phone's lock and its number, a router's all-digit key, a padlock's three digits"] = (
    "スマホのロックは 4417 だから、着信あったら出て",
    "내 폰 잠금 2580이야, 카톡 좀 봐줘",
    "WLAN-Schlüssel: 83920174",
    "the padlock on the shed: 482",
)
LOOKALIKES["a wallet's receiving address, an account given with its payee, a label's token, advice after the name"] = (
    "send the USDT here, TRC20 address: TXk9mQ2vBn7pLr4wZs8eYc3uHd6fGj5tKa",
    "donations welcome: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
    "Überweisung an DE89 3704 0044 0532 0130 00, Kontoinhaber: Sportverein Nord e.V.",
    "leave password: <your password> and token: YOUR_TOKEN in the template",
    "Bitte geben Sie Ihre PIN niemals am Telefon weiter.",
)
SECRETS["a password sent alone as the reply, its classes mixed in any order"] = (
    "Birch-Kettle-2291",
    "Zq_7731mno",
    "tamarindo.42",
)
LOOKALIKES["a word of a brand, an id in hexadecimal or a platform's user id sent alone"] = (
    "v3.2.1",
    "deadbeef-0042",
    "ou_5c1e0b8f7a3d49e2b6c0d1f2a3b4c5d6",
    "DOUBLE11",
    "我的邮箱 mei.lin42@post.example",  # a mail address
    "bin Typ-2-Diabetikerin",  # a word beside it: no value alone
    "Ma fille fait 1m65.",  # short words, not a key's groups of four
)
SECRETS["codes in groups of letters and digits: a set of backup codes, an account's recovery key of seven groups"] = (
    "my spare login codes: 3tq8-mz4w  kc7r-91xe  p2dn-h8va",
    "iCloud 復旧キー：K8TW-2MQA-7ZDE-P4HN-X9RC-3LFB-6GYU",
)
SECRETS["a password read out that closes with 'that's all' (以上です), which no rule of length precedes"] = (
    "パスワード言うね、大文字のM、小文字のo、3、9、以上です",
)
SECRETS["a security answer after its question quoted with its question mark; a code said in pairs; a router's long key"] = (
    "秘密の質問「初めて飼った犬の名前は？」は むぎ で登録しました",
    "动态码 57 30 18，两分钟内有效",
    "WLAN-Schlüssel: 5820 1937 4468 2015 7736",
)
LOOKALIKES["a promo code taken at the till, a waybill that passes the IBAN check, a password rule with its classes"] = (
    "enter code AUTUMN30 at checkout for free shipping",
    "京东快递单号 JD853308815260744，明天应该能到",
    "El PIN debe tener al menos 6 dígitos, una letra, una mayúscula y un símbolo.",
)
SECRETS["a home security service's disarm code keyed on its panel; a security answer said as what was filled in"] = (
    "세콤 끄려면 7315 누르면 돼",
    "密保问题是「第一所学校」，我填的是 向阳小学",
)
LOOKALIKES["a rule of length given as a range of characters after the password's name"] = (
    "密码 6–12 位，字母加数字即可",
    "パスワードは10〜20文字にしてください",
)
SECRETS["a PIN beside 'in the shower' (no show: no story), a gym locker's code in Korean"] = (
    "my tablet pin is 730215 if you need the recipes while I'm in the shower",
    "수영장 사물함 5831로 잠갔어",
)
LOOKALIKES["a code said to have expired or been used up already, a code's length in one word, 'E-Mail' after a code"] = (
    "the code they texted was 730512 but it already expired, asked for a new one",
    "验证码 390217 已经过期了，我再发一次",
    "택배함 비번 5521 이미 썼어, 물건 찾았음",
    "el código de recogida 6623 ya está usado, ya tengo el paquete",
    "Abholcode 4097 ist schon abgelaufen",
    "der Code ist 8-stellig und kommt per SMS",
    "Le code d'accès vous sera envoyé par e-mail.",
)
SECRETS["a code still to expire, not expired yet, or beside an older one that expired; a password built of a recipe"] = (
    "验证码 390217 马上过期了快填",
    "Abholcode 4097 ist noch nicht abgelaufen",
    "the gate code is 4471 and the old one expired",
    "Name von der Katze plus Geburtsjahr: Minka1998",
    "c'est le prénom du chat + l'année, Pixel2015",
)
SECRETS["a value to try for a router or a box, a phone's unlock code, a screen lock in Chinese"] = (
    "try bluefox42 for the router in the hall",
    "essaie tortue_88 pour la Freebox",
    "unlock is 903417 if you need my phone",
    "我手机锁屏 731904，帮我看下微信",
)
LOOKALIKES["unlocking talked of with no code, a value tried for no thing that opens"] = (
    "I can't unlock my phone, battery's dead",
    "try version2024 for the report",
)
SECRETS["a password of six characters spelled one at a time"] = ("mot de passe : c h a t 9 9, tout attaché",)
LOOKALIKES["six letters or digits spaced out that name no secret"] = ("the options are a b c d e f", "countdown 1 2 3 4 5 6 go!")
SECRETS["two backup codes after the word that names them; a pickup code not yet collected; a formula joined by 'and'"] = (
    "codes de secours du compte mail :\n7719 4402\n3186 9057",
    "Backup-Codes fürs Vereinskonto:\n41827-99301\n66120-58473",
    "la clave del wifi es el nombre de la gata y el año, Mora2017",
    "password is my street name and the year we met: Elm2011",
)
SECRETS["a security answer followed by another clause; a locker code that opens it, spelled in hiragana"] = (
    "密保问题'第一只宠物叫什么'答案是 豆豆 你别又忘了",
    "更衣室のロッカーは「にきゅうよんいち」で開くよ",
)
LOOKALIKES["a network's name with its password named apart and not given; a pickup or login code spent"] = (
    "WiFiは「Buffalo-A-9f31」だよ、パスワードは箱に書いてある",
    "와이파이 olleh_5g_77 이고 비번은 사장님한테 물어봐",
    "wifi is TP-Link_4C2E, the password's on the fridge",
    "取件码 3-1-5520 我已经取了",
    "인증번호 448120 시간 지나서 안 돼",
)
LOOKALIKES["a network's name said as its name with an arrow, a code on a flyer for a free pizza, an IBAN for a kitty"] = (
    "民宿wifi名就是 Minshuku_3F，密码问老板",
    "le resto distribue des flyers avec le code BURGER5, dessert offert",
    "Pour la cagnotte de Léa, merci de virer 20 € sur FR76 3000 6000 0112 3456 7890 189",
)
SECRETS["a UUID named as a key in its clause; a UK National Insurance number named; a code after a thing's number sign"] = (
    "anbei der API-Schlüssel für das Portal: 3c9b2e71-8d4f-4a06-b1e7-5f20c8a9d314. Bitte nicht weitergeben.",
    "my National Insurance number is JT 51 72 08 C for the form",
    "le facilito el código de acceso al trastero n.º 7: 591203",
    "they changed the back gate, it's #2290* now",
    "裏口のオートロックは 3318# 押せば開くよ",
)
LOOKALIKES["a ticket's UUID after a key's name; a date or opening hours after a code's name; a code's name in a compound"] = (
    "request id for the key rotation ticket: 3c9b2e71-8d4f-4a06-b1e7-5f20c8a9d314",
    "【12306】您的账户密码已于2024-05-02 09:14修改成功，如非本人操作，请联系客服。",
    "请凭取件码到店领取，营业时间9:00-20:00",
    "die TAN kommt über die pushTAN-App, nicht per SMS",
    "der Abholcode 604 118 von der Packstation ist schon eingelöst",
)
SECRETS["a router's printed key with the box named; the same one as ever; a code keyed in after the thing it opens"] = (
    "hinten auf der FritzBox steht: 3917 0482 5561 7720 9034",
    "lol toujours le même : tournesol2017",
    "el portal del garaje: marca 4719 y espera",
    "门禁按 #7314 就开了",
)
LOOKALIKES["a value shown masked; a code used already; a password placeholder; a box's serial number"] = (
    "인증번호가 010-****-7733 번호로 발송되었습니다.",
    "Hemos enviado un código a lu****@gmail.com",
    "el código 503 117 ya lo usé, caduca a los 5 min",
    "dans la doc ils mettent mot_de_passe=CHANGEZMOI",
    "meine FritzBox hat die Seriennummer 1234 5678 9012 3456 7890",
)
SECRETS["a value spelled out and said to be typed as one, or with a symbol said by its name"] = (
    "así: ele, u, ene, a, cuatro, dos. Todo junto",
    "capital K e s t r e l then 88 then an exclamation mark",
    "großes B, dann aum, Bindestrich, 2019",
)
LOOKALIKES["letters listed as options, said in one case"] = ("the sizes are s, m, l, xl, all lowercase on the label",)
SECRETS["a security answer given in a clause of its own after the topic a bank asks"] = (
    "the bank wants my mother's maiden name for the reset, it's Wojciechowska",
)
LOOKALIKES["a topic a bank asks, and no answer after it"] = ("my mother's maiden name for the bank, it's a long story",)
SECRETS["a router's password set anew, closing the message after an arrow, a colon or a copula"] = (
    "not the one on the sticker anymore, changed the router pw → mapleleaf2031",
    "공유기 스티커 말고 새로 바꿨어 → dubu1004",
    "Routeur : j'ai changé, c'est Raclette2030",
)
LOOKALIKES["a router's model, its network's name"] = (
    "new router arrived: Archer AX55",
    "the wifi's name is MyFlat_5G, password is on the fridge",
)
SECRETS["an account's address and its password split by a slash; a code after a date; an answer named first"] = (
    "spotify for the family: olga.mertens@posteo.de / sunflowerGarden!",
    "der Code für die Tiefgarage lautet ab 15. Mai 3918",
    "la réponse à la question secrète de la banque c'est Montbrison",
)
LOOKALIKES["what a password is of; a network's name; a length; a policy; a placeholder in Korean; a word"] = (
    "olvidé otra vez la contraseña de Cl@ve, qué pereza",
    "ich hab das Passwort vom ELSTER-Konto vergessen",
    "mot de passe ameli.fr oublié, encore",
    "와이파이 이름은 SK_WiFi_9C4E 이고 비번은 공유기 뒤에 있어",
    "Passwort: 10 Zeichen, eine Zahl, ein Sonderzeichen",
    "forgot my bank password for the 2nd time this week",
    "설명서에 'PW=본인비밀번호' 라고 써 있어요",
    "j'ai changé le code de mon badge, on me l'a peut-être vu taper",
)
SECRETS["two parts of a password joined, and the value right after them"] = (
    "어 그거 우리 고양이 이름이랑 생일 nabi0312",
    "妹の名前と誕生日で haruka0708",
    "我老婆名字拼音加生日，wangli1124",
)
LOOKALIKES["two parts of a form joined, and no value after them"] = (
    "우리 고양이 이름이랑 생일 알려줄게 나중에",
    "the form asks for your name and birthday, then a photo",
)
LOOKALIKES["a code said spent: no balance left, no longer valid, timed out; a voucher handed to everyone"] = (
    "la tarjeta regalo ya está gastada, el código 4471 9920 no tiene saldo",
    "the code 640218 is no longer valid, requesting a new one",
    "인증번호 552019 시간초과 됐어 다시 보내줘",
    "el código que me llegó, 908112, ya ha caducado",
    "Gutscheincode HERBST15 gilt für alle aus dem Newsletter",
)
SECRETS["a reply that gives a value shaped as a password, then how to type it"] = (
    "jaja sí, es LUNA2019 todo en mayus",
    "genau, Dackel7mal! mit Ausrufezeichen am Ende",
    "c'est framboise42 tout attaché",
)
LOOKALIKES["a user name, a handle or a model said with how to type it"] = (
    "mi usuario es pepe1990 todo en minúsculas",
    "my gamertag is Shadow99 all lowercase",
    "der Benutzername ist lisa_k88 alles klein",
)
LOOKALIKES["an EVM address, a discount said before its code, a code that stopped working, a serial number"] = (
    "pay me back in ETH: 0x52908400098527886E0F7030069857D2E4169EE7, that's my address",
    "Pizza place has 30% off tonight with code SLICE30, it's on their flyer",
    "the old gate code (7731) stopped working yesterday, waiting for the new one",
    "快递取件码 8841 已经取走了",
    "製造番号 3KQ9-77F2-0058 を保証書に書いといて",
)
SECRETS["an EVM private key, a code that still works, a key named as a serial key"] = (
    "wallet private key 0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8ac41d01",
    "the gate code 7731 has never stopped working, use it",
    "serial key for the software: 3KQ9-77F2-0058",
)
SECRETS["a keypad code given with a request to keep it from others"] = (
    "各位　サーバー室の入室番号は月曜より 3917# に変更となります。口外しないでください。",
    "공지: 서버실 출입 번호가 월요일부터 6048#으로 변경됩니다. 외부 유출 금지.",
    "Ihr persönlicher Code zur Scharfschaltung der Alarmanlage lautet ab Montag 58209. Bitte behandeln Sie ihn vertraulich.",
)
LOOKALIKES["a number kept quiet that opens nothing: a sum, a room, a phone, an order, a year"] = (
    "between us, I paid 2500 for it",
    "don't tell anyone but room 4021 has the good chairs",
    "my new number is 0176 1234567, don't share it",
    "confidential: order number 48213 shipped",
    "confidential: the merger closes in 2025",
)
SECRETS["a RUT with its check digit, Korean digits before a copula, a dial lock, a code after a pause"] = (
    "para la factura pon mi RUT 12.345.678-5 nomás",
    "카드 비밀번호 팔삼이육이야 잊지 마",
    "自転車の鍵ダイヤル式で 2847 だよ",
    "ok je te lis le code… 5 0 9 3 1 7",
    "here's the code... 660471",
)
SECRETS["a code about to lapse, 密码 by its initials, an answer made so, words joined by underscores typed so"] = (
    "it says 582044, hurry before it expires",
    "wifi mm：qq778899 别外传",
    "秘密の質問の答え、母の旧姓は鈴木じゃなくて佐藤にしてある",
    "c'est tarte_aux_pommes, tout attaché",
)
LOOKALIKES["a dotted number failing the RUT's check, an offer, a file typed so, a device's SN, mm as a unit"] = (
    "la boleta 12.345.678-4 ya está pagada",
    "the offer 582044 expires in 3 days",
    "le fichier s'appelle bilan_annuel, tout en minuscules",
    "Seriennummer steht auf dem Gerät: SN 7K21-44M2-Z880",
    "螺丝要 mm：25 的",
    "the code... i forgot it. 2019 was a mess",
)
SECRETS["a code keyed on a pad or with a letter kept quiet, a security answer filled in, a phone's lock number"] = (
    "el portón se abre con el 4 7 1 9 en el teclado de la derecha",
    "la grille s'ouvre avec 6602 sur le boîtier à gauche",
    "Le nouveau code du local poubelles est 1937B. Merci de ne pas le communiquer.",
    "密保问题帮我妈填好了：出生城市 宜宾",
    "秘密の質問「母の旧姓」は 田中 にしといた",
    "아빠 폰 잠금 번호 3 9 1 7 2 0 으로 바꿨어",
)
LOOKALIKES["a code posted for everyone, a documented public key, a room kept quiet"] = (
    "Papa John's code BOGO24 still works, it's on their site for everyone",
    "that NPPR9-FWDCX-D2C8J-H872K-2YT43 key is the public KMS client key from the docs, it activates nothing",
    "confidential: the workshop is in room 3105B",
)
SECRETS["a value handed over to try on a login or a network"] = (
    "try mango2023!! for the guest one",
    "prueba con perrito77 para el wifi",
    "versuch's mal mit regen2022 fürs WLAN",
    "essaie minou64 pour la box",
    "와이파이 bada2024로 해 봐",
    "ルーターは fuyu2023で試してみて",
)
LOOKALIKES["something tried that opens nothing: food, software, a nickname"] = (
    "try route66 for lunch, best burgers in town",
    "try windows11 on the laptop, it's faster",
    "try iPhone15 for the photos",
    "닉네임 haneul99로 해 봐",
)
SECRETS["a code to log in on a site: where it is typed, not where it is posted"] = (
    "le code pour te connecter sur le site c'est 739204",
    "el código para entrar en la web es 552901",
)
SECRETS["a value to try on something locked, ending the message"] = (
    "the payroll zip is locked, try Morrison_PAY24",
    "el pdf está cifrado, prueba con Nomina2024_rh",
)
LOOKALIKES["a rule of what a password holds, a serial printed on a door, a lock tried again"] = (
    "me pide una contraseña de mínimo 12 caracteres, una mayúscula y un número, qué rollo",
    "Seriennummer vom Kühlschrank steht innen an der Tür: KS 0417 118233",
    "the door is locked, try again later",
)
SECRETS["letters spelled in a spelling alphabet or with a word each"] = (
    "router password: Tango Oscar Romeo Tango Echo 4 2",
    "das WLAN-Passwort buchstabiert: Berta Anton Nordpol Anton Nordpol Emil 7",
    "pw is B as in bravo, L as in lima, U as in uniform, E as in echo, 9 9",
    "clave del wifi: P de Pamplona, E de España, R de Roma, A de Almería, 5 5",
)
LOOKALIKES["names of an alphabet said in passing, three at most"] = (
    "the teams are Alpha, Bravo and Charlie; the password sheet is on the wall",
    "Emil, Otto und Paula kennen das Passwort schon",
)
SECRETS["words given with how to case and join them"] = (
    "three words, lowercase, joined with hyphens: harbor, violet, pancake",
    "trois mots en minuscules avec des points : renard, nuage, moulin",
    "全部小写，用下划线连起来：xigua, yueliang, qiche",
)
LOOKALIKES["a rule for naming things in lowercase with separators"] = (
    "branch names go lowercase with hyphens, e.g. fix-login-page",
    "Dateinamen bitte klein mit Unterstrichen: bericht, entwurf, final",
)
SECRETS["a security answer named with a few words of whose"] = (
    "la respuesta secreta del banco es Canelita",
    "my security answer for the credit union is Wilbury",
)
SECRETS["a spelled run joined by 'then', a dial's turns counted first, a phone's lock in Japanese"] = (
    "Kennwort vom Router, buchstabiert: Berta Anton Nordpol Anton, dann 3 1",
    "Safe: 2× rechts auf 31, 3× links auf 09, dann rechts auf 57",
    "携帯のロック、2580だよ",
)
LOOKALIKES["a phone's lock talked of with no number"] = ("スマホのロック、顔認証にした",)
LOOKALIKES["words of four letters after an ordinal, a waybill's number glued to its carrier's letters"] = (
    "changed my bank PIN again bc i keep forgetting it, 3rd time this year",
    "快递单号 SF1409283746551 顺丰的 说明天到",
)
SECRETS["a one-time code named 'of validation', spaced in threes"] = (
    "Votre code de validation est 582 301. Il expire dans 5 minutes.",
    "tu código de validación es 640128",
)
LOOKALIKES["a pickup code used up (用掉了)"] = ("快递柜取件码 4-2-7719 已经用掉了，别再发了",)
SECRETS["a file's password said by the verb that opens it, a value tried on a service by its name"] = (
    "the archive with the invoices opens with Ledger_March!",
    "el rar de las fotos se abre con Vacaciones-2023",
    "压缩包用 huiyi2024 打开就行",
    "essaie citron77 pour Deezer, c'est celui de la coloc",
    "try lemon2023 for Hulu, the old one stopped working",
)
LOOKALIKES["a file opened with a program or a click, a value tried on a meal"] = (
    "the zip opens with a double click on a Mac",
    "le fichier s'ouvre avec WinRAR, pas besoin d'autre chose",
    "das PDF geht mit dem Acrobat Reader auf",
    "probier mal route66 für Mittag, die Burger sind gut",
)
SECRETS["a login a line each under what it opens, a key safe's code in German"] = (
    "NAS-Login:\nroot\nSilv3r-Fox",
    "路由器后台\nadmin\nwifi_2024xy\n登录就行",
    "Schlüsselsafe neben der Tür: 3318",
)
LOOKALIKES["lines under a login that hold no password"] = (
    "login page moved\nsee\nhttps://example.com/v2",
    "account update\nversion\n2.4.1",
    "Der Schlüsselsafe hängt links neben der Tür",
)
SECRETS["a copula and a colon far from the name, a PIN read out beside a sum, a key emoji, a formula with a colon"] = (
    "das Passwort für das verschlüsselte PDF (Lohnabrechnung) lautet: Ahorn-Linde-72",
    "le mot de passe du fichier zip contenant les pièces justificatives est : Tilleul-Cerise-19",
    "Omas PIN für die EC-Karte ist 4 7 1 1, sie hat gesagt du sollst 200 € abheben",
    "Ihre mTAN für die Überweisung an M. Schneider über 350,00 EUR lautet: 739104",
    "🔑 kk_lab_2024! for the lab PC, keep it to yourself",
    "ya sabes, el nombre del perro y el número de la casa: Lola17",
    "老规矩，狗名加门牌号，doudou502",
)
LOOKALIKES["a key emoji over words, an initial in a name beside no code"] = (
    "合鍵はポストの裏🔑 ボット覚えとけよ〜",
    "🔑 Key takeaways from the meeting",
    "the code review is for Mr. A. Smith. I will send it later",
    "我家狗名叫豆豆，门牌号502",
)
