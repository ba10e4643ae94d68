"""Tests of the example checks in tools/decks/vocab.py that the teacher's samples asked for: at seed
20261129 numbers read apart from their counters, compounds the analysers split and read apart,
conjunctions that are a verb's stem, and adverbs that are the interjection spelt alike; at seed
20261201 names and suffixes the analysers guessed, rare readings of other words, nouns inside a
grammatical expression, miswritten homophones and percentages read as fractions.

    python3 -m unittest discover -s tools/decks -p 'test_examples.py'
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import vocab  # noqa: E402
from tokenizer import Token  # noqa: E402


def parts(*pairs: tuple[str, str]) -> list[list[str]]:
    return [list(pair) for pair in pairs]


class NumberReadingTests(unittest.TestCase):
    def test_a_number_read_in_full_before_a_counter_it_joins_is_wrong(self):
        # 一回 is いっかい, 一ヶ月 いっかげつ, 一隻 いっせき, 十歳 じゅっさい, 六本 ろっぽん.
        for number, reading, counter, counter_reading in [("一", "いち", "回", "かい"), ("一", "いち", "ヶ月", "かげつ"),
                                                          ("一", "いち", "隻", "せき"), ("十", "じゅう", "歳", "さい"),
                                                          ("六", "ろく", "本", "ほん"), ("十一", "じゅういち", "回", "かい")]:
            with self.subTest(number + counter):
                self.assertTrue(vocab.number_read_apart(parts((number, reading), (counter, counter_reading), ("した", ""))))

    def test_numbers_read_right_stand(self):
        self.assertFalse(vocab.number_read_apart(parts(("一回", "いっかい"))))
        self.assertFalse(vocab.number_read_apart(parts(("二", "に"), ("回", "かい"))))
        self.assertFalse(vocab.number_read_apart(parts(("一", "いち"), ("時", "じ"))))  # voiced: いちじ
        self.assertFalse(vocab.number_read_apart(parts(("十", "じゅう"), ("七", "しち"))))  # a number, not a counter
        self.assertFalse(vocab.number_read_apart(parts(("六", "ろく"), ("歳", "さい"))))  # ろくさい

    def test_one_or_two_people_in_digits_are_not_read_nin(self):
        self.assertTrue(vocab.number_read_apart(parts(("彼と２", ""), ("人", "にん"), ("きり", ""))))
        self.assertTrue(vocab.number_read_apart(parts(("1", ""), ("人", "にん"))))
        self.assertFalse(vocab.number_read_apart(parts(("１２", ""), ("人", "にん"))))  # じゅうににん
        self.assertFalse(vocab.number_read_apart(parts(("３", ""), ("人", "にん"))))  # さんにん


class CompoundReadingTests(unittest.TestCase):
    def setUp(self):
        known = {"料理人": {"りょうりにん"}, "洗濯物": {"せんたくもの"}, "街並": {"まちなみ"}, "日本人": {"にほんじん"}}
        self.saved = vocab.spelling_readings
        vocab.spelling_readings = lambda text: known.get(text, set())

    def tearDown(self):
        vocab.spelling_readings = self.saved

    def test_pieces_read_otherwise_than_the_word_they_spell(self):
        self.assertTrue(vocab.compound_read_apart(parts(("その", ""), ("料理", "りょうり"), ("人", "じん"), ("は", ""))))
        self.assertTrue(vocab.compound_read_apart(parts(("洗濯", "せんたく"), ("物", "ぶつ"))))

    def test_pieces_read_as_the_word_or_spelling_no_word_stand(self):
        self.assertFalse(vocab.compound_read_apart(parts(("料理", "りょうり"), ("人", "にん"))))
        self.assertFalse(vocab.compound_read_apart(parts(("日本", "にほん"), ("人", "じん"))))
        self.assertFalse(vocab.compound_read_apart(parts(("寸鉄", "すんてつ"), ("人", "じん"))))  # no such word: curation
        # A spelling without its okurigana reads on into the kana after it (街並み).
        self.assertFalse(vocab.compound_read_apart(parts(("街", "まち"), ("並", "な"), ("みが", ""))))


class LookAlikeTests(unittest.TestCase):
    def test_a_conjunction_followed_by_a_particle_is_a_verbs_stem(self):
        entry = vocab.VocabEntry("及び", "および", ["and"], "N1", pos="conjunction")
        stem = [Token("及び", "及び", "および", "接続詞"), Token("も", "も", "も", "助詞-係助詞"),
                Token("つか", "つく", "つか", "動詞-一般"), Token("ない", "ない", "ない", "助動詞")]
        joining = [Token("東京", "東京", "とうきょう", "名詞-固有名詞"), Token("及び", "及び", "および", "接続詞"),
                   Token("大阪", "大阪", "おおさか", "名詞-固有名詞")]
        self.assertTrue(vocab._conjunction_look_alike(entry, stem))
        self.assertFalse(vocab._conjunction_look_alike(entry, joining))

    def test_an_adverb_is_not_the_interjection_spelt_alike(self):
        adverb = vocab.VocabEntry("ああ", "ああ", ["like that"], "N5", pos="adverb")
        ah = [Token("ああ", "ああ", "ああ", "感動詞-一般", "ああ", "ああ"), Token("悲しい", "悲しい", "かなしい", "形容詞-一般")]
        so = [Token("ああ", "ああ", "ああ", "副詞", "ああ", "ああ"), Token("言え", "言う", "いえ", "動詞-一般")]
        self.assertFalse(vocab._kana_word(adverb, ah[:1], ah, 0, {"ああ"}))
        self.assertTrue(vocab._kana_word(adverb, so[:1], so, 0, {"ああ"}))
        # An entry with an interjection sense of its own (まあ) keeps the interjection.
        adverb.interjection = True
        self.assertTrue(vocab._kana_word(adverb, ah[:1], ah, 0, {"ああ"}))


class TeacherSample20261201Tests(unittest.TestCase):
    """The checks the teacher's sample at seed 20261201 asked for."""

    def setUp(self):
        known = {"色": {"いろ", "しき"}, "勉": set(), "洒落": {"しゃれ", "しゃらく"}, "販売者": {"はんばいしゃ"},
                 "中": {"なか", "ちゅう"}, "米": {"こめ", "べい"}}
        common = {("色", "いろ"), ("洒落", "しゃれ"), ("中", "なか"), ("中", "ちゅう"), ("米", "こめ")}
        self.saved = vocab.spelling_readings, vocab.common_reading, vocab.grammar_expressions, vocab.rare_homograph
        vocab.spelling_readings = lambda text: known.get(text, set())
        vocab.common_reading = lambda text, reading: (text, reading) in common
        vocab.grammar_expressions = {"違": [("違いない", vocab.gloss_words("sure; no mistaking it; without doubt"))],
                                     "問": [("問題ない", vocab.gloss_words("no problem"))]}
        vocab.rare_homograph = lambda text, reading: (text, reading) == ("洒落", "しゃらく")

    def tearDown(self):
        vocab.spelling_readings, vocab.common_reading, vocab.grammar_expressions, vocab.rare_homograph = self.saved

    def test_a_lone_kanji_read_as_a_name_no_word_has_is_wrong(self):
        guessed = [Token("置き", "置く", "おき", "動詞-非自立可能"), Token("勉", "勉", "つとむ", "名詞-固有名詞")]
        country = [Token("米", "米", "べい", "名詞-固有名詞"), Token("国", "国", "こく", "接尾辞-名詞的")]
        self.assertTrue(vocab.name_read(guessed))
        self.assertFalse(vocab.name_read(country))  # 米 べい (America) is a JMdict word

    def test_a_suffix_guessed_where_the_kanji_alone_is_a_common_word(self):
        hero = [Token("英雄", "英雄", "えいゆう", "名詞-普通名詞"), Token("色", "色", "しょく", "接尾辞-名詞的")]
        seller = [Token("販売", "販売", "はんばい", "名詞-普通名詞"), Token("者", "者", "しゃ", "接尾辞-名詞的")]
        holiday = [Token("休み", "休み", "やすみ", "名詞-普通名詞"), Token("中", "中", "ちゅう", "接尾辞-名詞的")]
        self.assertTrue(vocab.suffix_guessed(hero))
        self.assertFalse(vocab.suffix_guessed(seller))  # 販売者 is a word
        self.assertFalse(vocab.suffix_guessed(holiday))  # 中 ちゅう is common itself
        sold = [Token("販売", "販売", "はんばい", "名詞-普通名詞"), Token("車", "車", "しゃ", "接尾辞-名詞的")]
        self.assertFalse(vocab.suffix_guessed(sold))  # a productive suffix: 販売車 is read right

    def test_another_word_read_by_a_rare_reading(self):
        joke = [Token("うまい", "うまい", "うまい"), Token("洒落", "洒落", "しゃらく"), Token("だ", "だ", "だ")]
        self.assertTrue(vocab.rare_reading_read(joke, []))
        self.assertFalse(vocab.rare_reading_read(joke, [(3, 5)]))  # the item's own reading is judged elsewhere
        self.assertFalse(vocab.rare_reading_read([Token("洒落", "洒落", "しゃれ")], []))
        self.assertFalse(vocab.rare_reading_read([Token("者", "者", "しゃ")], []))  # an affix's on'yomi

    def test_a_noun_only_inside_a_grammatical_expression(self):
        difference = vocab.VocabEntry("違い", "ちがい", ["difference"], "N3", pos="noun")
        self.assertTrue(vocab.inside_expression(difference, "どこか悪いに違いない。"))
        self.assertFalse(vocab.inside_expression(difference, "大きな違いがある。"))
        self.assertFalse(vocab.inside_expression(difference, "違いはないに違いない。"))  # once as the noun
        problem = vocab.VocabEntry("問題", "もんだい", ["question", "problem"], "N5", pos="noun")
        self.assertFalse(vocab.inside_expression(problem, "問題ないよ。"))  # the expression glosses the word's meaning
        verb = vocab.VocabEntry("違う", "ちがう", ["to differ"], "N5", pos="godan verb, intransitive")
        self.assertFalse(vocab.inside_expression(verb, "違うに違いない。"))

    def test_went_is_not_read_did(self):
        went = parts(("その", ""), ("寺", "てら"), ("にも", ""), ("行", "おこな"), ("ったよ。", ""))
        did = parts(("会議", "かいぎ"), ("を", ""), ("行", "おこな"), ("った。", ""))
        self.assertTrue(vocab.went_read_as_did(went))
        self.assertFalse(vocab.went_read_as_did(did))
        self.assertFalse(vocab.went_read_as_did(parts(("寺", "てら"), ("に", ""), ("行", "い"), ("った。", ""))))

    def test_a_homophone_miswritten(self):
        self.assertTrue(any(typo in "私と友に眠る。" for typo in vocab.MISWRITTEN))
        self.assertFalse(any(typo in "友に会う。" for typo in vocab.MISWRITTEN))

    def test_percent_read_as_a_fraction_or_minutes(self):
        three = parts(("この", ""), ("貯金", "ちょきん"), ("には", ""), ("三", "さん"), ("分", "ぶん"), ("の", ""))
        self.assertTrue(vocab.percent_read_as_minutes(three, "This deposit bears three percent interest."))
        self.assertFalse(vocab.percent_read_as_minutes(three, "A third of the deposit."))
        self.assertFalse(vocab.percent_read_as_minutes(parts(("三", "さん"), ("割", "わり")), "thirty percent"))


