"""Normalising, hashing, capping, stemming and tokenising."""

from longtermmemory.memory.text import (
    cap_length,
    content_hash,
    name_words,
    normalise,
    preview,
    relative_days,
    spans_between,
    stem,
    tokenize,
    weekdays,
    wording,
    words,
)


def test_normalise_strips_invisible_characters_and_collapses_space() -> None:
    assert normalise("  a\u200bb \t\n c\u0007 ") == "a b c"


def test_hash_ignores_case_width_and_spacing() -> None:
    assert content_hash("Ｈello   World") == content_hash("hello world")
    assert content_hash("hello world") != content_hash("hello there")


def test_cap_length_cuts_at_a_word_and_marks_it() -> None:
    text = "alpha beta gamma delta epsilon"
    assert cap_length(text, 100) == text
    capped = cap_length(text, 20)
    assert capped == "alpha beta gamma…" and len(capped) <= 20
    assert preview("abcdef", 4) == "abc…" and preview("abc", 4) == "abc"


def test_stem_strips_common_suffixes_only_from_longer_ascii_words() -> None:
    assert [stem(w) for w in ("trips", "planning", "planned", "quickly", "parties", "glass", "bus", "東京")] == [
        "trip",
        "plan",
        "plan",
        "quick",
        "party",
        "glass",
        "bus",
        "東京",
    ]


def test_tokenize_drops_stopwords_and_splits_cjk_into_bigrams() -> None:
    assert tokenize("The dogs are running") == ["dog", "run"]
    assert tokenize("東京タワー") == ["東京", "京タ", "タワ", "ワー"]
    assert tokenize("猫") == ["猫"]


def test_words_and_name_words() -> None:
    assert words("Hello, WORLD") == frozenset({"hello", "world"})
    assert name_words("Dr. Jo the Great") == frozenset({"great"})


def test_wording_joins_a_numbers_groups_and_nothing_else() -> None:
    assert wording("My number is 090-1234-5678") == wording("my number is 090 1234 5678") == "my number is 09012345678"
    assert wording("rent is 1,200 a month") == wording("rent is 1200 a month")
    assert wording("1.5 km") != wording("15 km")  # a decimal point is no thousands mark
    assert wording("3,14") != wording("314")


def test_wording_writes_a_time_of_day_one_way() -> None:
    assert wording("meeting at 3pm") == wording("meeting at 3:00 p.m.") == wording("meeting at 15:00") == "meeting at 15:00"
    assert wording("la reunión es a las 15h") == wording("la reunión es a las 15:00")
    assert wording("rdv à 15h30") == wording("rdv à 15:30")
    assert wording("Treffen um 15 Uhr") == wording("Treffen um 15:00")
    assert wording("会議は午後3時から") == wording("会議は15時から") == wording("会議は15:00から")
    assert wording("下午3点开会") == wording("15:00开会")
    assert wording("오후 3시 30분 회의") == wording("15:30 회의")
    assert wording("meeting at 3pm") != wording("meeting at 3am")


def test_spans_between_boundaries_are_the_non_empty_pieces() -> None:
    text = "a, b,, c"
    assert spans_between(text, [(1, 3), (4, 7)]) == [(0, 1), (3, 4), (7, 8)]
    assert spans_between(", a", [(0, 2)]) == [(2, 3)]
    assert spans_between("a,", [(1, 2)]) == [(0, 1)]
    assert spans_between("", []) == []


def test_a_weekday_is_named_in_english_however_it_is_written() -> None:
    friday = ["Friday", "fridays", "viernes", "freitags", "vendredi", "金曜", "6/28（金）", "周五", "星期五", "금요일", "금욜"]
    assert all(weekdays(text) == {"friday"} for text in friday), [(text, weekdays(text)) for text in friday]
    assert weekdays("星期天和周日") == {"sunday"} and weekdays("thurs 7pm, weds 8") == {"thursday", "wednesday"}
    assert weekdays("Mittwoch, miércoles, mercredi") == {"wednesday"} and weekdays("sábados") == {"saturday"}
    assert weekdays("sun's out, sat down, wed in June") == set()  # English words that only look like days
    # a weekday cut short before a time: "Fri 7pm", "mié 20h", "jeu. 19h", "목 8시" (not 일, a word of its own)
    assert weekdays("Fri 7pm") == {"friday"} and weekdays("pádel mié 20h") == {"wednesday"}
    assert weekdays("jeu. 19h") == {"thursday"} and weekdays("목 8시 신도림 풋살") == {"thursday"}
    assert weekdays("일 8시까지 끝내") == set()


def test_a_day_named_by_its_distance_from_today_is_a_value_in_each_language() -> None:
    tomorrow = ["see you tomorrow", "明天见", "明日の練習", "내일 봐", "mañana a las 8", "morgen um 8", "à demain"]
    assert all(relative_days(text) == {"day+1"} for text in tomorrow), [(text, relative_days(text)) for text in tomorrow]
    assert relative_days("あさっても7時から") == {"day+2"} and relative_days("pasado mañana") == {"day+2"}
    assert relative_days("por la mañana, am Morgen") == set() and relative_days("ich wohne hier") == set()
    assert relative_days("hier soir") == {"day-1"} and relative_days("heute Morgen") == {"day+0"}
