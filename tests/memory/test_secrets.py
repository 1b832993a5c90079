"""The secret filter, pure: every kind of the corpus caught, every look-alike kept, and the parts that decide."""

import base64

import pytest

from longtermmemory.memory.secrets import DUMP, find_secret, withheld
from longtermmemory.memory.secrets.hinted import _BUILDING_BLOCK, names_a_block
from longtermmemory.memory.secrets.keys import entropy
from longtermmemory.memory.secrets.numbers import card_network, iban_valid, luhn_valid
from longtermmemory.memory.secrets.shaped import password_built
from longtermmemory.memory.secrets.views import MAX_CANDIDATES, Views, decode_base64
from longtermmemory.memory.secrets.words import is_placeholder, stated_value
from longtermmemory.tests.secret_corpus import LOOKALIKES, SECRETS


@pytest.mark.parametrize(("kind", "text"), [(k, t) for k, items in SECRETS.items() for t in items])
def test_every_secret_of_the_corpus_is_caught(kind: str, text: str) -> None:
    assert find_secret(text) is not None, kind


@pytest.mark.parametrize(("kind", "text"), [(k, t) for k, items in LOOKALIKES.items() for t in items])
def test_every_lookalike_of_the_corpus_is_kept(kind: str, text: str) -> None:
    assert find_secret(text) is None, kind


def test_the_corpus_is_as_large_as_promised() -> None:
    assert sum(map(len, SECRETS.values())) >= 100 and sum(map(len, LOOKALIKES.values())) >= 50
    assert len([k for k in SECRETS["provider key"]]) >= 30


def test_the_kind_is_named_and_the_secret_never_is() -> None:
    key = "ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"
    assert find_secret(f"token {key}") == "GitHub token"
    assert find_secret("my password is sunshine") == "password"
    assert find_secret("4557 8533 5223 0768") == "card number"
    assert key not in withheld("GitHub token") and find_secret("we met in Kyoto") is None


def test_disguises_are_seen_through() -> None:
    key = "ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"
    assert find_secret(base64.b64encode(key.encode()).decode()) == "GitHub token, base64-encoded"
    assert find_secret(" ".join(key)) == "GitHub token"
    assert find_secret("-".join("sk_live_4eC39HqLyjWDarjtT1zdp7dc")) is not None
    assert find_secret(key[:9] + "\u2060\u200b" + key[9:]) == "GitHub token"
    assert find_secret("my p@$$w0rd is marigold") == "password"
    assert find_secret(key[:16]) == "GitHub token"  # half a key is still a key


def test_a_message_with_too_many_candidates_is_refused_as_a_dump() -> None:
    """Each look-alike costs a judgement; past MAX_CANDIDATES of one kind the message is not judged further but refused."""
    assert find_secret(" ".join(["password: required."] * MAX_CANDIDATES)) is None
    assert find_secret(" ".join(["password: required."] * (MAX_CANDIDATES + 1))) == DUMP


def test_views_fold_width_invisible_characters_and_leetspeak_keeping_offsets() -> None:
    views = Views.of("ｐａ\u200bｓｓ p@$$w0rd Ünïcode")
    assert views.folded == "pass p@$$w0rd Ünïcode"
    assert views.leet == "pass password ünïcode" and len(views.leet) == len(views.lowered)


def test_decode_base64_only_returns_readable_text() -> None:
    assert decode_base64(base64.b64encode(b"see you at the lake").decode()) == "see you at the lake"
    assert decode_base64("faqDeMqG3omjMyXHCabM6JOF8EFd0Nhcy+1kGD2V") is None  # random bytes
    assert decode_base64("not*base64") is None


@pytest.mark.parametrize(
    ("after", "is_value"),
    [
        ("sunshine", True),
        ("'the'", True),
        ("too short", False),
        ("16 characters long", False),
        ("the same as before", False),
        ("*****", False),
        ("<your password>", False),
        ("sunshine?", False),
        ("Kx9!mQ and more", True),
    ],
)
def test_stated_value_tells_a_value_from_a_description(after: str, is_value: bool) -> None:
    assert stated_value(after) is is_value


