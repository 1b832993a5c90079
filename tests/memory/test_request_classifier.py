"""The request classifier's inference: softmax over labels; store only a request cue's content; forget without a cue, or
beside one turned down when a verb of forgetting asks."""

from __future__ import annotations

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.intent import EmptyRequest, RememberIntent
from longtermmemory.memory.request_classifier import (
    CUE_SCALE,
    ForgetRequest,
    RequestClassifier,
    asks_no_forget_of_the_bot,
    cue_shape,
    forget_cue,
    forget_shape,
    request_features,
)
from longtermmemory.memory.request_clauses import clause_splits
from longtermmemory.memory.request_content import SegmentModel
from longtermmemory.memory.request_cue import find_request

NEUTRAL = np.array([0.0, 0.0], dtype=np.float32)
NONE_LIKE = np.array([1.0, 0.0], dtype=np.float32)
FORGET_LIKE = np.array([0.0, 1.0], dtype=np.float32)
# the features after the forget cue (cue position, question, content, addressees, ...), weighed 0 here
STRUCTURE = [0.0] * (len(request_features("hello", NEUTRAL, None)) - 3)
# Two vector dimensions, the forget cue and the rest of the structure: dimension 0 pushes towards
# `none`, dimension 1 towards `forget`.
CLASSIFIER = RequestClassifier(
    embedding_model="test-model",
    labels=["remember", "forget", "none"],
    weights=[[0.0, 0.0, 0.0, *STRUCTURE], [0.0, 10.0, 4.0, *STRUCTURE], [10.0, 0.0, 0.0, *STRUCTURE]],
    bias=[1.0, 0.0, 0.0],
    remember_at=0.5,
    forget_at=0.9,
    forget_relevance=0.3,
)


def test_probabilities_are_a_softmax_over_the_labels() -> None:
    shares = CLASSIFIER.probabilities(request_features("hello", NEUTRAL, None))
    assert set(shares) == {"remember", "forget", "none"}
    assert sum(shares.values()) == pytest.approx(1.0)
    assert shares["remember"] == pytest.approx(np.e / (np.e + 2))


def test_a_request_cue_is_stored_only_when_the_model_takes_it_for_a_request() -> None:
    message = "remember that the raid is on Friday"
    cue = find_request(message)
    assert CLASSIFIER.request(message, NEUTRAL, cue) == RememberIntent("the raid is on Friday", "episode", message)
    assert CLASSIFIER.request(message, NONE_LIKE, cue) is None


def test_a_request_without_content_is_asked_what_whatever_the_model_says() -> None:
    for message in ("bot, note this", "bot 记一下"):
        assert CLASSIFIER.request(message, NONE_LIKE, find_request(message)) == EmptyRequest(message)
    question = "Can you remember that for me?"
    assert CLASSIFIER.request(question, NEUTRAL, find_request(question)) is None


def test_forget_needs_the_model_sure_and_no_request_cue() -> None:
    assert CLASSIFIER.request("forget what I said about the potluck", FORGET_LIKE, None) == ForgetRequest(
        "forget what I said about the potluck"
    )
    assert CLASSIFIER.request("hmm", NEUTRAL, None) is None
    dont_forget = "don't forget that the potluck is on Friday"
    cue = find_request(dont_forget)
    assert cue is not None
    assert not isinstance(CLASSIFIER.request(dont_forget, FORGET_LIKE, cue), ForgetRequest)


def test_a_record_asked_to_be_deleted_may_be_a_forget_with_or_without_a_cue() -> None:
    delete = "请删除关于我搬家日期的记录"  # 的记录: a record, the end of a compound, no cue to note
    assert find_request(delete) is None
    assert CLASSIFIER.request(delete, FORGET_LIKE, None) == ForgetRequest(delete)
    assert CLASSIFIER.request(delete, NONE_LIKE, None) is None
    noted = "请删除关于我搬家日期的记录一下"  # read as a cue to note beside the verb of deleting
    cue = find_request(noted)
    assert cue is not None
    assert CLASSIFIER.request(noted, FORGET_LIKE, cue) == ForgetRequest(noted)


