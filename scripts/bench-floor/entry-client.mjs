// The floor's module script: react-dom hydrates the server's markup of the one component.
/* global document */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorApp } from './floor-app.mjs';

hydrateRoot(document.getElementById('root'), createElement(FloorApp));