def test_placeholders() -> None:
    for value in ("${TOKEN}", "<key>", "changeme", "xxxxxxxx", "your_api_key_here", "os.environ['X']", "REDACTED"):
        assert is_placeholder(value), value
    for value in ("hunter2", "Summer19", "s3cr3t-value"):
        assert not is_placeholder(value), value


def test_luhn_networks_and_iban_checks() -> None:
    assert luhn_valid("4557853352230768") and not luhn_valid("4557853352230769")
    assert card_network("4557853352230768") and card_network("375617524480249")
    assert not card_network("9780306406157")  # an ISBN: no network starts with 9
    assert not card_network("356938035643809")  # an IMEI: JCB numbers have 16 digits
    assert iban_valid("DE89370400440532013000") and not iban_valid("DE89370400440532013001")


def test_entropy() -> None:
    assert entropy("aaaa") == 0.0
    assert entropy("abcd") == 2.0


@pytest.mark.parametrize(
    ("token", "built"),
    [
        ("Gazpacho_77", True),
        ("Sesame_open4", True),
        ("Hupo#2023", True),
        ("sojuBeer!33", True),
        ("Cw@Sep0921", True),
        ("xiaoyu_2000", False),  # a lower-case handle
        ("ThinkPad_X1", False),  # a model's code after the underscore
        ("Blink-182", False),  # a hyphen joins names
        ("iPhone15", False),
        ("US$1450", False),  # an amount
        ("dinner@7pm", False),  # a time
        ("issue#4821", False),  # a numbered thing
        ("Welcome2024!", False),  # the exclamation ends a sentence
        ("Gr8-Sunset!", True),  # words joined by a hyphen, a password's symbol to end them
        ("C1-Zertifikat!", False),  # a level's code opens the compound, the exclamation ends a sentence
        ("5G-Vertrag!", False),
        ("pk_live_Hx2Nq9Vr4Tm7Lw1Bz8Kc5Yd", False),  # a random key, which the key detectors judge
        ("casita-azul-77", True),  # a passphrase: words joined by hyphens, then a number
        ("igel-fahrrad-gewitter-91", True),
        ("team-offsite-2024", False),  # a year
        ("web-server-01", False),  # a machine's number
        ("acme-prod-381204", False),  # an id
        ("state-of-the-art", False),
    ],
)
def test_a_token_built_like_a_password(token: str, built: bool) -> None:
    assert password_built(token) is built


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("nimm quitte-tandem-nebel-63 für den Familien-Tresor", True),
        ("共有フォルダは hotaru-yuzu-kaze-38 で入れる", True),
        ("our repo is called quitte-tandem-nebel-63", False),  # a name, said so
        ("the branch is feature-login-42, rebase on it", False),
        ("see https://example.org/quitte-tandem-nebel-63 for the recipe", False),  # part of a link
    ],
)
def test_a_passphrase_of_hyphened_words_is_a_secret_unless_named_as_a_public_name(text: str, found: bool) -> None:
    assert bool(find_secret(text)) is found