@pytest.mark.parametrize(
    ("message", "cue"),
    [
        ("bot, forget what I said about the potluck", CUE_SCALE),
        ("忘掉我刚才说的地址", CUE_SCALE),
        ("さっきの話は忘れて", CUE_SCALE),
        ("vergiss Rajs Nummer", CUE_SCALE),
        ("I totally forgot my umbrella", 0.0),
        ("remember that my sister's name is Mika", 0.0),
    ],
)
def test_the_forget_cue(message: str, cue: float) -> None:
    assert forget_cue(message) == cue


def test_a_malformed_classifier_is_refused() -> None:
    with pytest.raises(ValidationError):
        RequestClassifier.model_validate({**CLASSIFIER.model_dump(), "labels": ["forget", "remember", "none"]})
    with pytest.raises(ValidationError):
        RequestClassifier.model_validate({**CLASSIFIER.model_dump(), "bias": [0.0, float("nan"), 0.0]})


@pytest.mark.parametrize(
    ("said", "shape"),
    [
        ("remember that I love jazz", "told"),
        ("remember: the gate code changed", "told"),
        ("merk dir, dass ich Jazz liebe", "told"),
        ("记住：我喜欢爵士乐", "told"),
        ("remember that song from the 90s", "other"),  # "that" points at a thing, no statement follows
        ("can you remember that I love jazz?", "other"),  # a question
        ("I love jazz, remember that", "other"),  # the cue at the end
    ],
)
def test_a_cue_that_opens_and_points_at_a_statement_is_told(said: str, shape: str) -> None:
    cue = find_request(said)
    assert cue is not None and cue_shape(cue) == shape


@pytest.mark.parametrize(
    ("message", "shape"),
    [
        ("forget my old address", "named"),
        ("ya no vale, bot: olvida lo de la comida del sábado", "named"),  # in the middle, after a colon
        ("oubliez ce que j'ai dit sur le repas de samedi", "named"),
        ("lösch meine Notiz zum Grillfest", "named"),
        ("その話は忘れて", "named"),
        ("아까 말한 생일 얘기 지워 줘", "named"),
        ("把我说的工作的事删掉", "named"),
        ("forget it, never mind", "unnamed"),  # names nothing: a shrug
        ("olvídalo, da igual", "unnamed"),
        ("잊어, 별거 아냐", "unnamed"),
        ("忘れて、なんでもない", "unnamed"),
        ("vergiss Rajs Nummer bloß nicht wieder, Tom", "verbless"),  # "nicht" at the end of the clause: a reminder
        ("그 영화는 절대 못 잊어", "unnamed"),
        ("周五的事大家忘了吧，场地取消了", "unnamed"),  # to the group
        ("I forgot my umbrella", "verbless"),  # no verb of forgetting that asks
        ("I'd like you to forget my employer details, please.", "named"),  # asked politely
        ("@bot olvida lo que dije del alquiler", "named"),  # after an @mention
        ("@Memo olvida lo que dije del alquiler", "unnamed"),  # a member, unless the bot is called Memo (bot_names)
        ("Merkbot, lösch meine Schuhgröße", "named"),  # after a name ending in "bot"
        ("¿puedes borrar lo de la llave?", "named"),  # an infinitive after a word that asks
        ("Kannst du das mit Lisas Fahrt wieder löschen?", "named"),  # German: the modal first, the infinitive last
        ("推しの件は忘れて恥ずかしい", "named"),  # a clause that ends with no mark before the next
        ("최애 얘기 지워줘 부끄러워", "named"),
        ("엄마 병원 메모 이제 지워도 돼 퇴원하셨어", "named"),  # a permission: "you may delete it"
        ("forgett my phone number pls", "named"),  # a slip of one letter
        ("oubli ma taille de pull stp", "named"),
        ("Merkbot, vergiss nicht, dass ich Bereitschaft hab", "verbless"),  # "don't forget": a reminder
        ("oublie pas vos gourdes pour la rando", "verbless"),
        ("傘を忘れて行った", "verbless"),  # "left it behind"
        ("I forgot my keys again", "verbless"),  # a past form is no slip
        ("j'ai oublié mes clés", "verbless"),
    ],
)
def test_a_forget_that_names_its_thing_has_the_named_shape(message: str, shape: str) -> None:
    assert forget_shape(message, None) == shape