class TeacherSample20261202Tests(unittest.TestCase):
    """The classes of the teacher's sample at seed 20261202 (tools/decks/teacher-verdicts.tsv)."""

    def test_a_translation_saying_only_another_word_written_alike(self):
        gold = vocab.VocabEntry("金", "きん", ["gold (Au)", "golden (color)", "valuable"], "N3")
        gold.words_alike = ["money", "metal"]  # 金 かね
        self.assertTrue(vocab.word_alike_meant(gold, "Money is the root of all evil."))
        self.assertFalse(vocab.word_alike_meant(gold, "Gold is more precious than money."))
        self.assertFalse(vocab.word_alike_meant(gold, "Gold is a precious metal."))  # says gold: the word's own
        taste = vocab.VocabEntry("好き好き", "すきずき", ["matter of taste"], "N2")
        taste.words_alike = ["liked", "loved", "love", "fond"]  # 好き
        self.assertTrue(vocab.word_alike_meant(taste, "I love to take pictures."))
        self.assertFalse(vocab.word_alike_meant(taste, "It is a matter of taste."))
        alone = vocab.VocabEntry("地球", "ちきゅう", ["Earth"], "N3")  # no word written alike
        self.assertFalse(vocab.word_alike_meant(alone, "The earth is round."))
        day = vocab.VocabEntry("日", "ひ", ["day", "days", "sun"], "N4")
        day.words_alike = ["day of the month", "counter for days", "Sunday"]  # 日 にち: "day" is said by both
        self.assertFalse(vocab.word_alike_meant(day, "It's a cloudy day."))

    def test_a_set_phrase_misread(self):
        eden = parts(("アダム", ""), ("は", ""), ("エデン", ""), ("の", ""), ("園", "えん"), ("に", ""))
        self.assertTrue(vocab.phrase_misread("アダムはエデンの園に", eden))
        right = parts(("エデン", ""), ("の", ""), ("園", "その"))
        self.assertFalse(vocab.phrase_misread("エデンの園", right))
        self.assertFalse(vocab.phrase_misread("動物園", parts(("動物", "どうぶつ"), ("園", "えん"))))

    def test_a_trigger_pulled_and_a_translation_swearing(self):
        series = vocab.VocabEntry("連続", "れんぞく", ["series"], "N3")
        self.assertTrue(vocab.unfit(series, "私は連続で引き金を引いた。", "I pulled the trigger again and again."))
        self.assertFalse(vocab.unfit(series, "連続ドラマを見た。", "I watched a serial drama."))
        there = vocab.VocabEntry("あっち", "あっち", ["over there"], "N5")
        self.assertTrue(vocab.unfit(there, "あっち行け！", "Go to hell!"))
        hell = vocab.VocabEntry("地獄", "じごく", ["hell"], "N1")
        self.assertEqual(vocab.unfit(hell, "地獄だった。", "It was hell."), "")  # the word itself
        self.assertFalse(vocab.unfit(there, "あっちにある。", "It's over there. Hello!"))


