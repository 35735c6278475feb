/**
 * Other names of the demo's clubs, by the club's code: official names whose words do not
 * reduce to the club's name, transliterations and local spellings in any script. Compared
 * after teamCode, so case, Latin and Greek accents and punctuation do not matter; a name in
 * another script is matched only when it is listed here (team-aliases.ts never guesses one).
 * A name belongs to one club only (team-aliases.test.ts checks it).
 */
export const CLUB_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Italy, Germany, Spain, Portugal, France: openfootball's official names.
  inter: ['FC Internazionale Milano', 'Интер', 'إنتر ميلان', 'インテル', '国际米兰'],
  'bayern-munich': [
    'FC Bayern München',
    'Bayern München',
    'Бавария',
    'بايرن ميونخ',
    'バイエルン・ミュンヘン',
    '拜仁慕尼黑',
  ],
  '1-fc-heidenheim': ['1. FC Heidenheim 1846'],
  'union-berlin': ['1. FC Union Berlin'],
  'mainz-05': ['1. FSV Mainz 05'],
  'fc-st-pauli': ['FC St. Pauli 1910'],
  'tsg-hoffenheim': ['TSG 1899 Hoffenheim'],
  'werder-bremen': ['SV Werder Bremen'],
  'bayer-leverkusen': ['Bayer 04 Leverkusen'],
  'real-madrid': ['Реал Мадрид', 'ريال مدريد', 'レアル・マドリード', '皇家马德里', '레알 마드리드'],
  barcelona: ['Барселона', 'برشلونة', 'バルセロナ', '巴塞罗那'],
  'real-sociedad': ['Real Sociedad de Fútbol'],
  'rayo-vallecano': ['Rayo Vallecano de Madrid'],
  espanyol: ['RCD Espanyol de Barcelona'],
  'atletico-madrid': ['Club Atlético de Madrid'],
  'real-betis': ['Real Betis Balompié'],
  'celta-vigo': ['RC Celta de Vigo'],
  alaves: ['Deportivo Alavés'],
  benfica: ['Sport Lisboa e Benfica', 'Бенфика'],
  'sporting-cp': ['Sporting Clube de Portugal'],
  braga: ['Sporting Clube de Braga'],
  'vitoria-de-guimaraes': ['Vitória Guimarães'],
  estoril: ['GD Estoril Praia'],
  'estrela-da-amadora': ['CF Estrela da Amadora'],
  marseille: ['Olympique de Marseille'],
  lyon: ['Olympique Lyonnais'],
  nice: ['OGC Nice'],
  lens: ['RC Lens'],
  rennes: ['Stade Rennais FC 1901'],
  strasbourg: ['RC Strasbourg Alsace'],
  brest: ['Stade Brestois 29'],
  auxerre: ['AJ Auxerre'],
  angers: ['Angers SCO'],
  lorient: ['FC Lorient'],
  metz: ['FC Metz'],
  // Brazil: openfootball's official names.
  'atletico-mineiro': ['CA Mineiro'],
  'sport-recife': ['SC Recife'],
  'red-bull-bragantino': ['RB Bragantino'],
  // The rest of Europe: official names, and their own alphabets.
  'psv-eindhoven': ['PSV'],
  ajax: ['AFC Ajax', 'Аякс'],
  'union-saint-gilloise': ['Royale Union Saint-Gilloise'],
  'slavia-prague': ['SK Slavia Praha', 'Slavia Praha'],
  copenhagen: ['FC København', 'FC Copenhagen', 'Копенгаген'],
  'bodo-glimt': ['FK Bodø/Glimt', 'Буде-Глимт'],
  qarabag: ['Qarabağ Ağdam FK', 'Карабах'],
  'kairat-almaty': ['FC Kairat', 'Кайрат', 'Қайрат'],
  pafos: ['Pafos FC', 'Πάφος'],
  olympiacos: ['Olympiakos Piraeus', 'Ολυμπιακός', 'Ολυμπιακός Πειραιώς', 'Олимпиакос'],
  galatasaray: ['Galatasaray SK', 'Galatasaray A.Ş.', 'Галатасарай'],
};