def test_each_forget_shape_has_its_own_bar() -> None:
    """A shrug's idioms ("forget it") set the bar of unnamed forgets only, not of named or verbless ones."""
    classifier = CLASSIFIER.model_copy(update={"forget_at": 0.99, "named_forget_at": 0.6, "verbless_forget_at": 0.7})
    assert classifier.forget_threshold("forget my old address") == 0.6
    assert classifier.forget_threshold("forget it, never mind") == 0.99
    assert classifier.forget_threshold("could we talk about what you keep about me?") == 0.7
    assert CLASSIFIER.forget_threshold("forget my old address") == CLASSIFIER.forget_at  # unset: the one bar


def test_the_clause_model_stores_the_rest_when_its_likeliest_clause_asks() -> None:
    """Clause vector dimension 0 asks, dimension 1 does not; the message's own vector weighs nothing here."""
    with_clauses = CLASSIFIER.model_copy(
        update={"clause_weights": [8.0, -8.0, 0.0, 0.0], "clause_bias": -2.0, "clause_remember_at": 0.9}
    )
    message = "Nadia is on nights from Monday. make a note of that"
    splits = clause_splits(message)
    asking = np.array([[0.0, 1.0] if split.clause != "make a note of that" else [1.0, 0.0] for split in splits], dtype=np.float32)
    assert with_clauses.clause_request(message, NEUTRAL, splits, asking) == RememberIntent(
        "Nadia is on nights from Monday", "episode", message
    )
    assert with_clauses.clause_request(message, NEUTRAL, splits, np.zeros_like(asking)) is None  # P = 0.12: not sure
    assert CLASSIFIER.clause_request(message, NEUTRAL, splits, asking) is None  # a classifier with no clause model


def test_a_message_that_calls_the_bot_has_a_clause_bar_of_its_own() -> None:
    """P(asks) = 0.5 on both messages below: stored only where the bot is called and its lower bar applies."""
    with_clauses = CLASSIFIER.model_copy(
        update={
            "clause_weights": [0.0, 0.0, 0.0, 0.0],
            "clause_bias": 0.0,
            "clause_remember_at": 0.9,
            "addressed_clause_remember_at": 0.5,
        }
    )
    uncalled = "hang on to this: the spare keys are under the pot"
    called = f"bot, {uncalled}"
    for message in (called, uncalled):
        splits = clause_splits(message)
        assert splits[0].clause == "hang on to this"  # "bot" only calls: no clause, no content
        stored = with_clauses.clause_request(message, NEUTRAL, splits, np.zeros((len(splits), 2), dtype=np.float32))
        expected = RememberIntent("the spare keys are under the pot", "episode", message) if message == called else None
        assert stored == expected
    unset = with_clauses.model_copy(update={"addressed_clause_remember_at": None})
    splits = clause_splits(called)
    assert unset.clause_request(called, NEUTRAL, splits, np.zeros((len(splits), 2), dtype=np.float32)) is None


def test_a_clause_that_labels_what_follows_has_a_bar_of_its_own() -> None:
    """P(asks) = 0.5 on every reading: stored where the likeliest (the first, on a tie) opens the message before a colon."""
    with_clauses = CLASSIFIER.model_copy(
        update={
            "clause_weights": [0.0, 0.0, 0.0, 0.0],
            "clause_bias": 0.0,
            "clause_remember_at": 0.9,
            "labelling_clause_remember_at": 0.5,
        }
    )
    labelled, unlabelled = "garde une trace : 10 km en 52 min", "garde une trace, 10 km en 52 min"
    for message in (labelled, unlabelled):
        splits = clause_splits(message)
        stored = with_clauses.clause_request(message, NEUTRAL, splits, np.zeros((len(splits), 2), dtype=np.float32))
        assert stored == (RememberIntent("10 km en 52 min", "episode", message) if message == labelled else None)


