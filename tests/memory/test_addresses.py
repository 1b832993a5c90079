"""A postal address said to be new replaces the older one; another holder's, a question or the same address does not."""

import pytest

from longtermmemory.memory.addresses import changes_address, gives_another_address


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Send the wedding RSVP cards to 42 Oak St", "sorry guys new address for RSVPs is 118 Birch Lane apt 3, we moved"),
        ("荷物は世田谷区三軒茶屋2-15-3に送って", "住所変わったので、今後は目黒区中目黒1-4-8にお願いします！"),
        ("envoyez les faire-part au 12 rue des Lilas", "attention nouvelle adresse : 5 avenue Jean Jaurès, bât B"),
        ("mandadme las invitaciones a calle Mayor 15, 3ºB", "ojo que la dirección nueva es Av. de la Constitución 8, 1ºA"),
        ("Post bitte an Bergmannstraße 42", "neue Adresse: Hauptstr. 5"),
        ("公司地址是浦东新区张江路88号。", "公司已迁至徐汇区宜山路700号，快递请寄新地址。"),
    ],
)
def test_a_new_address_replaces_the_older(old: str, new: str) -> None:
    assert changes_address(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("send mail to 42 Oak Street", "my mom's new address is 17 Pine Ave"),  # another holder
        ("send mail to 42 Oak Street", "is the new address 17 Pine Ave?"),  # a question
        ("send mail to 42 Oak Street", "new address: 42 Oak Street, same as before"),  # the same address
        ("send mail to 42 Oak Street", "we might get a new address, 17 Pine Ave maybe"),  # a guess
        ("the party's at my place", "new address: 17 Pine Ave"),  # the older gives no address
    ],
)
def test_another_holders_address_a_question_or_the_same_one_replaces_nothing(old: str, new: str) -> None:
    assert not changes_address(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Our studio is at 14 Mill Road.", "As of Monday, the studio is at 3 Quay Street."),
        ("Die Kanzlei ist in der Lindenstraße 5.", "Ab Montag finden Sie uns in der Bahnhofstraße 21."),
        ("事務所は渋谷区神南1-2-3です。", "来週月曜より、事務所は目黒区青葉台4-5-6へ移転します。"),
        ("Die Kanzlei ist in der Lindenstraße 5.", "Ab dem 1. März finden Sie uns in der Parkstraße 9."),  # from a date
        ("事務所は渋谷区神南1-2-3です。", "4月1日より、事務所は港区芝5-6-7へ移転いたします。"),
    ],
)
def test_another_address_that_holds_from_a_day_on_changes_it(old: str, new: str) -> None:
    assert changes_address(old, new)


@pytest.mark.parametrize(
    ("old", "new", "another"),
    [
        ("my address for the swap is 9 Mill Lane, Derby", "swap parcels to 22 Oak Road, Leeds please", True),
        ("Mi dirección es C/ Mayor 3, 2ºA", "Los paquetes mandadlos a C/ Toledo 40, 1ºB", True),
        ("my address is 9 Mill Lane", "parcels for work go to 1 Station Road", False),  # a place of work's post
        ("my address is 9 Mill Lane", "parcels to 9 Mill Lane please", False),  # the same address
    ],
)
def test_the_speakers_post_sent_to_another_address_gives_another_one(old: str, new: str, another: bool) -> None:
    assert gives_another_address(old, new) is another


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Address for the party invites: 14 Rosewood Close, Bristol", "send cards to 3 Hawthorn Lane, Bath pls 💌"),
        ("Mi dirección: C/ Alcalá 123, 3ºB, Madrid", "Para los regalos: C/ Embajadores 45, 1ºA 🎁"),
        ("Adresse für die Karte: Lindenstraße 12, 50674 Köln", "Post bitte an: Eppendorfer Weg 80, 20259 Hamburg"),
        ("Pour les colis : 12 rue des Lilas, 69007 Lyon", "Envoyez plutôt au 5 avenue Thiers, 33100 Bordeaux"),
        ("新住所は世田谷区桜新町1-2-3です", "年賀状は杉並区阿佐谷南4-5-6にお願いします🙇‍♀️"),
        ("My address is 9 Birch Lane, Leeds", "Send the birthday card to 4 Mill Street, York"),  # one card, named
        ("Adresse für die Einladung: Gartenweg 5, 80331 München", "Schickt die Karte bitte an Ringstr. 8, 04109 Leipzig"),
        ("Pour le faire-part : 3 rue Verte, 75011 Paris", "Envoyez le faire-part au 9 quai Sud, 13002 Marseille"),
    ],
)
def test_where_post_for_an_occasion_goes_is_the_speakers_address_too(old: str, new: str) -> None:
    assert gives_another_address(old, new)
