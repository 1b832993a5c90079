"""A fact asked to be kept is one sentence: the chat in the sentences beside it is cut (pure)."""

from __future__ import annotations

from typing import Literal

import pytest

from longtermmemory.memory.fact_sentence import fact_sentence


@pytest.mark.parametrize(
    ("content", "cue_at", "fact"),
    [
        # a cue before the content: the first sentence is the fact, what follows is chat
        ("the cabin wifi code is in the drawer. anyway who's driving", "lead", "the cabin wifi code is in the drawer"),
        ("my birthday's on march 3rd? not fishing for gifts or anything 👀", "lead", "my birthday's on march 3rd"),
        ("老李欠我两百块！！都半年了😤", "lead", "老李欠我两百块"),
        ("土曜の練習は東体育館に変更。よろしく〜", "lead", "土曜の練習は東体育館に変更"),
        ("my cat is Biscuit. ONE biscuit. not Biscuits 😤", "lead", "my cat is Biscuit"),
        # a cue after it: the last sentence is, what came before is chat
        ("War grad beim Tierarzt. Bello kriegt jetzt Diätfutter", "tail", "Bello kriegt jetzt Diätfutter"),
        ("刚开完家长会。女儿班主任换成了赵老师", "tail", "女儿班主任换成了赵老师"),
        # a sentence holding a digit is a value: never cut, nor any sentence between it and the fact
        ("소희랑 건우 결혼 날짜 잡았대. 내년 4월 12일", "lead", "소희랑 건우 결혼 날짜 잡았대. 내년 4월 12일"),
        (
            "Emergency contact is Mum. lol. Her number is 0412 555 018",
            "lead",
            "Emergency contact is Mum. lol. Her number is 0412 555 018",
        ),
        ("2 things. Dad takes his pills twice a day", "tail", "2 things. Dad takes his pills twice a day"),
        # a code or a year ends its sentence; an ordinal, a date or an abbreviation does not
        ("the locker tag is pinecone42. anyway", "lead", "the locker tag is pinecone42"),
        ("Lenas Geburtstag ist am 3. März. cool oder", "lead", "Lenas Geburtstag ist am 3. März"),
        ("die Feier ist am 13.12. im Brauhaus. Kommt alle", "lead", "die Feier ist am 13.12. im Brauhaus"),
        ("Dr. Feld is our vet. lol", "lead", "Dr. Feld is our vet"),
        # a quotation is one thing; one sentence, or chat with no word, leaves the content as it is
        ('the motto is "Stop. Think. Go."\nok?', "lead", 'the motto is "Stop. Think. Go."'),
        ("Mila hat ihre Masterarbeit abgegeben!! 🎓", "lead", "Mila hat ihre Masterarbeit abgegeben!! 🎓"),
        ("Tom is vegan now", "tail", "Tom is vegan now"),
        # a word that turns away after a comma ends the fact's sentence too
        ("Hugo atterrit samedi à 6h40, bref le concert était ouf", "lead", "Hugo atterrit samedi à 6h40"),
        ("Sergio llega el sábado a las 6:40 y bueno, lo del concierto...", "lead", "Sergio llega el sábado a las 6:40"),
        ("my timezone is UTC+9 btw, I moved to Seoul", "lead", "my timezone is UTC+9"),
        ("Lukas landet Samstag um 6:40, jedenfalls die Vorband war mies", "lead", "Lukas landet Samstag um 6:40"),
        ("Tom, Anna and Lea are vegan", "lead", "Tom, Anna and Lea are vegan"),
        # so does an instruction to the others in Chinese; a consequence drawn with "so" stays with its fact
        ("小王不吃香菜，下次点菜注意", "lead", "小王不吃香菜"),
        ("小美是素食主义者，别点肉了😂", "lead", "小美是素食主义者"),
        ("Kofi and Lena broke up, so don't seat them together", "lead", "Kofi and Lena broke up, so don't seat them together"),
        ("I moved to Berlin, also my sister did", "lead", "I moved to Berlin, also my sister did"),
        ("Tobi ist vegan – jedenfalls kein Grillfleisch für ihn", "lead", "Tobi ist vegan"),
        # what is ruled out for an occasion or a person is no part of the fact; a value denied or an attribute is
        ("Tom is vegan, no meat at the bbq pls", "lead", "Tom is vegan"),
        ("Tomás es vegano, nada de asado pa él jaja", "lead", "Tomás es vegano"),
        ("Tom ist vegan, also kein Fleisch beim Grillen", "lead", "Tom ist vegan"),
        ("Thomas est végétarien, pas de viande au barbecue", "lead", "Thomas est végétarien"),
        ("Marco takes his coffee black, no sugar", "lead", "Marco takes his coffee black, no sugar"),
        (
            "el partido es en el campo municipal, no en el del cole",
            "lead",
            "el partido es en el campo municipal, no en el del cole",
        ),
        # and what turns away is never the fact, whichever side the cue is on
        ("我妈有糖尿病，以后推荐菜谱的时候", "tail", "我妈有糖尿病"),
        ("以后我叫小鱼就行，别叫我全名了", "tail", "以后我叫小鱼就行"),
        # a sentence of fewer than four letters is chat, never the fact: a call, a cue said twice, a laugh
        ("记下来！阿杰欠我两百块火锅钱 😤", "lead", "阿杰欠我两百块火锅钱 😤"),
        ("ぼっと。ゴミの日は火曜と金曜", "lead", "ゴミの日は火曜と金曜"),
        ("lol. Dad takes his pills twice a day. ok?", "tail", "Dad takes his pills twice a day"),
    ],
)
def test_the_fact_is_the_sentence_its_cue_points_at(content: str, cue_at: Literal["lead", "tail"], fact: str) -> None:
    assert fact_sentence(content, cue_at) == fact