def test_clause_weights_must_cover_a_clause_vector_and_the_message_vector() -> None:
    with pytest.raises(ValidationError, match="clause_weights"):
        RequestClassifier.model_validate({**CLASSIFIER.model_dump(), "clause_weights": [1.0, 2.0, 3.0]})


@pytest.mark.parametrize(
    ("message", "vetoed"),
    [
        ("Borra ese audio, que se oye a tu jefe de fondo", True),  # a file of the chat, not a memory
        ("刚把相册里两千多张照片删了，手机终于不卡了", True),
        ("앞서 보낸 메일은 오류가 있어 폐기 부탁드립니다.", True),
        ("Forget what I said earlier guys, the party's at Jen's", True),  # said to the group
        ("bot, forget what I said about the potluck", False),
        ("@bot forget what I said earlier, guys", False),  # the bot is called: the group only hears it
        ("@Mnemo forget that I'm moving to Leeds", False),  # an @mention may be the bot, by a name it was given
        ("保存されている私のメールアドレスを削除していただけますか。", False),  # an email address is a fact
        ("bitte das hier nicht speichern, ist ein Geschenk für Omi", True),  # "this" said now, not kept before
        ("don't save this, it's a surprise for Noor", True),
        ("meine Adresse bitte nicht speichern, das ist privat", False),  # a thing named: a forget, maybe
        ("这个地址不用记了，我搬了", False),  # no more: a forget
        ("群相册里的糊照我都删了哈，有要的吱一声", True),  # the speaker's own deletion, told
        ("我把上次聊天记录删了", True),
        ("帮我把那条删了", False),  # help me delete it: asked
        ("共有フォルダの古い見積書、誰か削除しといて", True),  # asked of whoever will
        ("내 기억력 = 금붕어 🐠 3초 지나면 리셋", True),  # a remark on one's own memory
        ("@봇 총무 얘기 까먹어줘ㅋㅋ 바뀌었어", False),  # "forget it" in slang: asked
        ("@Admin kannst du meine letzte Nachricht löschen? falscher Chat", True),  # a message of the chat
        ("管理人様、先ほどの投稿を削除していただけますでしょうか。", True),  # a post
    ],
)
def test_deleting_a_file_of_the_chat_or_telling_the_group_to_forget_asks_nothing_of_the_bot(message: str, vetoed: bool) -> None:
    assert asks_no_forget_of_the_bot(message) == vetoed


# A segment model over two-dimensional vectors that cuts what opens the content: weights on the "first" place feature.
SEGMENTS = SegmentModel(weights=[0.0, 0.0, 0.0, 0.0, 10.0, 0.0, 0.0, 0.0], bias=-5.0, drop_at=0.9)
TRIMMING = CLASSIFIER.model_copy(update={"segments": SEGMENTS})


def test_the_segments_of_an_episode_are_read_to_trim_it() -> None:
    intent = RememberIntent("Good news! the bins go out on Thursday", "episode", "bot note: Good news! ...")
    assert TRIMMING.segments_to_read(intent) == [intent.content, "Good news", "the bins go out on Thursday"]
    assert CLASSIFIER.segments_to_read(intent) == []  # no segment model
    assert TRIMMING.segments_to_read(RememberIntent("the bins go out on Thursday", "episode")) == []  # one segment
    assert TRIMMING.segments_to_read(RememberIntent("Ana, Ben", "name")) == []


