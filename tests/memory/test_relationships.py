"""A breakup ends its speaker's statement of being with someone; someone else's breakup does not."""

import pytest

from longtermmemory.memory.relationships import (
    ends_relationship,
    marries,
    named_ends_relationship,
    named_starts_relationship,
    starts_relationship,
)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("me and Jordan are going on 2 years next month 🥰", "jordan and i called it quits. im fine. mostly"),
        ("我和男朋友下个月就三周年啦💕", "我跟他分了 没事 别问了"),
        ("彼氏と来月で2年〜🥰", "別れました。。そっとしといて"),
        ("남친이랑 다음달 2주년🥰", "헤어졌어 묻지마"),
        ("Bin mit Jana zusammen ❤️", "Jana und ich haben uns getrennt 💔"),
        ("me n alex hit 3 years in june", "alex and i split. dont ask"),  # a couple counting its years
        ("Léa et moi on fête nos 3 ans samedi", "Léa et moi c'est fini."),
        ("llevo tres años con Marta", "lo he dejado con Marta, no preguntéis"),  # years counted with someone
        ("cela fait 2 ans avec Hugo", "Hugo et moi c'est fini"),
        ("I'm seeing someone", "single again lol"),  # single now, and with nobody
        ("Bin vergeben", "bin wieder Single lol"),
        # a word opening a later sentence names nobody
        ("Tim und ich sind jetzt 3 Jahre zusammen 🥰", "Tim und ich haben uns getrennt. Bitte nicht nachfragen"),
        ("ça fait 3 ans avec Julien 🥰", "Julien et moi c'est fini. Je préfère pas en parler"),
        ("llevo 4 años con Dani 🥰", "Dani y yo lo hemos dejado, no preguntéis"),
        ("je suis avec Maxime depuis 2 ans", "c'est fini avec Maxime"),
    ],
)
def test_a_breakup_ends_the_speakers_relationship(old: str, new: str) -> None:
    assert ends_relationship(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm dating Sara", "Ken and Mia broke up lol"),  # others, by name
        ("我和男朋友下个月就三周年啦💕", "他们分手了"),  # others, by pronoun
        ("I work at Sony", "we broke up last week"),  # nothing of being together said before
        ("my girlfriend and I are going to Rome", "did you two break up?"),  # a question
        ("I'm 29 years old", "we split the bill"),  # an age, and a bill shared
        ("5 years with my team at Bosch", "we split up the project"),  # years with a team, not a partner
        ("me and Jordan are going on 2 years", "booked a single room for the conference"),  # a room, not being single
        ("남친이랑 헤어졌어", "나 지금 솔로야"),  # it had ended already
    ],
)
def test_someone_elses_breakup_or_no_relationship_ends_nothing(old: str, new: str) -> None:
    assert not ends_relationship(old, new)


def test_a_partner_found_ends_being_single() -> None:
    assert starts_relationship("bin Single 😎", "hab ne Freundin 🙈")  # the partner is what it says, no other holder
    assert starts_relationship("我还是单身", "脱单了！下次带她来😆")
    assert starts_relationship("soltera y feliz", "estoy saliendo con alguien, se llama Nora")  # the partner's name
    assert starts_relationship("ずっと独り身です", "彼女できました")
    assert starts_relationship("célibataire 😎", "je vois quelqu'un depuis mars")
    assert starts_relationship("彼氏いないよ〜", "実は彼氏できました🙈")
    assert starts_relationship("I'm single.", "Seeing someone now actually 😊")
    assert starts_relationship("je suis célibataire", "je vous présente Inès, ma copine")  # her name before the word
    assert not starts_relationship("I'm single.", "Ken is seeing someone now")  # someone else
    assert not starts_relationship("I'm single.", "am I ever going to find a boyfriend?")  # a question


def test_a_wedding_ends_an_engagement() -> None:
    assert marries("婚約しました💍", "入籍しました！今日から山口はるかです")
    assert marries("on s'est fiancés 💍", "on s'est mariés samedi à la mairie !!")
    assert not marries("I'm engaged!!", "Ken got married on saturday")  # someone else


