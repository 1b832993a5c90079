"""Fifteen changes said in closed classes of words, each ending the older statement only when it is done and about it:
a return from leave, a diet given up or taken up, a school or a field of study changed, studies finished, a phone switched,
a thing sold, a head count or
a price changed (or a head count summed up), a shift changed, a duty handed over, a pet
gone to live elsewhere, a job left, a stay in hospital or a repair ended, a switch taken back."""

from collections.abc import Callable

import pytest

from longtermmemory.memory.cars import replaces_car
from longtermmemory.memory.devices import switches_device
from longtermmemory.memory.diets import gives_up_diet, takes_up_diet
from longtermmemory.memory.disposals import parts_with
from longtermmemory.memory.graduations import graduates
from longtermmemory.memory.handovers import hands_over
from longtermmemory.memory.headcounts import changes_headcount, recounts_headcount
from longtermmemory.memory.jobs import (
    leaves_job,
    named_works_elsewhere,
    told_works_elsewhere,
    works_at_a_new_workplace,
    works_elsewhere,
)
from longtermmemory.memory.leaves import named_returns_from_leave, returns_from_leave
from longtermmemory.memory.pets import rehomes_pet
from longtermmemory.memory.prices import changes_price
from longtermmemory.memory.recoveries import is_repaired, leaves_hospital
from longtermmemory.memory.relocations import names_a_new_home
from longtermmemory.memory.remote_work import returns_to_the_office
from longtermmemory.memory.reschedules import moves_to_another_day_and_time
from longtermmemory.memory.schools import changes_field_of_study, changes_school
from longtermmemory.memory.searches import ends_search
from longtermmemory.memory.shifts import changes_shift
from longtermmemory.memory.switch_backs import switches_back

Structure = Callable[[str, str], bool]