class TeacherSample20261205Tests(unittest.TestCase):
    """The classes of the teacher's sample at seed 20261205 (tools/decks/teacher-verdicts.tsv)."""

    def test_can_enter_is_not_read_put_in(self):
        studio = parts(("スタジオに", ""), ("入", "い"), ("れません。", ""))
        self.assertTrue(vocab.entered_read_as_put(studio, "We cannot go into the studio."))
        self.assertTrue(vocab.entered_read_as_put(parts(("何", "なん"), ("とか", ""), ("入", "い"), ("れた。", "")),
                                                  "I managed to get in."))
        # Something is put in (を), or the translation has nobody go in: 入れる いれる stands.
        self.assertFalse(vocab.entered_read_as_put(parts(("娘", "むすめ"), ("を", ""), ("女子", "じょし"), ("校", "こう"),
                                                         ("に", ""), ("入", "い"), ("れた。", "")),
                                                   "I entered my daughter in a girl's school."))
        self.assertFalse(vocab.entered_read_as_put(parts(("中", "なか"), ("に", ""), ("入", "い"), ("れて。", "")), "Let me in."))
        self.assertFalse(vocab.entered_read_as_put(parts(("レンジに", ""), ("入", "い"), ("れて。", "")), "Put it in the microwave."))
        self.assertFalse(vocab.entered_read_as_put(studio, "We cannot put it in the studio."))

    def test_a_counter_after_a_digit_keeps_the_sound_the_number_gives_it(self):
        self.assertTrue(vocab.counter_sound_lost(parts(("1", ""), ("分", "ふん"), ("は", ""))))  # いっぷん
        self.assertTrue(vocab.counter_sound_lost(parts(("５", ""), ("時", "じ"), ("３０", ""), ("分", "ふん"))))  # さんじゅっぷん
        self.assertTrue(vocab.counter_sound_lost(parts(("3", ""), ("本", "ほん"))))  # さんぼん
        self.assertTrue(vocab.counter_sound_lost(parts(("4", ""), ("分", "ふん"))))  # よんぷん
        self.assertFalse(vocab.counter_sound_lost(parts(("５", ""), ("分", "ふん"))))  # ごふん
        self.assertFalse(vocab.counter_sound_lost(parts(("2", ""), ("本", "ほん"))))  # にほん
        self.assertFalse(vocab.counter_sound_lost(parts(("4", ""), ("本", "ほん"))))  # よんほん
        self.assertFalse(vocab.counter_sound_lost(parts(("１", ""), ("平方", "へいほう"))))  # not a counter that changes
        self.assertFalse(vocab.counter_sound_lost(parts(("五", "ご"), ("分", "ふん"))))  # a kanji number has its own reading

    def test_a_kanji_read_against_its_context(self):
        person = parts(("留学生", "りゅうがくせい"), ("の", ""), ("方", "ほう"), ("ですか？", ""))
        self.assertTrue(vocab.context_misreading(person, "Are you an exchange student?"))
        self.assertFalse(vocab.context_misreading(parts(("私", "わたし"), ("の", ""), ("方", "ほう"), ("です", "")),
                                                  "It is I who am better than him."))
        self.assertFalse(vocab.context_misreading(parts(("駅", "えき"), ("の", ""), ("方", "ほう"), ("へ", "")), "Go to the station."))
        went = parts(("自転車", "じてんしゃ"), ("で", ""), ("行", "おこな"), ("った。", ""))
        self.assertTrue(vocab.context_misreading(went, "I went on a bicycle."))
        held = parts(("会見", "かいけん"), ("を", ""), ("行", "おこな"), ("った。", ""))
        self.assertFalse(vocab.context_misreading(held, "The President held a press conference."))
        self.assertTrue(vocab.context_misreading(parts(("次", "つぎ"), ("の", ""), ("角", "かく")), "He's at the next corner."))
        self.assertFalse(vocab.context_misreading(parts(("三", "さん"), ("角", "かく")), "a triangle"))
        self.assertTrue(vocab.context_misreading(parts(("おなか", ""), ("空", "あ"), ("いた！", "")), "I'm starving!"))
        self.assertFalse(vocab.context_misreading(parts(("席", "せき"), ("が", ""), ("空", "あ"), ("いた", "")), "A seat is free."))
        self.assertTrue(vocab.context_misreading(parts(("一昨日", "おととい"), ("風", "ふう"), ("が", "")), "the wind blew"))
        self.assertFalse(vocab.context_misreading(parts(("こんな", ""), ("風", "ふう"), ("に", "")), "like this"))
        self.assertTrue(vocab.context_misreading(parts(("七", "なな"), ("時半", "じはん")), "half past seven"))
        self.assertFalse(vocab.context_misreading(parts(("七", "なな"), ("時間", "じかん")), "seven hours"))
        self.assertTrue(vocab.context_misreading(parts(("金", "きん"), ("は", "")), "Ready money will away."))
        self.assertFalse(vocab.context_misreading(parts(("所持", "しょじ"), ("金", "きん"), ("を", "")), "what money I have"))
        self.assertTrue(vocab.context_misreading(parts(("風", "かぜ"), ("は", ""), ("種", "しゅ"), ("を", "")), "The wind carries seeds"))
        self.assertFalse(vocab.context_misreading(parts(("品", "ひん"), ("種", "しゅ"), ("を", "")), "a variety"))
        self.assertTrue(vocab.context_misreading(parts(("噂", "うわさ"), ("話", "ばなし"), ("を", ""), ("真", "しん"), ("に", ""),
                                                       ("受", "う"), ("けるな。", "")), "Don't believe the rumors."))
        self.assertFalse(vocab.context_misreading(parts(("真", "しん"), ("に", ""), ("迫", "せま")), "true to life"))

    def test_readings_the_teachers_sample_at_seed_20261203_found_against_their_context(self):
        answered = parts(("答", "こた"), ("えいただいた", ""), ("方", "ほう"), ("の", ""), ("中", "なか"), ("から", ""))
        self.assertEqual(vocab.context_misreading(answered, "A draw is held for those who have participated."), "方 ほう for かた")
        better = parts(("来", "き"), ("ていただいた", ""), ("方", "ほう"), ("が", ""), ("いい", ""))
        self.assertFalse(vocab.context_misreading(better, "It would be better if you came."))
        empty = parts(("空", "そら"), ("の", ""), ("容器", "ようき"))
        self.assertEqual(vocab.context_misreading(empty, "Empty vessels make the most sound."), "空 そら for から")
        self.assertFalse(vocab.context_misreading(parts(("空", "そら"), ("が", ""), ("青", "あお"), ("い", "")), "The sky is blue."))
        hot = parts(("舌", "した"), ("が", ""), ("痺", "しび"), ("れるほど", ""), ("辛", "つら"), ("い。", ""))
        self.assertEqual(vocab.context_misreading(hot, "This mustard really bites the tongue."), "辛い つらい for からい")
        self.assertFalse(vocab.context_misreading(parts(("花粉", "かふん"), ("症", "しょう"), ("は", ""), ("辛", "つら"), ("い。", "")),
                                                  "Hay fever is tough."))
        alive = parts(("生", "なま"), ("を", ""), ("感", "かん"), ("じる。", ""))
        self.assertEqual(vocab.context_misreading(alive, "I feel alive."), "生 なま for せい")
        self.assertFalse(vocab.context_misreading(parts(("生", "なま"), ("で", ""), ("食", "た"), ("べる。", "")), "I eat it raw."))
        self.assertFalse(vocab.context_misreading(parts(("生", "なま"), ("が", ""), ("いい", "")), "Fresh is best for life."))
        today = parts(("今日", "きょう"), ("中", "ちゅう"), ("に", ""), ("回答", "かいとう"))
        self.assertEqual(vocab.context_misreading(today, "I need your answer before the end of the day."), "今日中 ちゅう for じゅう")
        self.assertFalse(vocab.context_misreading(parts(("午前", "ごぜん"), ("中", "ちゅう"), ("に", "")), "in the morning"))

    def test_sympathy_is_not_a_double_suicide(self):
        misread = parts(("心中", "しんじゅう"), ("お", ""), ("察", "さっ"), ("し", ""), ("致", "いた"), ("します。", ""))
        self.assertTrue(vocab.phrase_misread("心中お察し致します。", misread))
        right = parts(("心中", "しんちゅう"), ("お", ""), ("察", "さっ"), ("し", ""))
        self.assertFalse(vocab.phrase_misread("心中お察し", right))

    def test_a_katakana_word_that_is_a_name_there(self):
        building = vocab.VocabEntry("ビル", "ビル", ["multi-floor building", "bill"], "N4")
        self.assertTrue(vocab.name_meant(building, "Bill is on the editorial staff."))
        self.assertFalse(vocab.name_meant(building, "There are many tall buildings."))
        self.assertFalse(vocab.name_meant(building, "Here is the bill."))
        mark = vocab.VocabEntry("マーク", "マーク", ["mark", "symbol"], "N3")
        self.assertTrue(vocab.name_meant(mark, "Mark was a work horse on his construction crew."))
        self.assertFalse(vocab.name_meant(mark, "Put a mark next to the words you don't know."))
        young = vocab.VocabEntry("ヤング", "ヤング", ["young", "youth"], "N1")
        self.assertTrue(vocab.name_meant(young, "Miss Young is very kind."))
        self.assertFalse(vocab.name_meant(young, "a magazine for the young"))

    def test_a_blood_feud_is_violence(self):
        wash = vocab.VocabEntry("洗う", "あらう", ["to wash"], "N5")
        self.assertTrue(vocab.unfit(wash, "血で血を洗う。", "Blood will have blood."))
        self.assertFalse(vocab.unfit(wash, "手を洗う。", "I wash my hands."))

    def test_a_set_phrase_that_is_its_source_words(self):
        def token(surface, pos, lemma_reading):
            return Token(surface, surface, surface, pos=pos, lemma=surface, lemma_reading=lemma_reading)
        meal = vocab.VocabEntry("いただきます", "いただきます", ["thank you for the meal"], "N5", pos="expression")
        verb = [token("これ", "代名詞", "これ"), token("を", "助詞-格助詞", "を"), token("いただき", "動詞-非自立可能", "いただく"),
                token("ます", "助動詞", "ます"), token("。", "補助記号-句点", "")]
        self.assertTrue(vocab.phrase_look_alike(meal, "これをいただきます。", verb))
        self.assertFalse(vocab.phrase_look_alike(meal, "いただきます。", verb[2:]))
        self.assertTrue(vocab.phrase_look_alike(meal, "はい、いただきましたー！", [token("いただき", "動詞-非自立可能", "いただく")]))
        auxiliary = [token("呼ん", "動詞-一般", "よぶ"), token("で", "助詞-接続助詞", "て"), token("いただき", "動詞-非自立可能", "いただく"),
                     token("ます", "助動詞", "ます")]
        self.assertTrue(vocab.phrase_look_alike(meal, "呼んでいただきます", auxiliary))
        that = vocab.VocabEntry("あれ", "あれ", ["that"], "N5", pos="pronoun")
        imperative = [token("冷徹", "名詞-普通名詞", "れいてつ"), token("で", "助動詞", "だ"), token("あれ", "動詞-非自立可能", "ある")]
        self.assertTrue(vocab.phrase_look_alike(that, "冷徹であれ", imperative))
        self.assertFalse(vocab.phrase_look_alike(that, "あれは何？", [token("あれ", "代名詞", "あれ"), token("は", "助詞-係助詞", "は")]))
        so = vocab.VocabEntry("そう", "そう", ["so"], "N5", pos="adverb")
        self.assertTrue(vocab.phrase_look_alike(so, "晴れそうだ。", [token("晴れ", "動詞-一般", "はれる"),
                                                                   token("そう", "形状詞-助動詞語幹", "そう")]))
        besides = vocab.VocabEntry("それに", "それに", ["besides"], "N4", pos="conjunction")
        it_to = [token("それ", "代名詞", "それ"), token("に", "助詞-格助詞", "に"), token("触る", "動詞-一般", "さわる")]
        self.assertTrue(vocab.phrase_look_alike(besides, "それに触るな。", it_to))
        self.assertFalse(vocab.phrase_look_alike(besides, "それに、彼は来ない。", it_to[:2] + [token("、", "補助記号-読点", "")]))
        evening = vocab.VocabEntry("こんばんは", "こんばんは", ["good evening"], "N5", alternates=["今晩は"], pos="interjection")
        self.assertTrue(vocab.phrase_look_alike(evening, "今晩は予定がある？", [token("今晩は", "感動詞-一般", "こんばんは")]))
        self.assertFalse(vocab.phrase_look_alike(evening, "今晩は。", [token("今晩は", "感動詞-一般", "こんばんは")]))