@pytest.mark.parametrize(
    ("old", "new", "started"),
    [
        ("Tom's single, just saying 👀", "Tom and Ava made it official 💕", True),
        ("Lucía está soltera", "Lucía y Pablo se casan en mayo!!", True),
        ("小张还单着呢", "小张下个月结婚了", True),
        ("Tom's single, just saying", "Tomas and Ava made it official", False),  # another name
        ("I'm single", "Tom and Ava made it official", False),  # the speaker's own
        ("Tom's single", "Tom is still single lol", False),  # still single
    ],
)
def test_one_named_single_then_with_someone_is_told_by_any_member(old: str, new: str, started: bool) -> None:
    assert named_starts_relationship(old, new) is started


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("engaged to Sam!! 💍", "my husband Sam is cooking tonight"),
        ("我们订婚了💍", "我老公说周末一起吃饭"),
        ("약혼했어요", "울 남편이 안부 전해 달래요"),
    ],
)
def test_the_speakers_own_spouse_named_after_an_engagement_is_a_marriage(old: str, new: str) -> None:
    assert marries(old, new)


def test_another_engagement_or_single_holder_is_not_the_speakers() -> None:
    assert not marries("my cousin got engaged", "my wife says congrats to them")
    assert not starts_relationship("Raj is single", "so... I have a boyfriend now")
    assert not starts_relationship("나 솔로야", "내 친구 남친 생겼대")
    assert not starts_relationship("今フリーだよ", "彼氏と別れた")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我还单着呢", "脱单了！"),
        ("Je suis célibataire.", "plus célibataire du tout 😏"),
        ("Estoy soltera.", "ya no estoy soltera jeje"),
    ],
)
def test_being_single_said_to_hold_no_more_starts_a_relationship(old: str, new: str) -> None:
    assert starts_relationship(old, new)


def test_a_partner_whose_word_holds_the_word_for_a_friend_is_no_friend() -> None:
    assert starts_relationship("나 모쏠임", "여자친구 생겼다 ㅎㅎ")
    assert starts_relationship("我单身", "我有女朋友了")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("single and thriving 💅", "💍💍💍 HE ASKED"),  # a proposal
        ("单身狗一枚🐶", "💍求婚成功！！！"),
        ("独身貴族満喫中✌️", "入籍しました💍✨"),  # a wedding
        ("모솔 25년차😇", "💑 오늘부터 1일"),  # a couple's first day
        ("Soltera y feliz 💃", "💍💍 ¡¡Me lo ha pedido!!"),
        ("Célibataire et fière 💅", "💍 Il a fait sa demande !!"),
        ("Ich bin Single", "Mara und ich sind jetzt offiziell zusammen ❤️"),  # the partner named beside the speaker
    ],
)
def test_a_proposal_a_wedding_or_a_partner_beside_the_speaker_ends_being_single(old: str, new: str) -> None:
    assert starts_relationship(old, new)


@pytest.mark.parametrize("new", ["my sister got engaged 💍", "Tom proposed to Anna!!", "he asked me what time it is"])
def test_anothers_proposal_or_a_question_asked_ends_no_ones_being_single(new: str) -> None:
    assert not starts_relationship("single and thriving 💅", new)


@pytest.mark.parametrize(
    ("old", "new", "ended"),
    [
        ("Jonas und Mia wohnen jetzt zusammen", "Jonas und Mia haben sich getrennt, also bitte nicht fragen", True),
        ("Nico y Sara se van a vivir juntos", "Nico y Sara lo han dejado", True),
        ("Tom and Ava are dating", "Tom's single again, heads up", True),  # the first of them told single
        ("Lena und Ben sind zusammen", "Lena ist jetzt solo", True),
        ("Tom and Ava are dating", "Tom is single-handedly running the stall", False),  # no being single
        ("민지가 남친이랑 결혼 준비 중이래", "민지 파혼했대", True),
        ("Jonas und Mia wohnen zusammen", "Jonas hat sich von Lea getrennt", False),  # another couple
        ("I live with my girlfriend", "Tom and Ava split up", False),  # the speaker's own, and others
    ],
)
def test_a_couple_named_together_then_split_is_told_by_any_member(old: str, new: str, ended: bool) -> None:
    assert named_ends_relationship(old, new) is ended