@pytest.mark.parametrize(
    ("ends", "old", "new"),
    [
        (returns_from_leave, "I'm on maternity leave till June", "back at work since Monday, missed you all"),
        (returns_from_leave, "我在休病假", "已经返岗了，谢谢关心"),
        (returns_from_leave, "産休中です", "今日から職場に復帰しました"),
        (returns_from_leave, "지금 출산휴가 중이에요", "저 복직했어요!"),
        (returns_from_leave, "ich bin in Elternzeit bis Ende Mai", "bin seit heute wieder im Büro"),
        (returns_from_leave, "Bin grad in Elternzeit", "Seit Montag wieder im Büro, Kita-Eingewöhnung hat geklappt"),
        (returns_from_leave, "나 지금 휴직 중", "월요일부터 복직함😇 출근룩 고민 중"),  # the outfit weighed, not the return
        (returns_from_leave, "I'm on a business trip in Glasgow", "back in Manchester, what did I miss"),
        (returns_from_leave, "还在杭州出差", "回深圳了，周末约"),
        (returns_from_leave, "Estoy de viaje de trabajo en Vigo", "ya en Oviedo, qué ganas de sofá"),
        (returns_from_leave, "Je suis en déplacement à Lille cette semaine", "rentrée à Rennes hier soir"),
        (returns_from_leave, "bin auf Geschäftsreise in Leipzig", "wieder in Köln, endlich"),
        (returns_from_leave, "준호 군복무 중이야", "나 전역했어!!"),  # military service over
        (graduates, "Priya's still at uni, second year", "graduated last week, job hunting now"),
        (graduates, "Lena studiert noch in Jena", "bin seit Juli fertig und arbeite in Erfurt"),
        (graduates, "Hugo est encore en fac à Lille", "j'ai fini en mai, je bosse à Roubaix"),
        (graduates, "Jess is doing her masters in Leeds", "Jess graduated yesterday!!"),  # a degree under way
        (returns_to_the_office, "I'm fully remote these days", "back in the office three days a week now"),
        (returns_to_the_office, "Je suis en télétravail", "de retour au bureau depuis lundi"),
        (replaces_car, "I drive a 2015 Golf", "picked up the Model Y this morning!!"),
        (replaces_car, "我开的是一辆老帕萨特", "新提的小鹏P7，周末兜风"),
        (replaces_car, "車はまだフィットです", "ノート納車されました"),
        (changes_price, "the monthly club fee is 30 €", "from next month the fee is 34 €"),
        (names_a_new_home, "we live in Bristol, near the harbour", "our Cardiff flat finally has curtains 😅"),
        (names_a_new_home, "Vivimos en Sevilla", "desde mi terraza no, desde mi balcón en Cádiz se ve el mar"),
        (names_a_new_home, "I live in York, near the station", "finally settled into the new flat in Leeds 🙌"),
        (names_a_new_home, "Ich wohne in Bonn", "Endlich in der neuen Bude in Halle angekommen"),
        (names_a_new_home, "今は名古屋の栄に住んでる", "仙台の新居、やっと片付いた"),
        (names_a_new_home, "나 지금 대전 살아", "수원 원룸 계약함 ㅋㅋ"),
        (names_a_new_home, "我住杭州滨江，离公司骑车十分钟", "深圳这边也太热了吧，南山这套房子终于收拾好了😂"),
        (names_a_new_home, "うちは横浜住みです〜", "福岡の家やっと片付いた〜！みんな遊びに来てね"),
        (names_a_new_home, "저 부산 살아요 놀러오세요~", "대전 집 정리 드디어 끝났다ㅠㅠ"),
        (names_a_new_home, "Wir wohnen in Köln-Ehrenfeld", "Die Hamburger Wohnung ist endlich fertig eingerichtet 🙌"),
        (moves_to_another_day_and_time, "Kids' swimming is Saturdays 9am", "swimming's Sundays at 11:00 this term"),
        (moves_to_another_day_and_time, "娜娜的钢琴课每周六上午九点", "这学期钢琴课排在周日下午两点"),
        (moves_to_another_day_and_time, "Le judo de Lucas c'est le mercredi 14h", "cette année le judo c'est samedi 10h"),
        (
            moves_to_another_day_and_time,
            "The quarterly review is scheduled for Thursday at 10:00.",
            "Please note the quarterly review will take place on Friday at 14:00.",
        ),
        (moves_to_another_day_and_time, "定例会議は水曜10時からです。", "定例会議は木曜14時開始となります。各自ご確認ください。"),
        (names_a_new_home, "Ich wohne in Bonn", "Unsere Kölner Wohnung ist endlich fertig"),
        # a residence named formally, for post
        (names_a_new_home, "Je réside à Bordeaux.", "Merci d'adresser tout courrier à mon domicile d'Arcachon."),
        (names_a_new_home, "私は横浜在住です。", "郵送物は鎌倉の自宅宛にお願いいたします。"),
        (names_a_new_home, "저는 대전에 거주하고 있습니다.", "우편물은 세종시 자택으로 보내주시기 바랍니다."),
        # a new employer joined, after a job said in other words
        (leaves_job, "Je suis actuellement en poste chez BNP Paribas.", "J'ai rejoint la Société Générale au 1er mars."),
        (leaves_job, "本人目前就职于中国银行上海分行。", "本人已正式加入招商银行，原岗位工作已交接完毕。"),
        (leaves_job, "Ich bin bei der Allianz im Vertrieb tätig.", "Seit dem 1. März verstärke ich das Team der Munich Re."),
        (leaves_job, "I'm a backend dev at Shopify", "joining Stripe monday 🎉"),
        (works_at_a_new_workplace, "je bosse chez Capgemini", "ce midi resto avec mon équipe de chez Ubisoft, trop bien"),
        (works_at_a_new_workplace, "我在腾讯做后端", "字节这边加班是真的狠，今天又十点才下班"),
        (works_at_a_new_workplace, "I work at Lidl head office", "Aldi canteen is decent tbh, day 4 and surviving"),
        (works_at_a_new_workplace, "我在百度上班", "我们美团食堂的麻辣烫绝了"),
        (works_at_a_new_workplace, "je bosse chez Orange", "la cantine de Renault c'est top, je m'y habitue"),
        # what only staff have, new there or not: an onboarding, a staff canteen, a staff card, a staff discount
        (works_at_a_new_workplace, "I work at Deloitte, audit side", "KPMG onboarding is brutal, 3 days of videos"),
        (works_at_a_new_workplace, "俺パナソニック勤務", "トヨタの社食、思ったより美味いわ"),
        (works_at_a_new_workplace, "나 삼성전자 다녀", "LG 사원증 아직도 어색하다 ㅋㅋ"),
        (works_at_a_new_workplace, "ich bin bei Siemens in Erlangen", "bei Bosch in Renningen ist die Kantine echt top"),
        (works_elsewhere, "ich bin bei Bosch in der IT", "ich arbeite jetzt bei der Telekom"),
        (changes_price, "Le café est à 1,20 € au distributeur", "le café du distributeur passe à 1,40 € dès lundi"),
        (gives_up_diet, "I'm vegetarian", "eating chicken again, doctor's orders"),
        (gives_up_diet, "我在吃素", "不吃素了，又开始吃肉"),
        (gives_up_diet, "비건이야", "비건 포기했어"),
        (gives_up_diet, "je suis végane", "j'ai abandonné le régime végane"),
        (takes_up_diet, "I eat anything, no restrictions", "went vegetarian last month"),
        (takes_up_diet, "我不挑食", "最近不吃肉了"),
        (changes_school, "my son goes to Hillside Elementary", "we transferred him to Maple Grove this fall"),
        (changes_school, "女儿在实验小学", "女儿转学到育才小学了"),
        (changes_school, "娘は第一小学校", "娘は第三小学校に転校しました"),
        (changes_school, "我女儿在实验小学上学", "开学后闺女转去外国语小学了，离家近"),  # moved to, in other words
        (changes_school, "My son goes to Lincoln Elementary", "we moved Leo to Oakwood Montessori after winter break"),
        (changes_school, "mi hijo va al colegio Cervantes", "al final cambiamos al peque al colegio Lope de Vega"),
        (switches_device, "I use Android", "finally switched to iPhone"),
        (switches_device, "我用华为", "换了个苹果"),
        (switches_device, "갤럭시 써", "아이폰으로 갈아탔어"),
        (switches_device, "tengo un Samsung", "me he comprado un iPhone"),
        (switches_device, "我用的是安卓", "换苹果了，15 Pro"),  # a model's "Pro" is no phone for work
        (graduates, "I'm a junior at Ohio State", "walked across the stage at Ohio State last weekend 🎓"),
        (graduates, "我在读大三", "毕业典礼终于结束了，明天开始全职找工作🎓"),
        (graduates, "je suis en L3 de droit", "diplômé officiellement !! 🎓"),
        (graduates, "final year at Leeds, nearly there", "graduated today!! 🎓"),
        (graduates, "sigo en quinto de carrera", "¡me gradué el viernes!"),
        (graduates, "bin noch im Bachelor", "Bachelorzeugnis ist da 🎓"),
        (graduates, "我还在读研二", "毕业啦！拿到毕业证了"),
        (changes_headcount, "聚餐10个人", "又加了两个，现在12个人"),
        (changes_headcount, "MT 15명", "2명 빠져서 이제 13명이야"),
        (changes_headcount, "聚餐10个人", "又加了一个，现在11个人"),  # one more person is a count, not a thing added
        (changes_headcount, "MT 인원 15명이야", "MT 최종 인원 22명!"),  # the final count
        (changes_headcount, "年会大概来80人", "最新统计，年会报名的有120人"),
        (changes_headcount, "we're 8 people for the cabin", "two dropped out, we're now 6"),
        (changes_headcount, "wir sind 8 Leute für die Hütte", "2 haben abgesagt, sind jetzt nur noch 6"),
        (recounts_headcount, "on est 12 pour le gîte", "3 désistements, donc 9 finalement"),  # 12 - 3 = 9, no word of change
        (recounts_headcount, "we've got 12 people signed up for the 5k team", "two dropped out so team's down to 10"),
        (recounts_headcount, "年会报名了15个人", "有三个请假了，年会实际12个人"),  # a number in words
        (recounts_headcount, "on est 15 pour le week-end au chalet", "trois désistements, on sera 12 au chalet du coup"),
        (rehomes_pet, "我家养了一只柯基叫豆豆", "豆豆被我妈接回老家养了，城里实在没时间遛它"),
        (rehomes_pet, "j'ai un chien, un labrador qui s'appelle Pixel", "Pixel est parti chez mes parents à la campagne"),
        (hands_over, "Urlaubsanträge bitte an Frau Wagner richten.", "Ab sofort ist Herr Krüger für Urlaubsanträge zuständig."),
        (hands_over, "経費精算の窓口は総務の斎藤さんです。", "本日より経費精算の担当は経理の森さんに引き継がれました。"),
        (hands_over, "本学期由我担任家委会会长。", "即日起家委会会长由李老师接任，感谢大家的支持。"),  # "由我担任" holds it
        (
            hands_over,
            "I chair the fundraising committee this year.",
            "I have handed the chair of the fundraising committee over to Robert.",
        ),
        (
            hands_over,
            "Les demandes de congés sont à adresser à M. Girard.",
            "À compter d'aujourd'hui, les demandes de congés sont gérées par Mme Roux.",
        ),
        (
            hands_over,
            "I'm the point of contact for the Henderson account.",
            "Going forward, Michael will be handling the Henderson account.",
        ),
        (hands_over, "报销相关事宜请联系我。", "从下周一起，报销事宜由财务部小林负责，请大家知悉。"),
        (changes_shift, "i work nights mon-fri", "switched to day shift finally, 7 to 3"),
        (changes_shift, "ich hab Spätschicht, 14 bis 22 Uhr", "endlich Frühschicht! 6 bis 14 Uhr ab jetzt"),
        (changes_shift, "나 평일 야간 근무야", "이번 달부터 주간 근무로 바뀜 9시 출근"),
        (
            hands_over,
            "Soy el responsable de la cuenta de Iberpack.",
            "A partir del lunes, la cuenta de Iberpack la gestionará Laura Gil.",
        ),
        (hands_over, "해당 프로젝트는 제가 담당하고 있습니다.", "이번 달부터 해당 프로젝트는 이 과장님이 맡으시게 되었습니다."),
        (recounts_headcount, "somos 14 para la casa rural", "se han rajao 4, kedamos 10"),
        (recounts_headcount, "旅行、12人参加ね", "3人キャンセル出て9人になったよ"),
        (recounts_headcount, "MT 인원 12명 확정", "2명 더 온대서 14명 됐어"),  # 12 + 2
        (changes_price, "The membership is $40 a month", "From March the membership is $45 a month"),
        (changes_price, "物业费每月200元", "自下月起物业费调整为每月230元"),
        (changes_price, "der Beitrag beträgt 20 Euro", "ab Juli beträgt der Beitrag 24 Euro"),
        (rehomes_pet, "my dog Pepper chews everything", "Pepper lives with my brother now, he has a yard"),
        (rehomes_pet, "我家猫叫咪咪", "咪咪送回老家了"),
        (rehomes_pet, "Meine Katze Luna schläft nur", "Luna wohnt jetzt bei meiner Oma"),
        (rehomes_pet, "我家狗叫豆豆", "豆豆送去乡下舅舅家养了"),
        (rehomes_pet, "うちの猫はミケ", "ミケは叔母の家に引き取られた"),
        (rehomes_pet, "on a un chat qui s'appelle Filou", "on a confié Filou à ma tante"),
        (rehomes_pet, "家里养了一只泰迪叫球球", "球球被我表姐领养了"),  # a pet by its counting word, whatever its breed
        (rehomes_pet, "I've got a cat named Mango", "we had to rehome Mango, allergies"),
        (rehomes_pet, "tengo un perro que se llama Lolo", "Lolo se ha ido a vivir con mi hermano"),
        (rehomes_pet, "Wir haben einen Hasen, Flocke", "Flocke ist jetzt bei meiner Tante"),
        (rehomes_pet, "우리 집 강아지 콩이 키워", "콩이는 시골로 보냈어"),
        (leaves_job, "I work at the library", "quit the library, starting at a bookshop Monday"),
        (leaves_job, "我在美团上班", "已经从美团离职了"),
        (leaves_job, "I work at the bakery on 5th.", "started at the café across the street last week!"),
        (leaves_job, "我在腾讯上班", "跳槽了，下周一去字节报到"),
        (leaves_job, "今パン屋でバイトしてる", "先週から向かいのカフェで働き始めた！"),
        (leaves_job, "ich arbeite bei Siemens", "bin seit Montag bei Bosch 🙌"),
        (leaves_job, "銀行で働いてます", "銀行は先月辞めました"),
        (leaves_job, "je travaille chez Orange", "j'ai démissionné, fini Orange"),
        (leaves_job, "現在、銀行に勤務しております。", "今月より商社に転職いたしました。"),  # the humble form
        (leaves_job, "I work at the council", "I've accepted a position at the library, starting June"),  # an offer taken
        (leaves_job, "我在美团担任运营", "已经接受了京东的offer，下月入职"),
        (leaves_job, "Ich arbeite derzeit bei Bosch", "ab Juli wechsle ich zu Siemens"),  # an adverb between
        (leaves_job, "je travaille actuellement chez Orange", "je rejoins SFR en septembre"),
        (leaves_job, "현재 네이버에 재직 중입니다.", "다음 달부터 쿠팡으로 출근하게 되었습니다."),
        (leaves_job, "나 라인 다녀", "토스 사옥 뷰 미쳤음 입사 3주차"),  # weeks into a new one
        (leaves_job, "ich arbeite bei Bosch", "Kaffee bei Zalando ist top, zweite Woche jetzt"),
        (leaves_hospital, "我妈在医院住着", "我妈今天出院了"),
        (leaves_hospital, "mi tío está ingresado", "a mi tío le dieron el alta"),
        (is_repaired, "the elevator in block C is broken", "block C elevator has been repaired"),
        (is_repaired, "mein Fahrrad ist kaputt", "Fahrrad ist repariert"),
        (switches_back, "switched to decaf last month", "back to real coffee, decaf did nothing for me"),
        (switches_back, "Switched to decaf, trying to sleep better", "back on proper coffee, decaf was pointless"),
        (switches_back, "We switched standup to 9:30.", "Standup is back to 9:00 starting Monday."),
        (switches_back, "我换成喝无糖豆浆了", "又喝回普通豆浆了"),
        (switches_back, "auf Hafermilch umgestellt", "wieder normale Milch, Hafermilch ist nix"),
        (switches_back, "je suis passé chez Bouygues", "retour chez SFR, Bouygues c'était nul"),
        (gives_up_diet, "I don't eat meat", "eating chicken again since the holidays"),  # no meat is a diet
        (gives_up_diet, "bin Vegetarierin", "ich esse seit Ostern wieder Fleisch"),
        (gives_up_diet, "je suis végétarienne", "je mange de nouveau de la viande"),
        (gives_up_diet, "ベジタリアンだよ", "最近またお肉食べてる"),
        (changes_field_of_study, "I'm studying nursing", "switched to psych this semester"),
        (changes_field_of_study, "我学会计的", "转专业了，现在学计算机"),
        (changes_field_of_study, "看護学科だよ", "心理学科に転科した"),
        (changes_field_of_study, "경영학 전공이야", "컴공으로 전과했어"),
        (changes_field_of_study, "je suis en droit", "je me suis réorienté en info"),
        (parts_with, "still driving my old civic lol", "said goodbye to the civic, picked up a used tacoma"),
        (parts_with, "차는 아반떼 타.", "아반떼 팔고 쏘렌토 샀어."),  # sold, and another bought
        (parts_with, "我开的是卡罗拉", "卡罗拉卖了，提了辆比亚迪🚗"),
        (parts_with, "まだ古いフィット乗ってるw", "フィット手放してN-BOX買った"),
        (parts_with, "Fahr einen alten Polo", "Polo ist verkauft, ich fahr jetzt Rad"),
        (parts_with, "J'ai une Twingo", "Twingo vendue, vive le vélo"),  # the feminine participle
        (parts_with, "sigo con el Ibiza viejo jaja", "vendí el Ibiza y me pillé un León"),  # a name of what was got
        (leaves_job, "je bosse chez Leroy Merlin", "j'ai commencé chez Decathlon lundi"),
    ],
)
def test_a_change_done_ends_the_older_statement(ends: Structure, old: str, new: str) -> None:
    assert ends(old, new)


