import { createApp } from 'vue';
import App from './App.vue';
import { i18nPlugin, locale } from './i18n';
import { createAppRouter } from './router';
import './styles/main.css';

document.documentElement.lang = locale.value;
createApp(App).use(i18nPlugin).use(createAppRouter()).mount('#app');
