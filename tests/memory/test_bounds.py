from longtermmemory.memory.bounds import other_end
from longtermmemory.memory.facts import same_slot


def test_a_start_beside_an_end_is_another_slot_in_each_language() -> None:
    pairs = [
        ("The kids' school starts at 8.", "the kids' school ends at 3 now"),
        ("el cole de los niños empieza a las 9", "el cole de los niños ahora acaba a las 4"),
        ("Kita macht um 7:30 auf", "Kita schließt jetzt um 16 Uhr"),
        ("la piscine ouvre à 7h", "la piscine ferme à 21h maintenant"),
        ("子どもの学校は8時から", "子どもの学校、今は3時半終わりになった"),
        ("会议九点开始", "会议现在十一点结束"),
        ("애들 학교 8시 반 등교", "애들 학교 이제 3시에 하교해요"),
    ]
    for old, new in pairs:
        assert other_end(old, new), (old, new)
        assert other_end(new, old), (new, old)
        assert not same_slot(old, new)


def test_one_end_moved_is_the_same_slot() -> None:
    assert not other_end("meeting starts at 3", "meeting now starts at 4")
    assert not other_end("school ends at 3", "school now finishes at 3:30")
    assert not other_end("gym opens at 6 and closes at 22", "gym closes at 21 now")
    assert not other_end("I live in Bordeaux", "I moved to Lyon")
    # "until" says when a start was put off to, not an end
    assert not other_end("la reforma de la cocina empieza el lunes", "la reforma se retrasa hasta final de mes")