@pytest.mark.parametrize(
    ("ends", "old", "new"),
    [
        (returns_from_leave, "I'm on parental leave until March", "I'll be back at work in March"),  # still to come
        (returns_from_leave, "I'm on sick leave", "are you back at work yet?"),  # a question
        (returns_from_leave, "下个月去重庆出差", "车修好取回来了"),  # a trip to come; the car is what came back
        (names_a_new_home, "Wir wohnen in Bonn", "Die Wohnung hat einen Balkon"),  # an article names no place
        (works_at_a_new_workplace, "I work at Lidl", "visited the Aldi office today for a meeting"),  # no new hire
        (works_at_a_new_workplace, "ich arbeite bei Siemens", "bei Bosch ist die Kantine echt top, war zu Besuch"),  # a visit
        (works_at_a_new_workplace, "I work at Lidl", "my brother's Aldi canteen is great, day 4 for him"),  # kin's
        (names_a_new_home, "we live in Bristol", "my sister's Cardiff flat is tiny"),  # kin's home
        (names_a_new_home, "we live in Bristol", "our Bristol flat finally has curtains"),  # the same place
        (names_a_new_home, "we live in Bristol", "should we get a Cardiff flat?"),  # a question
        (names_a_new_home, "我住杭州滨江", "我姐南山那套房子终于收拾好了"),  # kin's home
        (names_a_new_home, "東京に住みたいな", "福岡の家やっと片付いた"),  # a wish, no home now
        (returns_from_leave, "Elle est en déplacement à Nice", "dès la rentrée, on reprend le club"),  # school's return
        (gives_up_diet, "I'm vegan", "thinking about eating fish again"),  # a doubt
        (switches_back, "switched to the night shift", "back to Toronto on the 22nd"),  # a trip's way back, no switch
        (switches_back, "me he pasado al té", "el 22 vuelvo a Madrid"),
        (switches_back, "髪ピンクにした", "普通のコーヒーに戻した"),  # put back, but another thing: another switch
        (switches_back, "I went to Lisbon last summer", "can't wait to go back to Lisbon next year"),  # a trip, no switch
        (switches_back, "I've gone to the climbing gym twice", "heading back to the climbing gym tomorrow"),
        (gives_up_diet, "I'm vegan", "my sister gave up being vegan"),  # another holder
        (gives_up_diet, "I'm vegetarian btw", "Rosa's eating meat again, saw her with a burger"),  # another member
        (gives_up_diet, "糖質制限中", "糖質制限そろそろやめようかなぁ…迷い中"),
        (takes_up_diet, "I eat anything", "I'm going vegan in January"),  # a plan
        (changes_school, "my daughter attends Lincoln Elementary", "her best friend transferred to Westbrook"),
        (switches_device, "I use an iPhone", "thinking about switching to Android"),
        (switches_device, "아이폰 써", "업무폰은 갤럭시로 바꿨어"),  # a phone for work
        (switches_device, "I have an iPhone", "my wife switched to a Pixel"),
        (graduates, "I'm a junior at Ohio State", "my brother graduated from Ohio State last weekend"),  # kin
        (graduates, "我在读大三", "明年就毕业了"),  # to come
        (graduates, "Priya's still at uni", "she'll be done with uni next year"),  # to come
        (changes_headcount, "we're 8 people for the cabin", "still 8 people, nothing changed"),
        (changes_headcount, "聚餐10个人", "我姐那边聚餐现在15个人"),  # another holder
        (changes_headcount, "wir sind 4 Leute im Team", "die Abteilung insgesamt hat 25 Leute"),  # another group's total
        (recounts_headcount, "we're 12 people for the cabin", "if 3 drop out we'd be 9"),  # a supposition
        (hands_over, "I coordinate the volunteer schedule.", "I'll also be handling the fundraising newsletter."),  # one more
        (hands_over, "报销请找财务部小林。", "差旅审批仍由我负责。"),  # the older gives the duty to someone else
        (changes_shift, "i work nights mon-fri", "and i do a day shift at the bar on saturdays"),  # one more shift
        (changes_shift, "ich hab Spätschicht", "morgen tausch ich, bin also ausnahmsweise in der Frühschicht"),  # one day
        (changes_shift, "trabajo en el turno de noche", "mi compi Laura está en el turno de mañana"),  # another's
        (hands_over, "Je gère les inscriptions au tournoi.", "Mme Leroy gère les inscriptions au marathon."),  # another duty
        (changes_school, "My son goes to Lincoln Elementary", "we moved everything to the new house"),  # no school named
        (  # kept by its speaker
            hands_over,
            "M. Garnier gère les inscriptions à la cantine.",
            "Les inscriptions au centre de loisirs restent gérées par mes soins.",
        ),
        (recounts_headcount, "we've got 12 people for the cabin", "two of us are driving, we'll be 12 at dinner"),  # no sum
        (hands_over, "I'm the club treasurer", "thinking of handing treasurer duties to Phil next year"),  # a plan
        (  # a stand-in for a while: the leave stays Dr Evans's
            hands_over,
            "Dr Evans will be on annual leave from 1 to 12 July.",
            "Dr Khan will cover Dr Evans's clinics during this period.",
        ),
        (recounts_headcount, "we're 12 people for the cabin", "3 dropped out, so are we 9 now?"),  # a question
        (recounts_headcount, "we're 12 people for the cabin", "2 cancelled but 2 joined, still 12"),  # the same count
        (recounts_headcount, "we're 12 people for the cabin", "the drive takes 3 hours, we leave at 9"),  # no sum of people
        (changes_price, "The membership is $40 a month", "From March the pool pass is $45 a month"),  # another thing
        (changes_price, "Tickets are £15 each", "are tickets £18 from Monday?"),
        (rehomes_pet, "my dog Pepper chews everything", "if Pepper lives with my brother now, who walks him?"),
        (rehomes_pet, "my dog Pepper chews everything", "my brother lives with his girlfriend now"),  # not the pet
        (leaves_job, "我在腾讯做产品", "有点想跳槽了"),  # a wish
        (leaves_job, "I work at Deloitte", "thinking of quitting tbh"),
        (leaves_job, "I work at Deloitte", "my husband quit his job at Ford"),  # another holder
        (leaves_hospital, "my dad is in hospital", "my mom was discharged today"),  # another holder
        (is_repaired, "the printer is broken", "the coffee machine got fixed"),  # another thing
        (switches_back, "switched to decaf last month", "I'll go back to real coffee next week"),  # still to come
        (switches_back, "we moved to Osaka", "going back to Osaka next week"),  # a move of home, and a trip
        (changes_field_of_study, "I study at night", "switched to decaf"),  # no word of studies beside the switch
        (changes_field_of_study, "I'm studying nursing", "thinking of switching majors"),  # a plan
        (changes_field_of_study, "estudio Derecho", "mi amiga se cambió de carrera"),  # a friend's
        (parts_with, "I have a car and a bike", "sold the car"),  # the bike stays
        (parts_with, "I have a PS5", "Ben sold his PS5"),  # another's
        (parts_with, "my piano is out of tune", "thinking of selling the piano"),  # a plan
        (parts_with, "I paint landscapes", "sold three landscapes today!"),  # no thing had
        (parts_with, "J'ai acheté mon vélo 1 500 €.", "J'ai revendu mon ancien vélo 400 €."),  # a former one
        (leaves_job, "je bosse chez Leroy Merlin", "je commence à 7h, la galère"),  # when a shift starts
        # two meetings of one kind, a client's and an internal one
        (moves_to_another_day_and_time, "Client meeting on Friday at 2pm.", "Internal prep meeting on Thursday at 4pm."),
        (moves_to_another_day_and_time, "주간 회의는 목요일 오후 2시입니다.", "수요일 오후 3시 예산 검토 회의가 있습니다."),
        (moves_to_another_day_and_time, "Das Büro schließt werktags um 18 Uhr.", "Samstags ist das Büro bis 13 Uhr geöffnet."),
        # a journey's two legs
        (moves_to_another_day_and_time, "My flight lands at 6pm Friday", "heading home Monday at 9am"),
        (moves_to_another_day_and_time, "금요일 저녁 6시에 부산 도착", "월요일 오전 9시에 부산에서 서울로"),
        (returns_to_the_office, "I work from home on Fridays", "back in the office 4 days a week"),  # one day's
        (returns_to_the_office, "I work remotely", "will be back in the office next month"),  # a plan
        (returns_to_the_office, "I'm fully remote", "my wife is back in the office 4 days a week"),  # another's
        (replaces_car, "I drive a Golf", "picked up the kids from school"),  # no car picked up
        (replaces_car, "my car is in the shop", "new car smell is the best"),  # no car of theirs
        (replaces_car, "I drive a Golf", "my sister got a new car"),  # another's
    ],
)
def test_a_plan_a_question_or_another_slot_ends_nothing(ends: Structure, old: str, new: str) -> None:
    assert not ends(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("still job hunting, anyone hiring?", "GOT THE OFFER from Spotify!!! starting on the 3rd 🎉"),
        ("还在找工作，有内推的吗", "拿到offer啦！！下个月入职🎉"),
        ("まだ就活中…", "内定もらった！！春から博報堂です🎉"),
        ("아직 취준 중이에요", "최종 합격했어요!!! 삼성 들어갑니다🎉"),
        ("sigo en el paro, si sabéis de algo avisad", "¡me han cogido en Mercadona! empiezo el lunes 🎉"),
        ("bin noch auf Wohnungssuche in München", "Mietvertrag unterschrieben!!! 2 Zimmer in Giesing 🎉"),
        ("je cherche toujours une coloc sur Paris", "trouvé !! je signe le bail demain pour une coloc à Montreuil 🎉"),
    ],
)
def test_a_find_of_its_kind_ends_a_search(old: str, new: str) -> None:
    assert ends_search(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("still job hunting", "my brother got the job at Google"),  # a kin's find
        ("still job hunting", "if I got the offer I'd move to Berlin"),  # a supposition
        ("我在考研，今年不找工作", "已经签了一家国企"),  # no search said
        ("je cherche toujours un appart à Paris", "j'ai signé mon CDI chez Decathlon"),  # a job, not a home
        ("still job hunting", "got the offer? did you hear back?"),  # a question
    ],
)
def test_a_kins_find_a_supposition_or_a_find_of_another_kind_ends_no_search(old: str, new: str) -> None:
    assert not ends_search(old, new)