def test_an_opening_segment_the_model_cuts_is_not_stored_and_the_rest_is_classified_again() -> None:
    intent = RememberIntent("so, I'm vegetarian", "episode", "remember: so, I'm vegetarian")
    vectors = np.zeros((3, 2), dtype=np.float32)
    trimmed = TRIMMING.trimmed(intent, vectors)
    assert (trimmed.content, trimmed.kind, trimmed.said) == ("I'm vegetarian", "preference", intent.said)
    assert CLASSIFIER.trimmed(intent, vectors) == intent


def test_a_segment_model_must_read_the_message_model_s_vectors() -> None:
    with pytest.raises(ValidationError):
        RequestClassifier.model_validate(
            {**CLASSIFIER.model_dump(), "segments": {"weights": [0.0] * (2 * 3 + 4), "bias": 0.0, "drop_at": 0.5}}
        )


def test_keeping_denied_beside_venting_asks_no_forget() -> None:
    assert asks_no_forget_of_the_bot("ボット、今のは保存しないで。ただの愚痴だから")
    assert asks_no_forget_of_the_bot("bot no guardes esto, solo me estoy desahogando: mi jefe es insoportable")
    assert not asks_no_forget_of_the_bot("bot forget what I said about my boss, I was just venting")  # a forget named


def test_a_forget_naming_nothing_beside_doing_it_oneself_asks_no_forget() -> None:
    assert asks_no_forget_of_the_bot("olvídalo, ya reservo yo mismo la mesa")
    assert asks_no_forget_of_the_bot("vergiss es, ich ruf selber an")
    assert not asks_no_forget_of_the_bot("bot olvida lo de mi cumpleaños, ya lo apunto yo mismo")  # a thing named
    assert not asks_no_forget_of_the_bot("bot forget it please")  # nothing done oneself


def test_a_consolation_with_the_bot_not_called_asks_no_forget() -> None:
    assert asks_no_forget_of_the_bot("vergiss den Typen, der ist es nicht wert 💅")
    assert asks_no_forget_of_the_bot("forget him, he never deserved you")  # a person, not a memory
    assert asks_no_forget_of_the_bot("그 남자는 그냥 잊어")
    assert not asks_no_forget_of_the_bot("forget the guy's number I gave you")  # a thing beside him
    assert asks_no_forget_of_the_bot("olvídalo tía, no merece la pena comerte la cabeza por él")
    assert asks_no_forget_of_the_bot("laisse tomber, oublie cette histoire de partiel, tu le rattraperas")
    assert not asks_no_forget_of_the_bot("bot, forget what I said about the potluck, not worth it")  # the bot called


@pytest.mark.parametrize(
    ("message", "stored"),
    [
        ("あくまで推測だから、そこは頭に入れといて", False),  # the cue leaves "…そこは": a sentence cut at a particle
        ("それ本当に覚えてくれるの？", False),  # "…本当に"
        ("結婚式の二次会は19時から恵比寿で、覚えといて", True),  # "…で" ends a clause
    ],
)
def test_what_a_cue_leaves_cut_at_a_japanese_particle_is_not_stored(message: str, stored: bool) -> None:
    cue = find_request(message)
    assert cue is not None
    assert isinstance(CLASSIFIER.request(message, NEUTRAL, cue), RememberIntent) is stored


@pytest.mark.parametrize(
    "message",
    [
        "retenez bien que je suis pas expert hein, c'est juste mon avis",  # no expert, an opinion
        "あくまで個人の感想なんで、そこんとこ覚えといてください笑",  # a personal impression
        "내 뇌피셜이니까 그 점 염두에 둬 ㅋㅋ",  # speculation, "so keep that point in mind"
        "gardez en tête que je dis ça au pif hein",  # said at random
        "tengan en cuenta que lo digo de oídas eh, no estoy seguro",  # heard, not known
    ],
)
def test_a_hedge_kept_in_mind_stores_nothing(message: str) -> None:
    cue = find_request(message)
    assert cue is None or not isinstance(CLASSIFIER.request(message, NEUTRAL, cue), RememberIntent)
