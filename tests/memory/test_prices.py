"""The same price of the same thing is said again; one amount paid for two units is two prices."""

import pytest

from longtermmemory.memory.prices import changes_price, gives_another_price, restates_price


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("tickets are 25 bucks each", "yeah it's $25 a ticket"),
        ("门票一人80块", "再说一遍，门票每人80元"),
        ("the gym is $40 a month", "yep $40/month for the gym"),
        ("la clase sale a 35 euros", "treinta y cinco pavos la clase"),  # the amount in words
        ("le cours c'est 25 € la séance", "vingt-cinq balles la séance"),
        ("参加費は2,000円です", "参加費は二千円ね"),
    ],
)
def test_the_same_price_said_again_is_restated(old: str, new: str) -> None:
    assert restates_price(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Gym membership is $40 a month", "personal training at the gym is $40 a session"),  # another unit
        ("the pool pass is 25 € par mois", "la piscine c'est 25 € par séance"),
        ("tickets are $25 each", "tickets went up to $30 each"),  # another amount
        ("le ticket de métro est à 2,10 €", "le ticket de métro est passé à 2,50 €"),  # cents count
    ],
)
def test_another_unit_or_amount_is_not(old: str, new: str) -> None:
    assert not restates_price(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("场地定金为800元。", "餐饮定金同样为800元。"),
        ("会場の手付金は8万円です。", "ケータリングの手付金も同じく8万円です。"),
        ("Die Kaution für den Saal beträgt 750 €.", "Die Kaution für die Technik beträgt ebenfalls 750 €."),
    ],
)
def test_the_same_amount_said_likewise_of_another_thing_is_another_price(old: str, new: str) -> None:
    assert not restates_price(old, new)


def test_a_share_each_person_pays_raised_with_its_cause_changes_it() -> None:
    assert changes_price("フットサルは1人800円です", "コート代上がったので来月から1人1,000円でお願いします")
    assert changes_price("El pádel sale a 6 € por cabeza", "Han subido la pista, son 8 € por cabeza")
    assert not changes_price("Five-a-side is £5 each", "my new boots went up to £9 each")  # "each" counts items too
    assert not changes_price("Cena 25 € por persona", "el vino subió, 30 € la botella")  # another thing's price


def test_a_new_periods_price_of_the_same_thing_changes_it() -> None:
    assert changes_price("La cuota anual del club es de 30 €.", "Este año la cuota del club será de 35 €.")
    assert changes_price("La cotisation du club est de 50 €.", "Pour la saison prochaine, la cotisation du club s'élève à 55 €.")
    assert not changes_price("La cuota anual del club es de 30 €.", "Este año la cena del club será de 35 €.")  # another thing


def test_another_amount_of_the_same_price_with_no_word_of_change_is_given_anew() -> None:
    assert gives_another_price("La cuota del club de tenis es de 40 euros.", "la cuota del club de tenis: 46 euros")
    assert gives_another_price("駐輪場の月額は2,000円です", "駐輪場の月額は2,400円です")
    assert not gives_another_price("Tennis club fee is €40 a month", "Tennis club fee is €40/month")  # the same amount
    assert not gives_another_price("Yoga is £8 a class", "Yoga is £60 a term")  # another unit
    assert not gives_another_price("The coffee is 3 €", "The coffee is 9 €")  # more than twice: no price raised
    assert not gives_another_price("Kinderkarte kostet 6 €", "Erwachsenenkarte kostet 9 €")  # another thing
    assert not gives_another_price("On paie 900 € de loyer.", "On paie environ 600 € de travaux.")  # two bills
    assert not gives_another_price("이번 달 수도요금 3만 원", "이번 달 난방요금은 4만 원 나왔어")
    assert not gives_another_price("La cuota es de 40 euros", "la cuota sube a 46 euros")  # said to change: changes_price