if __name__ == "__main__":
    unittest.main()


class TeacherSample20261204Tests(unittest.TestCase):
    """The classes the teacher's sample at seed 20261204 found: the word written only with another kanji
    of its entry (空く for 開く あく), and 一人 or 二人 in kanji read apart (お二人 に|にん for ふたり)."""

    def word(self, word: str, reading: str, alternates: list[str]) -> vocab.VocabEntry:
        return vocab.VocabEntry(word, reading, [], "N5", alternates=alternates)

    def test_an_alternate_swapping_a_kanji_is_another_word(self):
        self.assertEqual(vocab.other_kanji_spellings(self.word("開く", "あく", ["空く", "明く"])), ["空く", "明く"])
        self.assertEqual(vocab.other_kanji_spellings(self.word("早い", "はやい", ["速い"])), ["速い"])
        # Writing a kana in kanji, or the headword's kanji in kana, is the same word.
        self.assertEqual(vocab.other_kanji_spellings(self.word("出かける", "でかける", ["出掛ける"])), [])
        self.assertEqual(vocab.other_kanji_spellings(self.word("よろしく", "よろしく", ["宜しく"])), [])

    def test_a_sentence_with_only_the_other_kanji_is_not_an_example(self):
        entry = self.word("開く", "あく", ["空く"])
        hungry = [Token("おなか", "おなか", "おなか"), Token("空い", "空く", "すい"), Token("た", "た", "た")]
        door = [Token("ドア", "ドア", "どあ"), Token("が", "が", "が"), Token("開い", "開く", "あい"), Token("た", "た", "た")]
        self.assertTrue(vocab.other_kanji_only(entry, hungry))
        self.assertFalse(vocab.other_kanji_only(entry, door))
        self.assertFalse(vocab.other_kanji_only(self.word("出かける", "でかける", ["出掛ける"]),
                                                [Token("出掛ける", "出掛ける", "でかける")]))

    def test_one_or_two_people_in_kanji_are_not_read_nin(self):
        self.assertTrue(vocab.number_read_apart(parts(("お", ""), ("二", "に"), ("人", "にん"), ("の", ""))))
        self.assertTrue(vocab.number_read_apart(parts(("私", "わたし"), ("一", "いち"), ("人", "にん"))))
        self.assertTrue(vocab.number_read_apart(parts(("二", "に"), ("人", "にん"), ("とも", ""))))
        self.assertFalse(vocab.number_read_apart(parts(("十", "じゅう"), ("二", "に"), ("人", "にん"))))
        self.assertFalse(vocab.number_read_apart(parts(("十二", "じゅうに"), ("人", "にん"))))  # じゅうににん
        self.assertFalse(vocab.number_read_apart(parts(("一", "いち"), ("人前", "にんまえ"))))  # いちにんまえ
        self.assertFalse(vocab.number_read_apart(parts(("三", "さん"), ("人", "にん"))))


