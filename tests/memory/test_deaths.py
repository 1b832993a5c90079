"""A death ends what an older statement says of the one who died; a death of another, or a question, does not."""

from longtermmemory.memory.deaths import passes_away


def test_a_death_ends_what_was_said_of_the_one_who_died() -> None:
    assert passes_away("unser Hund heißt Bello", "Bello ist letzte Woche gestorben 💔")
    assert passes_away("우리 집 강아지 초코 올해 15살", "초코가 어제 무지개다리 건넜어")
    assert passes_away("notre chat Pixel a 15 ans et il pète la forme 🐱", "Pixel nous a quittés cette nuit 😢")


def test_another_ones_death_or_a_question_ends_nothing() -> None:
    assert not passes_away("unser Hund heißt Bello", "der Hund der Nachbarn ist gestorben")
    assert not passes_away("mi perro Toby tiene 13 años", "¿se murió Toby?")
    assert not passes_away("my grandpa is 90", "my grandma passed away last year")  # another holder


def test_a_short_name_rip_heaven_or_a_burial_says_the_death() -> None:
    assert passes_away("我家养了只仓鼠叫团子", "团子昨晚走了😭 陪了我两年")  # one pair of characters names the pet
    assert passes_away("we've got a hamster called Nugget", "RIP nugget 😢 he had a good innings")
    assert passes_away("うちハムスター飼ってる", "ハムスター、昨日天国に行っちゃった…")
    assert passes_away("Lola tiene 14 años y sigue persiguiendo palomas", "ayer enterramos a Lola en el jardín 💔")
    assert not passes_away("我家猫叫咪咪", "咪咪周四要去打疫苗")  # no death
    assert not passes_away("我家猫叫咪咪", "咪咪被我妈带走了，去乡下住一阵")  # taken away (带走了), not dead
    assert not passes_away("my jeans are from Levi's", "ugh I rip every pair of jeans")  # "rip" is no RIP
    assert passes_away("Hannah has one cat named Biscuit", "rip biscuit 💔 she was 17. house feels so empty")
    assert not passes_away("my phone is an iPhone 12", "rip my phone screen lol")  # no grief: "rip" is no death
    assert not passes_away("毎朝5キロ走ってる", "今日はいつもの5キロじゃなくてハーフ走ってきた、脚死んだ")  # tired legs
