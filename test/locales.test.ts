import t from 'tap';
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };

t.test('zh.json and en.json have the same keys, none empty', async (t) => {
  t.same(Object.keys(en).sort(), Object.keys(zh).sort());
  for (const [key, value] of [...Object.entries(zh), ...Object.entries(en)]) {
    t.ok(typeof value === 'string' && value.trim() !== '', `${key} is a non-empty string`);
  }
  t.equal(zh.welcome, '欢迎');
  t.equal(en.welcome, 'Welcome');
  t.equal(zh.home, '首页');
  t.equal(en.home, 'Home');
  t.equal(zh.about, '关于我们');
  t.equal(en.about, 'About Us');
});
