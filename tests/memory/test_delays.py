import pytest

from longtermmemory.memory.delays import delays_arrival


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我航班晚上七点落地浦东", "延误，预计十点半😩"),  # an estimate of the new time still ends the old one
        ("羽田着18:40の便で帰る", "遅延で21時過ぎそう💦"),
        ("김포 도착 6시 40분", "연착 ㅠ 9시 넘을 듯"),
        ("J'arrive gare de Lyon à 18h40", "retard SNCF, plutôt 20h15 😩"),
        ("Mein Zug kommt 18:40 in Hamburg an", "DB halt… +95 Minuten 🙄"),  # minutes added
        ("My flight lands at 7pm", "delayed, now landing around 9:30"),
    ],
)
def test_a_delay_with_another_time_ends_the_arrival(old: str, new: str) -> None:
    assert delays_arrival(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The meeting is at 3pm", "I might be late, traffic"),  # no arrival, no time
        ("My train arrives at 18:40", "no delay today, still 18:40"),  # the same time
        ("I arrive at 18:40", "delayed? will it be 20:00?"),  # a question
        ("I arrive at 18:40 and leave at 21:00", "delayed, 19:30"),  # two times: which one moved is not said
    ],
)
def test_no_arrival_the_same_time_a_question_or_two_times_leave_it(old: str, new: str) -> None:
    assert not delays_arrival(old, new)