@pytest.mark.parametrize(
    "text",
    [
        "엄마 폰 잠금 핀 7 7 0 1 2 9 이야 병원에서 필요하면 써",  # a PIN named in Hangul
        "我爸那张工行卡密码 幺洞洞八六六 你取钱的时候用",  # Chinese digits read out together, 幺 one and 洞 zero
        "おばあちゃんのキャッシュカードの暗証番号、いちきゅうはちなな ね",  # Japanese digits read out in hiragana
        "スマホの暗証番号 ゼロ・ナナ・イチ・ゴだよ",  # digits in katakana, ending before a particle
        "contraseña del wifi del bar: cañaybravas (con ñ, ojo)",  # how to type it
        "das Passwort buchstabiert: Siegfried Otto Nordpol Nordpol Emil 2 4",  # spelled in the German alphabet
        "wifi password: Sierra Oscar November Echo 7 7",  # and in the international one
        "mot de passe : S comme Sophie, O comme Oscar, L comme Louis, 4 2",  # a letter with a word for each
        "la respuesta secreta del banco es Pelusa",  # the answer named, a few words of whose, then a name
        "vier Wörter klein, mit Bindestrichen: kuckuck, zollstock, wolke, achtzehn",  # words and how to join them
        "전부 소문자, 하이픈으로: sagwa, gureum, napal, yesun",
        "四个拼音全小写，中间用点隔开：chun.feng.ma.ti",
    ],
)
def test_a_pin_read_in_other_words_or_a_password_typed_with_a_letter_of_its_own_is_a_secret(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "überweis mir die 50 auf DE02 1203 0000 0000 2020 51",  # an account given to be paid into
        "la site key de reCAPTCHA es 6LcX8xQpAAAAAH2vN7mR4tK9pZ1wY3sB6cH0jF5d, esa va en el HTML, la secreta no",
        "あのミステリー、金庫の番号が主人公の誕生日「0214」ってベタすぎない？笑",  # a mystery novel's safe
        "周一三五去健身",  # weekdays, no digits read out
        "暗証番号はいちごの絵の下にある",  # a strawberry, two digit words at most
        "our squads are Alpha, Bravo and Charlie; the password for the tracker is in the doc",  # three names, no run
        "Anton, Emil und Otto kennen das Passwort fürs WLAN",  # three friends
        "la respuesta secreta del banco es que no me acuerdo",  # a sentence, no name
        "branch names: lowercase with hyphens, e.g. fix-login-bug",  # a rule for naming things
        "file names in lowercase with underscores please: report, draft, final",
    ],
)
def test_an_account_to_pay_into_a_site_key_or_a_novels_code_is_no_secret(text: str) -> None:
    assert find_secret(text) is None
    assert find_secret("my IBAN is DE02 1203 0000 0000 2020 51") == "IBAN"  # given with nothing to pay
    assert find_secret("my IBAN is DE02 1203 0000 0000 2020 51, I'm Aaron") == "IBAN"  # a name says nothing of paying
    assert find_secret("don't share: IBAN DE02 1203 0000 0000 2020 51") == "IBAN"


@pytest.mark.parametrize(
    "text",
    [
        "Einrichtungsschlüssel für die Authenticator-App: OBQX G43X N5ZG IZLB MNRW 6ZLF einfach abtippen",  # words after
        "Spind 🔒 Kombination: 29 ➡️ 03 ➡️ 17",  # a dial's turns written with arrows
        "cadenas du casier 🔐 : 18 - 42 - 07, refermez bien derrière vous",  # or with dashes set apart
        "ma phrase de récup : abaisser bougie citron dauphin érable forêt gazon hibou jardin lavande moulin neige",
    ],
)
def test_a_grouped_key_with_words_after_it_a_dial_written_out_or_a_shortened_seed_name_is_a_secret(text: str) -> None:
    assert find_secret(text) is not None


def test_numbers_with_dashes_set_apart_and_no_name_of_a_code_are_no_secret() -> None:
    assert find_secret("final score 3 - 2 - 1 after extra time") is None
    assert find_secret("the tour runs 9 → 12 → 15 on Saturdays") is None