@pytest.mark.parametrize(
    ("ends", "old", "new"),
    [
        (leaves_hospital, "Grandpa's in hospital since Monday", "Grandpa's home now, much better"),
        (leaves_hospital, "Opa liegt im Krankenhaus", "Opa ist endlich wieder daheim"),
        (leaves_hospital, "Papi est hospitalisé", "Papi est rentré à la maison ce matin"),
        (leaves_hospital, "Mi tío está ingresado en el hospital", "mi tío ya está en casa"),
        (leaves_hospital, "外婆住院了", "外婆回家了，恢复得不错"),
        (leaves_hospital, "Mi abuelo está ingresado en el Clínico", "el abuelo ya está en casita 🙏"),  # a diminutive
        # an amount changed with the thing unnamed, in its currency and within a factor of two
        (changes_price, "My phone plan is 25 € a month", "from June 29 €, great"),
        (changes_price, "ジムの月会費6,600円", "来月から7,700円に値上げ…"),
        (changes_price, "Hallenmiete: 4 € im Monat", "ab Juni 5,50 €, teurer geworden"),  # "eur" in "teurer" is no currency
        (changes_price, "Netflix is £11 a month", "they raised it to £13 from Feb, annoying"),  # a month cut short
        (changes_price, "Der Kurs kostet 14,50 im Monat", "ab Mai 16,50 – echt jetzt"),  # cents unwritten in both
        (changes_price, "Le forfait c'est 19,99 € par mois", "Ils passent à 22,99 € en janvier"),  # a decimal comma
        # a price said now, in cents with no currency, in slang, or ten thousand won alone
        (changes_price, "駅前の蕎麦屋、かけ一杯500円", "あそこ今600円だよ"),
        (changes_price, "El tercio en el bar de Paco está a 2,50", "El tercio en lo de Paco ya a 3 €, un robo"),
        (changes_price, "Currywurst kostet bei Erika 4 €", "Currywurst bei Erika 5,50 inzwischen"),
        (changes_price, "회사 앞 백반 8천원", "거기 이제 만원임"),
    ],
)
def test_a_stay_ended_at_home_or_an_amount_changed_unnamed_ends_the_older(ends: Structure, old: str, new: str) -> None:
    assert ends(old, new)


