"""A plan taken back (`memory.taken_back`): the older plan no longer holds."""

from __future__ import annotations

import pytest

from longtermmemory.memory.taken_back import takes_back_plan


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("moving to Leeds in May!!", "scrap Leeds, the flat fell through, staying in York"),
        ("来月から福岡に転勤です", "転勤の話なくなりました、大阪残留です"),
        ("下周去深圳入职", "深圳那个offer我拒了，还是留杭州"),
        ("다음 달에 부산으로 이사 가", "부산 이사 없던 일로 했어"),
        ("Ich zieh im Herbst nach Wien", "Wien ist geplatzt, ich bleib in Graz"),
        ("I'm leaving the band after the summer tour", "scratch that, staying in the band, we sorted it out"),
        ("我下周要退租", "算了不退了，房东降价了"),  # the plan's own verb denied
        ("이번 학기 끝나고 자퇴할 거야", "자퇴 철회했어 부모님이랑 얘기함"),
        # staying said alone after a plan to leave a home or a job
        ("Je démissionne en juin", "Finalement je reste, ils m'ont augmenté"),
        ("Ich kündige zum Quartal", "Bleib doch, hab ne Beförderung bekommen"),
        ("来月転職するつもり", "やっぱ今の会社残ることにした"),
        ("I'm moving to Cardiff in July", "actually not moving after all, staying put in Bath"),
        # the plan named with the words that drop it
        ("Este verano nos vamos a Ibiza", "Ibiza al final nada, que no hay pasta"),
        ("En julio nos vamos a Galicia", "lo de Galicia se cae, no dan vacaciones"),
        ("夏休みに北海道行く予定！", "北海道なし！高すぎた"),
        # a pastime one planned to quit, continued
        ("J'arrête le hand à la fin de l'année", "bon je continue le hand finalement"),
        ("Dejo el coro en junio", "al final sigo con el coro"),
        ("来月で茶道部辞めます", "辞めるのやめた、まだ続ける"),
    ],
)
def test_a_plan_taken_back_no_longer_holds(old: str, new: str) -> None:
    assert takes_back_plan(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Je démissionne le mois prochain", "je reste à la maison ce soir"),  # staying in tonight, not in the job
        # the place one stays in names no plan
        ("Unsere Praxis ist in der Goethestraße 12, München", "Wien ist abgesagt, ich bleib in München"),
        ("moving to Leeds in May!!", "staying in Leeds for good?"),  # a question
        ("moving to Leeds in May!!", "the York trip fell through"),  # another plan
        ("本周五下午召开家长会", "离不开了，天天喝咖啡"),  # a verb that is no plan's, inside a clause
        ("我在读研，学计算机", "小美法语不学了"),  # another member's, and another thing
        ("I'm quitting my job next month", "I'll keep going to the gym every morning"),  # another thing continued
    ],
)
def test_another_plan_or_a_question_takes_back_nothing(old: str, new: str) -> None:
    assert not takes_back_plan(old, new)