@pytest.mark.parametrize(
    "text",
    [
        "@mike yeah it's Tr0mb0ne_88 for the shared netflix, same as before",  # a reply need not name it
        "@Nacho lo que preguntaste antes: es Tortilla.89 con el punto",
        "can someone read me the code it just texted to the family phone? nvm got it, 583 912",
        "共享账号的蜜码是 zhuiju888!!",  # 密码 typed as a word that sounds the same
    ],
)
def test_a_password_given_in_reply_a_code_read_off_a_phone_or_a_homophone_of_its_name_is_a_secret(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "@ana it's juan.perez88, my user",  # a user name
        "@tom it's v2.3.1 now",  # a version
        "the parcel just came, order 583 920 is done",  # an order's number
        "这是秘密吗？",
    ],
)
def test_a_reply_with_a_public_value_or_an_orders_number_is_no_secret(text: str) -> None:
    assert find_secret(text) is None


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("la contraseña de la play lleva emoji 😂 ⚽realmadrid⚽14", True),  # emoji inside a named password
        ("게임 계정 비번 진짜 이모지 들어감 🐯tiger🐯77 복붙해", True),
        ("Wi-Fiパス😂 tonkatsu🐷LOVE", True),  # both cases, no digit
        ("🎉party🎉2024 at the gate", False),  # no password named
        ("I love ⚽ and 🍕, my password rules are strict", False),  # emoji set apart by spaces
        ("Para desactivar la alarma, teclee 8 2 6 1 y después la tecla OFF.", True),  # keyed, usted's imperative
        ("Pour désarmer l'alarme du local, composez 9 4 2 7 puis OFF.", True),
    ],
)
def test_a_password_split_by_emoji_or_a_code_keyed_on_an_alarm_is_a_secret(text: str, found: bool) -> None:
    assert (find_secret(text) is not None) is found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Hi Karen, my SIN for the T4 slip is 724 583 851. Let me know", True),  # Luhn holds, named
        ("llámame sin falta al 612 345 678", False),  # Spanish "sin" and a phone number in threes
        ("my SIN is 724 583 852", False),  # its check digit fails
        ("俺のスマホのロック 0829 だから、鳴ったら出といて", True),  # a phone's lock and its number
        ("핸드폰 잠금은 0829", True),
        ("ロックフェス 2024 行く？", False),  # rock music, no lock
        ("WLAN-Schlüssel: 48291736", True),  # a router's key, all digits
        ("WLAN-Name: 48291736", False),
    ],
)
def test_a_social_insurance_number_a_phones_lock_and_a_routers_key_are_secrets(text: str, found: bool) -> None:
    assert (find_secret(text) is not None) is found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("USDT 转我这个地址就行 TRC20：TJf7wQ3mZkR8vNa2XpLc5HdY9sBe4Uo6tG", False),  # an address named with its chain
        ("donate here 1BoatSLRHtKNngkdXEeobR76b53LETtpyT", False),  # its base58 checksum holds
        ("my key 1BoatSLRHtKNngkdXEeobR76b53LETtpyX", True),  # the same shape, no checksum, no chain
        ("api token: TJf7wQ3mZkR8vNa2XpLc5HdY9sBe4Uo6tG", True),
        ("For the rent, please use IBAN DE94 5001 0517 7727 1416 93 (account holder: M. Fischer).", False),
        ("Para la cuota, el IBAN es ES68 2100 0418 4510 3291 1788 (titular: Asociación Vecinal).", False),
        ("货款请汇至：户名 杭州云启科技有限公司，开户行 招商银行西湖支行，账号 5719 0842 3610 881。", False),
    ],
)
def test_a_wallets_address_or_an_account_given_with_its_payee_is_handed_out_to_be_paid(text: str, found: bool) -> None:
    assert (find_secret(text) is not None) is found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("cadenas du casier : 735", True),  # a padlock's combination of three digits
        ("casier 735", False),  # a locker's own number
        ("the padlock cost 199 euros", False),
        ("in config.yml just leave password: <your password> and api_key: YOUR_API_KEY", False),  # labels, no value
        ("Geben Sie Ihre PIN oder TAN niemals telefonisch oder per E-Mail weiter.", False),  # advice, "never" after
        ("Ihre PIN ist 4821, niemals weitergeben", True),
    ],
)
def test_a_padlocks_short_combination_is_a_secret_and_a_label_or_advice_gives_none(text: str, found: bool) -> None:
    assert (find_secret(text) is not None) is found


def test_the_literal_check_before_the_building_blocks_pattern_misses_no_message_it_matches() -> None:
    """`names_a_block` runs the building blocks' pattern only where one of its literals stands: on every message of
    the corpus, it answers as the pattern alone does."""
    for text in (text for kinds in (SECRETS, LOOKALIKES) for texts in kinds.values() for text in texts):
        lowered = text.lower()
        assert names_a_block(lowered) is (_BUILDING_BLOCK.search(lowered) is not None), text