@pytest.mark.parametrize(
    ("ends", "old", "new"),
    [
        (leaves_hospital, "my dad is in hospital", "I'm home now, long day"),  # another's return home
        (changes_price, "Haircuts are $30", "Landlord raised it to $1,525 from August"),  # a rent, no haircut
        (changes_price, "Tickets are 12 €", "from June the gym is 15 €"),  # another thing named
        (changes_price, "ライブのチケット6000円", "ジム、9000円に値上げされた…"),
        (changes_price, "Ich zahle 25 € im Monat", "Jan zahlt jetzt 30 €"),  # "Jan" alone is a member, not January
    ],
)
def test_another_holder_or_a_thing_of_its_own_keeps_the_older(ends: Structure, old: str, new: str) -> None:
    assert not ends(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Marco works at Ferrari", "Marco's at Lamborghini these days"),
        ("I work at Deloitte", "I work at EY now, started Monday"),
        ("Lisa arbeitet bei Bosch", "Lisa schraubt jetzt bei Audi rum"),
        ("Paul bosse chez Orange", "Paul fait des logiciels chez Dassault"),
        ("小王在阿里上班", "小王在腾讯搬砖呢"),
        ("ユキはソニー勤務だよ", "ユキ、任天堂で働いてるって"),
        ("Mathieu bosse chez Renault à Boulogne", "Mathieu bosse chez Airbus, à Toulouse, il kiffe grave"),  # its branch
        ("지훈이 삼성전자 다니잖아", "지훈이 요즘 카카오 다녀"),
        ("健はパナソニックで電池の開発してる", "健はトヨタで車の設計してる"),  # a company, then what one does there
        ("Anna arbeitet bei der Sparkasse", "Anna ist zur Volksbank gewechselt"),
        ("Sam works at Deloitte", "Sam is over at KPMG"),
    ],
)
def test_another_employer_of_the_same_holder_ends_the_older(old: str, new: str) -> None:
    assert works_elsewhere(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I used to work at Infosys", "I work at Wipro"),  # a past job
        ("Hugo bosse chez Renault", "la femme de Hugo bosse chez Michelin"),  # a partner's
        ("my brother works at Tesla", "I work at Ford"),  # kin's
        ("我在深圳上班", "我在华为上班"),  # a city, then an employer: each may hold
        ("Marco works at Ferrari", "Giulia works at Lamborghini"),  # another holder
        ("Felix arbeitet bei Siemens", "Fernando arbeitet bei BMW"),  # another name that begins alike
        ("I work at Deloitte", "I want to work at EY"),  # a wish
    ],
)
def test_a_past_job_anothers_a_city_or_a_wish_ends_no_job(old: str, new: str) -> None:
    assert not works_elsewhere(old, new)


