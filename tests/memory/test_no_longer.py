"""What a member says holds no longer retires what they said held; a denial beside a denial, another slot, or a
clause that does not name the thing does not."""

import pytest

from longtermmemory.memory.no_longer import no_longer_holds, quits


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm on the allotment committee", "I'm no longer on the allotment committee, my term ran out"),
        ("je suis vegan", "je suis plus vegan, le fromage a gagné"),
        ("soy socia del club de lectura", "ya no soy socia del club de lectura, no me daba la vida"),
        ("Ich fahre mit dem Auto zur Arbeit", "ich fahre nicht mehr mit dem Auto, nur noch Rad"),
        ("我负责周报的汇总", "我不再负责周报的汇总了"),
        ("合唱団のメンバーです", "合唱団はもうやってないです"),
        ("나 수영 강습 다녀", "이제 수영 강습 안 다녀"),
    ],
)
def test_what_holds_no_longer_retires_what_held(old: str, new: str) -> None:
    assert no_longer_holds(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("ich arbeite nicht mehr am Wochenende", "ich arbeite nicht mehr nachts"),  # two things no longer done
        ("I love spicy food", "my sister can't handle spicy food anymore"),  # another holder
        ("je mange pas de porc", "et je bois pas d'alcool non plus"),  # "non plus" is "neither"
        ("le loyer est de 750 €", "la place de parking c'est 80 € en plus"),  # "en plus" is "on top"
        ("I'm on the allotment committee", "are you still on the committee?"),  # a question
    ],
)
def test_a_denial_beside_a_denial_another_slot_or_a_question_is_none(old: str, new: str) -> None:
    assert not no_longer_holds(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I do pottery on Sundays", "gave up pottery, climbing on Sundays now"),
        ("I'm training for the Berlin marathon", "dropped out of the marathon, shin splints"),
        ("我在学钢琴", "钢琴放弃了，太难"),
        ("テニススクールに通ってる", "テニス辞めてジムに変えた"),
        ("필라테스 다녀", "필라테스 그만뒀어"),
        ("voy a clases de salsa", "dejé la salsa, no tengo tiempo"),
        ("ich spiele Volleyball im Verein", "hab mit Volleyball aufgehört"),
        ("je fais du judo", "j'ai arrêté le judo"),
        ("ich spiele Tennis im Verein", "Tennis hab ich aufgegeben, die Schulter"),
        ("我每天晚上跑步", "跑步戒了，膝盖受不了"),
        ("매일 수영해요", "수영 접었어요"),
    ],
)
def test_quitting_what_the_older_statement_names_retires_it(old: str, new: str) -> None:
    assert quits(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("テニススクールに通ってる", "テニス辞めたいなあ"),  # a wish
        ("テニススクールに通ってる", "テニスやめた方がいいって言われた"),  # advice
        ("I do pottery on Sundays", "thinking of quitting pottery"),  # a plan
        ("I play in a band", "my sister quit her band"),  # another holder
        ("I do pottery on Sundays", "I quit my job"),  # another thing
    ],
)
def test_a_wish_advice_a_plan_another_holder_or_thing_quits_nothing(old: str, new: str) -> None:
    assert not quits(old, new)