class SameWordAlternateTests(unittest.TestCase):
    def test_an_alike_alternate_stays_an_example(self):
        crowded = vocab.VocabEntry("込む", "こむ", [], "N4", alternates=["混む"])
        self.assertEqual(vocab.other_kanji_spellings(crowded), ["混む"])
        crowded.same_word_alternates = ["混む"]
        self.assertEqual(vocab.other_kanji_spellings(crowded), [])
        self.assertFalse(vocab.other_kanji_only(crowded, [Token("混む", "混む", "こむ")]))


class ExampleSweepN3Tests(unittest.TestCase):
    """The classes the example sweep of N3 days 45-90 found: a kana conjunction found only as the noun
    or verb its kanji spelling writes inside a clause (門の所で, 指示に従って), an indefinite word in か
    that is a question there (商売はどうかね), a kanji read with its okurigana (或[ある]る), 米 read べい
    where the translation says rice, and マイク the name Mike."""

    def test_a_kana_conjunction_in_kanji_inside_a_clause_is_the_noun_or_verb(self):
        by_the_way = vocab.VocabEntry("ところで", "ところで", ["by the way"], "N3", alternates=["所で"], pos="conjunction")
        therefore = vocab.VocabEntry("したがって", "したがって", ["therefore"], "N3", alternates=["従って"], pos="conjunction")
        or_ = vocab.VocabEntry("または", "または", ["or"], "N4", alternates=["又は"], pos="conjunction")

        def run(*pairs: tuple[str, str]) -> list[Token]:
            return [Token(surface, surface, surface, pos) for surface, pos in pairs]

        at_the_gate = run(("門", "名詞-普通名詞"), ("の", "助詞-格助詞"), ("所", "名詞-普通名詞"), ("で", "助詞-格助詞"),
                          ("守衛", "名詞-普通名詞"))
        following = run(("指示", "名詞-普通名詞"), ("に", "助詞-格助詞"), ("従っ", "動詞-一般"), ("て", "助詞-接続助詞"),
                        ("ください", "動詞-非自立可能"))
        opening = run(("従っ", "動詞-一般"), ("て", "助詞-接続助詞"), ("、", "補助記号-読点"), ("彼", "代名詞"))
        after_a_stop = run(("雨", "名詞-普通名詞"), ("だ", "助動詞"), ("。", "補助記号-句点"), ("従っ", "動詞-一般"),
                           ("て", "助詞-接続助詞"), ("中止", "名詞-普通名詞"))
        self.assertTrue(vocab.conjunction_in_kanji_mid_clause(by_the_way, at_the_gate))
        self.assertTrue(vocab.conjunction_in_kanji_mid_clause(therefore, following))
        # Opening its clause, or written in kana, it is the conjunction.
        self.assertFalse(vocab.conjunction_in_kanji_mid_clause(therefore, opening))
        self.assertFalse(vocab.conjunction_in_kanji_mid_clause(therefore, after_a_stop))
        self.assertFalse(vocab.conjunction_in_kanji_mid_clause(by_the_way, run(("ところで", "接続詞"), ("、", "補助記号-読点"))))
        # A conjunction joining words is UniDic's conjunction there (投獄又は).
        joining = run(("投獄", "名詞-普通名詞"), ("又", "接続詞"), ("は", "助詞-係助詞"), ("その", "感動詞-フィラー"))
        self.assertFalse(vocab.conjunction_in_kanji_mid_clause(or_, joining))

    def test_an_indefinite_word_asking_with_ka_is_the_question(self):
        please = vocab.VocabEntry("どうか", "どうか", ["please"], "N3", pos="adverb")
        sometime = vocab.VocabEntry("いつか", "いつか", ["sometime"], "N3", pos="adverb")

        def run(*pairs: tuple[str, str]) -> list[Token]:
            return [Token(surface, surface, surface, pos) for surface, pos in pairs]

        how_is_business = run(("商売", "名詞-普通名詞"), ("は", "助詞-係助詞"), ("どう", "副詞"), ("か", "助詞-副助詞"),
                              ("ね", "助詞-終助詞"), ("。", "補助記号-句点"))
        whether = run(("行く", "動詞-非自立可能"), ("か", "助詞-副助詞"), ("どう", "副詞"), ("か", "助詞-副助詞"),
                      ("決め", "動詞-一般"), ("た", "助動詞"))
        begging = run(("どう", "副詞"), ("か", "助詞-副助詞"), ("お", "接頭辞"), ("願い", "動詞-非自立可能"), ("し", "動詞-非自立可能"),
                      ("ます", "助動詞"))
        self.assertTrue(vocab.question_look_alike(please, how_is_business))
        self.assertTrue(vocab.question_look_alike(please, whether))
        self.assertFalse(vocab.question_look_alike(please, begging))
        when_is_it = run(("いつ", "代名詞"), ("か", "助詞-終助詞"), ("な", "助詞-終助詞"))
        call_me = run(("いつ", "代名詞"), ("か", "助詞-副助詞"), ("電話", "名詞-普通名詞"), ("し", "動詞-非自立可能"))
        self.assertTrue(vocab.question_look_alike(sometime, when_is_it))
        self.assertFalse(vocab.question_look_alike(sometime, call_me))

    def test_a_kanji_read_with_the_okurigana_after_it_is_read_twice(self):
        known = {"或る": {"ある"}, "食べ": set(), "上がる": {"あがる"}}
        saved = vocab.spelling_readings
        vocab.spelling_readings = lambda text: known.get(text, set())
        try:
            self.assertTrue(vocab.okurigana_read_twice(parts(("君", "きみ"), ("に", ""), ("或", "ある"), ("る", ""),
                                                             ("物", "もの"))))
            self.assertFalse(vocab.okurigana_read_twice(parts(("或", "あ"), ("る", ""), ("日", "ひ"))))
            self.assertFalse(vocab.okurigana_read_twice(parts(("上", "あ"), ("がる", ""))))
        finally:
            vocab.spelling_readings = saved

    def test_rice_is_not_read_bei(self):
        rice = parts(("米", "べい"), ("の", ""), ("値段", "ねだん"), ("が", ""))
        self.assertTrue(vocab.context_misreading(rice, "The price of rice rose by three percent."))
        self.assertFalse(vocab.context_misreading(rice, "American rice prices rose."))
        self.assertFalse(vocab.context_misreading(parts(("日", "にち"), ("米", "べい"), ("関係", "かんけい")),
                                                  "relations between Japan and the US over rice"))

    def test_mike_is_a_name(self):
        mic = vocab.VocabEntry("マイク", "マイク", ["microphone"], "N3")
        self.assertTrue(vocab.name_meant(mic, "Mike smiled."))
        self.assertFalse(vocab.name_meant(mic, "The microphone is on."))