def test_another_member_may_tell_of_a_return_from_leave_only_of_one_neither_speaker_is() -> None:
    assert named_returns_from_leave("Ana está de baja hasta el lunes", "Ana se ha reincorporado esta mañana")
    assert named_returns_from_leave("M. Petit est en congé maladie", "M. Petit a repris son poste hier")
    assert named_returns_from_leave("박 팀장님 출장 중이세요", "박 팀장님 오늘 복귀하셨어요")
    assert not named_returns_from_leave("I'm on parental leave", "I'm back at work since Monday")  # the speaker's own


def test_another_member_may_tell_of_a_job_only_of_one_neither_speaker_is() -> None:
    assert named_works_elsewhere("Marco works at Ferrari", "Marco's at Lamborghini these days")
    assert not named_works_elsewhere("I work at Deloitte", "I work at EY now")


def test_the_first_days_at_another_employer_leave_the_older_job() -> None:
    assert leaves_job("trabajo en Inditex", "primera semana en Mango y ya estoy reventada")
    assert leaves_job("저 쿠팡 다녀요", "배민 첫 출근 했어요")


def test_another_employer_told_of_a_named_holder_with_the_branch_it_is_in() -> None:
    assert named_works_elsewhere("Marta trabaja en Zara", "Marta está en el Primark de Vallecas, de encargada")


@pytest.mark.parametrize(
    ("own", "told", "ends"),
    [
        ("Ich bin bei der Sparkasse in der Kreditabteilung", "  ist zur volksbank gewechselt", True),
        ("I work at Deloitte", "  is over at kpmg now", True),
        ("Je bosse à la SNCF", "  est passé chez orange", True),
        ("나 삼성전자 다녀", "이 카카오로 이직했대", True),
        ("我在腾讯上班", " 跳槽到阿里了", True),
        ("I work at Deloitte", "  is at the pub", False),  # a place, not an employer
        ("I work at Deloitte", "  wants to join kpmg", False),  # a wish
        ("Je travaille chez Orange", "  est passé chez orange hier", False),  # the same employer
        ("my brother works at Tesla", "  is over at ford now", False),  # the older is not the member's own
    ],
)
def test_another_employer_told_of_a_member_by_name(own: str, told: str, ends: bool) -> None:
    assert told_works_elsewhere(own, told) == ends
